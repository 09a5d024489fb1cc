import {
  SHARED_BANK_FIELDS,
  secondaryBankField,
  type PrimaryBankField,
  type SecondaryBankField,
} from './bank';
import type { FieldError } from '../errors/field-errors';
import { msg } from '../i18n/message';
import { isSoleTrader } from '../picklists/business-types';
import { SIGNATORY_TYPES } from '../picklists/signatory-types';
import { accountNameMatches } from '../validators/account-name';
import { checkAccountConfirmation } from '../validators/account-confirmation';
import { checkAuAccount, checkBsb } from '../validators/au-bank';
import {
  checkCanadaAccount,
  checkCanadaInstitution,
  checkCanadaTransit,
} from '../validators/canada-bank';
import { checkEmail } from '../validators/email';
import { fieldError } from '../validators/field-error';
import { checkNzAccount } from '../validators/nz-bank-account';
import { checkSortCode } from '../validators/sort-code';
import { checkUsRouting } from '../validators/us-routing';
import { countryRules } from '../countries';
import {
  answerText,
  type CheckContext,
  type FieldCheck,
  type FieldSpec,
} from '../schemas/check-context';
import { oneOf } from '../schemas/common-checks';

/** doc 2 §5: NZ direct debit terms. */
export const DIRECT_DEBIT_TERMS_MESSAGE = msg('bank.check.directDebitTerms');

/** Ours (the seeds state the rule, not its message): the account name must be the owner's. */
export const ACCOUNT_NAME_OWNER_MESSAGE = msg('bank.check.accountNameOwner');
/** Ours: the account name must be the legal entity's. */
export const ACCOUNT_NAME_LEGAL_ENTITY_MESSAGE = msg('bank.check.accountNameLegalEntity');

/**
 * doc 2 §4: a sole trader's account carries the owner's name, any other business's the legal
 * entity's, with the usual equivalents and the application's trading names (decision 0040).
 * Checked only once the name it must match is known.
 */
const accountNameCheck: FieldCheck = (value, { country, context }) => {
  const ofOwner = !!country && isSoleTrader(country, context.businessType);
  const expected = ofOwner ? context.ownerName : context.legalBusinessName;
  if (!expected?.trim()) return undefined;
  if (accountNameMatches(value, [expected, ...(context.tradingNames ?? [])], ofOwner)) {
    return undefined;
  }
  return fieldError(
    'FieldMismatch',
    ofOwner ? ACCOUNT_NAME_OWNER_MESSAGE : ACCOUNT_NAME_LEGAL_ENTITY_MESSAGE,
  );
};

/** The account number rule of the country's bank format (doc 2 §5). */
const accountCheck: FieldCheck = (value, { country }) => {
  if (!country) return undefined;
  const format = countryRules(country).bankFormat;
  if (format === 'auBsb') return checkAuAccount(value);
  if (format === 'nzAccount') return checkNzAccount(value);
  if (format === 'canadaTransit') return checkCanadaAccount(value);
  return undefined;
};

/** The confirmation must equal the field it confirms (doc 2 §4, §5). */
const confirms =
  (field: string): FieldCheck =>
  (value: string, { answers }: CheckContext): FieldError | undefined =>
    checkAccountConfirmation(value, answerText(answers, field));

/** How each primary bank field is checked (doc 2 §5). */
export const PRIMARY_BANK_SPECS: Partial<Record<PrimaryBankField, FieldSpec>> = {
  signatoryType: { check: oneOf(SIGNATORY_TYPES) },
  bankAccountName: { check: accountNameCheck },
  routing: { check: (v) => checkUsRouting(v) },
  bsb: { check: (v) => checkBsb(v) },
  sortCode: { check: (v) => checkSortCode(v) },
  account: { check: accountCheck },
  confirmAccount: { check: confirms('account') },
  canadaRoutingTransitIdNumber: { check: (v) => checkCanadaTransit(v) },
  canadaRoutingInstitutionIdNumber: { check: (v) => checkCanadaInstitution(v) },
  canadaChequingAccount: { check: (v) => checkCanadaAccount(v) },
  confirmCanadaChequingAccount: { check: confirms('canadaChequingAccount') },
  email: { check: (v) => checkEmail(v) },
  directDebitTermsAccepted: { whenMissing: fieldError('Required', DIRECT_DEBIT_TERMS_MESSAGE) },
};

/** The secondary bank: the primary specs under the suffixed names, confirming `account2`. */
export const SECONDARY_BANK_SPECS: Partial<Record<SecondaryBankField, FieldSpec>> = {
  ...Object.fromEntries(
    SHARED_BANK_FIELDS.flatMap((field) => {
      const spec = PRIMARY_BANK_SPECS[field];
      return spec ? [[secondaryBankField(field), spec]] : [];
    }),
  ),
  confirmAccount2: { check: confirms('account2') },
};
