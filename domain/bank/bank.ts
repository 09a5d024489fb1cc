/**
 * Bank details (doc 1 §3 "primaryBank"). The secondary bank uses the same names with the suffix 2
 * and has no Canadian fields. `directDebitAgreement` holds the NZ multiple-signatory form's upload;
 * `directDebitTermsAccepted` is the NZ one-signatory terms checkbox of the manual form (doc 2 §4).
 */
export interface PrimaryBank {
  signatoryType: string;
  bankName: string;
  bankBranch: string;
  bankAccountName: string;
  routing: string;
  canadaRoutingTransitIdNumber: string;
  canadaRoutingInstitutionIdNumber: string;
  bsb: string;
  sortCode: string;
  account: string;
  confirmAccount: string;
  canadaChequingAccount: string;
  confirmCanadaChequingAccount: string;
  signatoryName: string;
  email: string;
  directDebitAgreement: string;
  directDebitTermsAccepted: boolean;
  verificationSource: string;
}

/** The field names of the primary bank form. */
export type PrimaryBankField = keyof PrimaryBank;

/** The primary bank fields the secondary bank also has (no Canadian fields, doc 1 §3). */
export const SHARED_BANK_FIELDS = [
  'signatoryType',
  'bankName',
  'bankBranch',
  'bankAccountName',
  'routing',
  'bsb',
  'sortCode',
  'account',
  'confirmAccount',
  'signatoryName',
  'email',
  'directDebitAgreement',
  'directDebitTermsAccepted',
  'verificationSource',
] as const satisfies readonly PrimaryBankField[];
export type SharedBankField = (typeof SHARED_BANK_FIELDS)[number];

/** The secondary bank: each shared field with the suffix 2 (`account2`, `bsb2`, …). */
export type SecondaryBank = { [K in SharedBankField as `${K}2`]: PrimaryBank[K] };

/** The field names of the secondary bank form. */
export type SecondaryBankField = keyof SecondaryBank;

/** The secondary name of a shared bank field. */
export function secondaryBankField<F extends SharedBankField>(field: F): `${F}2` {
  return `${field}2`;
}

/** An empty primary bank form. */
export function emptyPrimaryBank(): PrimaryBank {
  return {
    signatoryType: '',
    bankName: '',
    bankBranch: '',
    bankAccountName: '',
    routing: '',
    canadaRoutingTransitIdNumber: '',
    canadaRoutingInstitutionIdNumber: '',
    bsb: '',
    sortCode: '',
    account: '',
    confirmAccount: '',
    canadaChequingAccount: '',
    confirmCanadaChequingAccount: '',
    signatoryName: '',
    email: '',
    directDebitAgreement: '',
    directDebitTermsAccepted: false,
    verificationSource: '',
  };
}

/** An empty secondary bank form. */
export function emptySecondaryBank(): SecondaryBank {
  const primary = emptyPrimaryBank();
  return Object.fromEntries(
    SHARED_BANK_FIELDS.map((field) => [secondaryBankField(field), primary[field]]),
  ) as SecondaryBank;
}
