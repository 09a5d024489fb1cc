import type { LocationField } from './location';
import type { OwnerField } from './owner';
import {
  NZ_VERIFICATION_METHODS,
  needsSecondaryCertifiedId,
} from '../picklists/verification-methods';
import { addressRules } from './address-rules';
import { NOT_ASKED, OPTIONAL, REQUIRED, type SectionRules } from '../applicability/field-rule';

const nzCertified = { countries: ['NZ'], ownerControl: 'requireCertifiedId' } as const;

/** One owner (doc 2 §4 "Owners and locations"). */
export const OWNER_RULES: SectionRules<OwnerField> = {
  fields: {
    firstName: REQUIRED,
    lastName: REQUIRED,
    dob: REQUIRED,
    ssn: { applies: { countries: ['US'] } },
    ...addressRules('owner', {
      street: 'street',
      street2: 'street2',
      city: 'city',
      state: 'state',
      postalCode: 'postalCode',
    }),
    govId: { required: { ownerControl: 'requireId' } },
    govIdBackside: {
      applies: { countries: ['UK', 'AU'] },
      required: { ownerControl: 'requireId' },
    },
    verificationMethod: { applies: nzCertified },
    certifiedGovIdPrimary: { applies: nzCertified },
    certifiedGovIdSecondary: {
      applies: {
        ...nzCertified,
        answers: { verificationMethod: NZ_VERIFICATION_METHODS.filter(needsSecondaryCertifiedId) },
      },
    },
    ownershipConfirmed: { applies: { additionalOwner: true } },
    // doc 1 §9, doc 2 §5: the sign-up age is 19 for a ward of the state in Nebraska, so the question
    // is asked of US owners whose home is in Nebraska.
    wardOfState: { applies: { countries: ['US'], answers: { state: ['NE'] } } },
  },
};

/** One store location; the whole list applies only to in-store channels (doc 2 §4). */
export const LOCATION_RULES: SectionRules<LocationField> = {
  gate: { applies: { inStore: true } },
  fields: {
    locationName: REQUIRED,
    branchNumber: OPTIONAL,
    isMall: REQUIRED,
    mallName: { applies: { answers: { isMall: ['Yes'] } } },
    isResidence: REQUIRED,
    ...addressRules('location', {
      street: 'locationStreet',
      street2: 'locationStreet2',
      city: 'locationCity',
      state: 'locationState',
      postalCode: 'locationPostalCode',
    }),
    label: NOT_ASKED,
  },
};

/** The list-level field of the locations step. */
export type LocationListField = 'storeLocationUpload';

/**
 * doc 2 §4: a hidden storeLocationUpload file is required when an in-store merchant lists no
 * locations.
 */
export const LOCATION_LIST_RULES: SectionRules<LocationListField> = {
  fields: {
    storeLocationUpload: { applies: { inStore: true, noLocations: true }, shown: false },
  },
};
