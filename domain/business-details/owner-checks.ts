import type { LocationField } from './location';
import type { OwnerField } from './owner';
import { NZ_VERIFICATION_METHODS } from '../picklists/verification-methods';
import { checkDateOfBirth } from '../validators/date-of-birth';
import { checkSsn } from '../validators/ssn';
import { checkBranchNumber } from '../validators/store-numbers';
import { answerText, type FieldSpec } from '../schemas/check-context';
import { addressSpecs } from './address-checks';
import { forCountry, oneOf, yesNo } from '../schemas/common-checks';
import { msg } from '../i18n/message';
import { fieldError } from '../validators/field-error';

/** doc 2 §4: additional owners must own or control at least 25%. */
export const OWNERSHIP_MESSAGE = msg('business.owners.ownershipMissing');

/** How each owner field is checked (doc 2 §5). */
export const OWNER_SPECS: Partial<Record<OwnerField, FieldSpec>> = {
  dob: {
    check: forCountry((v, country, { answers, context }) =>
      checkDateOfBirth(v, country, {
        state: answerText(answers, 'state'),
        wardOfState: answerText(answers, 'wardOfState') === 'Yes',
        today: context.today,
      }),
    ),
  },
  ssn: { check: (v) => checkSsn(v) },
  verificationMethod: { check: oneOf(NZ_VERIFICATION_METHODS) },
  ownershipConfirmed: { whenMissing: fieldError('Required', OWNERSHIP_MESSAGE) },
  wardOfState: { check: yesNo },
  ...addressSpecs({
    street: 'street',
    street2: 'street2',
    city: 'city',
    state: 'state',
    postalCode: 'postalCode',
  }),
};

/** How each store location field is checked (doc 2 §5). */
export const LOCATION_SPECS: Partial<Record<LocationField, FieldSpec>> = {
  branchNumber: { check: (v) => checkBranchNumber(v) },
  isMall: { check: yesNo },
  isResidence: { check: yesNo },
  ...addressSpecs({
    street: 'locationStreet',
    street2: 'locationStreet2',
    city: 'locationCity',
    state: 'locationState',
    postalCode: 'locationPostalCode',
  }),
};
