/**
 * The words of the bank step. The seeds state that bullets, an agreement text, a direct debit
 * phone line and a paper form exist without giving their words (doc 1 §2 "Bank linking"); these
 * are ours, listed in docs/decisions/0004-bank-copy.md. Messages of rules live in domain/.
 */

import type { CountryCode } from '../../domain/countries/country-code';
import { authorise } from '../../domain/countries/local-words';

export const BANK_STEP_TITLE = 'Payment Information';
export const PRIMARY_STEP_TITLE = 'Primary Bank Information';
export const SECONDARY_STEP_TITLE = 'Secondary Bank Information';

export const BANK_INTRO = 'Tell us where to send your settlements.';

/** Bullets shown with the bank step (doc 1 §2); 1-5 business days is doc 1 §1's claim. */
export const BANK_BULLETS = [
  'Settlements from your sales reach this account in 1-5 business days.',
  'The account name must match your legal business name, or your own name if you are a sole trader.',
  'Your bank details are encrypted. Once saved, only the last four digits are shown.',
] as const;

/** The agreement text under the bank form (doc 1 §2), spelt as the merchant's country spells. */
export const bankAgreement = (country: CountryCode | undefined): string =>
  `By submitting, you ${authorise(country)} us to pay your settlements into this account and to debit it for refunds, chargebacks and any fees due under your merchant agreement.`;

export const SECONDARY_INTRO =
  'Sell in store as well as online? You can have in-store sales settled to a second account. This step is optional.';
export const SKIP_SECONDARY_LABEL = 'Skip this step';

export const LINK_HEADING = 'Connect your bank account';
export const LINK_TEXT =
  'Log in to your bank through Plaid to link your account in a few seconds. We never see or store your bank login.';
export const LINK_BUTTON = 'Connect bank account';
export const MANUAL_LINK_LABEL = 'Enter bank details manually';
export const MANUAL_MODAL_TITLE = 'Enter your bank details';
export const BACK_TO_LINK_LABEL = 'Connect through Plaid instead';

/** The submit of a step: the primary hands over to the secondary where one follows. */
export const CONTINUE_LABEL = 'Save and continue';
export const SUBMIT_LABEL = 'Submit';

export const COMPLETE_TEXT = 'Your payment information is saved.';
export const CONTINUE_TO_SUPPORT_LABEL = 'Continue to customer service';
export const EDIT_LABEL = 'Edit';
export const LINKED_THROUGH_PLAID = 'Linked through Plaid';

/** NZ direct debit (doc 1 §2: a phone line; confirmation within 5 business days). */
export const NZ_DIRECT_DEBIT_HEADING = 'Direct debit authority';
/** The direct debit line; an operator replaces it with the provider's own number. */
export const NZ_DIRECT_DEBIT_PHONE = '0800 782 783';
export const NZ_DIRECT_DEBIT_EMAIL = 'directdebit@quartet.example';
export const NZ_CONFIRMATION_TEXT =
  'We will confirm your direct debit authority within 5 business days.';
export const NZ_TERMS_LABEL =
  'I accept the direct debit terms and authorise direct debits from this account';
export const NZ_MULTIPLE_TEXT =
  'Accounts that need more than one signature must authorise direct debits on paper. Download the direct debit authority form, have every signatory sign it, then upload the signed form below.';
export const NZ_FORM_LINK_LABEL = 'Download the direct debit authority form';
/** The printable form shipped in public/ (served under /app). */
export const NZ_FORM_PATH = 'forms/nz-direct-debit-authority.html';
export const NZ_UPLOAD_LABEL = 'Signed direct debit authority form';

/** Field labels of the manual form, by field (the secondary uses the same with suffix 2). */
export const BANK_FIELD_LABELS: Readonly<Record<string, string>> = {
  signatoryType: 'Account signatories',
  bankName: 'Bank name',
  bankBranch: 'Branch',
  bankAccountName: 'Account name',
  routing: 'Routing number',
  bsb: 'BSB',
  sortCode: 'Sort code',
  account: 'Account number',
  confirmAccount: 'Confirm account number',
  canadaRoutingInstitutionIdNumber: 'Institution number',
  canadaRoutingTransitIdNumber: 'Transit number',
  canadaChequingAccount: 'Chequing account number',
  confirmCanadaChequingAccount: 'Confirm chequing account number',
  signatoryName: 'Signatory name',
  email: 'Signatory email',
};

/** Hints under fields whose account name depends on the business type (doc 2 §4). */
export const ACCOUNT_NAME_HINTS = {
  ownerName: 'As it appears on the account: your own full name',
  legalBusinessName: 'As it appears on the account: your legal business name',
} as const;
