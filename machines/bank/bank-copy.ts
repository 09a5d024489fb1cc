/**
 * The words of the bank step, as messages of the bank catalogue (locales/<language>/bank.json).
 * The seeds state that bullets, an agreement text, a direct debit phone line and a paper form
 * exist without giving their words (doc 1 §2 "Bank linking"); these are ours, listed in
 * docs/decisions/0004-bank-copy.md. Messages of rules live in domain/.
 */

import type { CountryCode } from '../../domain/countries/country-code';
import { authorise } from '../../domain/countries/local-words';
import { msg, type Message } from '../../domain/i18n/message';
import type { PickList } from '../../domain/picklists/pick-list';
import { SIGNATORY_TYPES, type SignatoryType } from '../../domain/picklists/signatory-types';

export const BANK_STEP_TITLE = msg('bank.stepTitle');
export const PRIMARY_STEP_TITLE = msg('bank.primaryStepTitle');
export const SECONDARY_STEP_TITLE = msg('bank.secondaryStepTitle');

export const BANK_INTRO = msg('bank.intro');
export const BANK_LOADING = msg('bank.loading');
export const BANK_LOAD_FAILED = msg('bank.loadFailed');
export const TRY_AGAIN_LABEL = msg('bank.tryAgain');

/** Bullets shown with the bank step (doc 1 §2); 1-5 business days is doc 1 §1's claim. */
export const BANK_BULLETS: readonly Message[] = [
  msg('bank.bullet.settlementTime'),
  msg('bank.bullet.accountName'),
  msg('bank.bullet.encrypted'),
];

/**
 * The agreement text under the bank form (doc 1 §2), spelt in English as the merchant's country
 * spells (decision 0110): one message per spelling.
 */
export const bankAgreement = (country: CountryCode | undefined): Message =>
  msg(authorise(country) === 'authorise' ? 'bank.agreement.authorise' : 'bank.agreement.authorize');

export const SECONDARY_INTRO = msg('bank.secondary.intro');
export const SKIP_SECONDARY_LABEL = msg('bank.secondary.skip');

export const LINK_HEADING = msg('bank.link.heading');
export const LINK_TEXT = msg('bank.link.text');
export const LINK_BUTTON = msg('bank.link.button');
export const MANUAL_LINK_LABEL = msg('bank.link.manual');
export const MANUAL_MODAL_TITLE = msg('bank.manual.modalTitle');
export const BACK_TO_LINK_LABEL = msg('bank.link.backToLink');
/** The short wait while Link opens. */
export const OPENING_LINK_TEXT = msg('bank.link.opening');

/** The submit of a step: the primary hands over to the secondary where one follows. */
export const CONTINUE_LABEL = msg('bank.form.continue');
export const SUBMIT_LABEL = msg('bank.form.submit');

export const COMPLETE_TEXT = msg('bank.complete');
export const CONTINUE_TO_SUPPORT_LABEL = msg('bank.continueToSupport');

/** NZ direct debit (doc 1 §2: a phone line; confirmation within 5 business days). */
export const NZ_DIRECT_DEBIT_HEADING = msg('bank.nz.heading');
/** The direct debit line; an operator replaces it with the provider's own number. */
export const NZ_DIRECT_DEBIT_PHONE = '0800 782 783';
export const NZ_DIRECT_DEBIT_EMAIL = 'directdebit@quartet.example';
export const NZ_CONFIRMATION_TEXT = msg('bank.nz.confirmation');
/** The terms box's label; its `<link>` is the printable form's terms. */
export const NZ_TERMS_LABEL = msg('bank.nz.terms');
export const NZ_MULTIPLE_TEXT = msg('bank.nz.multiple');
export const NZ_FORM_LINK_LABEL = msg('bank.nz.formLink');
/** The printable form shipped in public/ (served under /app). */
export const NZ_FORM_PATH = 'forms/nz-direct-debit-authority.html';
export const NZ_UPLOAD_LABEL = msg('bank.nz.upload');
/** The wait while the direct debit part's code loads. */
export const NZ_LOADING_TEXT = msg('bank.nz.loading');

/** The direct debit line's sentence, with the line's hours where the brand gives them. */
export const nzDirectDebitContact = (hours: string | undefined): Message =>
  msg('bank.nz.contact', {
    phone: NZ_DIRECT_DEBIT_PHONE,
    email: NZ_DIRECT_DEBIT_EMAIL,
    hours: hours || 'none',
  });

/** Field labels of the manual form, by field (the secondary uses the same with suffix 2). */
export const BANK_FIELD_LABELS: Readonly<Record<string, Message>> = {
  signatoryType: msg('bank.field.signatoryType'),
  bankName: msg('bank.field.bankName'),
  bankBranch: msg('bank.field.bankBranch'),
  bankAccountName: msg('bank.field.bankAccountName'),
  routing: msg('bank.field.routing'),
  bsb: msg('bank.field.bsb'),
  sortCode: msg('bank.field.sortCode'),
  account: msg('bank.field.account'),
  confirmAccount: msg('bank.field.confirmAccount'),
  canadaRoutingInstitutionIdNumber: msg('bank.field.canadaRoutingInstitutionIdNumber'),
  canadaRoutingTransitIdNumber: msg('bank.field.canadaRoutingTransitIdNumber'),
  canadaChequingAccount: msg('bank.field.canadaChequingAccount'),
  confirmCanadaChequingAccount: msg('bank.field.confirmCanadaChequingAccount'),
  signatoryName: msg('bank.field.signatoryName'),
  email: msg('bank.field.email'),
};

/** Hints under fields whose account name depends on the business type (doc 2 §4). */
export const ACCOUNT_NAME_HINTS = {
  ownerName: msg('bank.hint.ownerName'),
  legalBusinessName: msg('bank.hint.legalBusinessName'),
} as const;

const SIGNATORY_LABELS: Readonly<Record<SignatoryType, Message>> = {
  'One Signatory': msg('bank.signatory.one'),
  'Multiple Signatories': msg('bank.signatory.multiple'),
};

/** The NZ signatories question's answers (doc 2 §3): the stored value, what the merchant reads. */
export const SIGNATORY_ANSWERS: PickList = SIGNATORY_TYPES.map((value) => ({
  value,
  label: SIGNATORY_LABELS[value],
}));
