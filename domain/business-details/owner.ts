import { DEFAULT_NZ_VERIFICATION_METHOD } from '../picklists/verification-methods';

/**
 * One beneficial owner (doc 1 §3 "owner"). ssn holds the social security, social insurance or tax
 * id by country; upload fields hold the stored file's path.
 */
export interface Owner {
  firstName: string;
  lastName: string;
  dob: string;
  ssn: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  govId: string;
  govIdBackside: string;
  verificationMethod: string;
  certifiedGovIdPrimary: string;
  certifiedGovIdSecondary: string;
  /** doc 2 §4: an additional owner must own or control at least 25%; the merchant confirms it. */
  ownershipConfirmed: boolean;
  /** Yes or No: a US owner living in Nebraska is a ward of the state (doc 1 §9, doc 2 §5). */
  wardOfState: string;
}

/** The field names of an owner. */
export type OwnerField = keyof Owner;

/** An owner with nothing filled in; NZ verification defaults to Certified Passport (doc 2 §3). */
export function emptyOwner(): Owner {
  return {
    firstName: '',
    lastName: '',
    dob: '',
    ssn: '',
    street: '',
    street2: '',
    city: '',
    state: '',
    postalCode: '',
    govId: '',
    govIdBackside: '',
    verificationMethod: DEFAULT_NZ_VERIFICATION_METHOD,
    certifiedGovIdPrimary: '',
    certifiedGovIdSecondary: '',
    ownershipConfirmed: false,
    wardOfState: '',
  };
}
