/**
 * The merchant's own calls after sign-in, shared by the browser and the server (doc 2 §7): save
 * and resume, the bank and customer support forms, uploads and the onboarding link. Every call is
 * behind the signed-in session; without one it answers 401 'Please re-authenticate.'.
 */
import type { ValidationErrors } from '../errors/field-errors';
import type { PrimaryBank, SecondaryBank } from '../bank/bank';
import type { CompanyInformation } from '../business-details/company-information';
import type { CashPay, CustomerSupport } from '../customer-support/customer-support';
import type { Lead } from '../lead/lead';
import type { Location } from '../business-details/location';
import type { StoreLocationsFile } from '../merchant/merchant';
import type { MerchantAccount } from '../merchant/merchant-account';
import type { Owner } from '../business-details/owner';
import type { StoreDetails } from '../business-details/store-details';
import type { FormCompletedState } from '../session/form-completion';
import type { UserState } from '../session/user-state';
import type { ViewerRole } from '../session/contact-roles';
import type { MerchantRevision } from './revision-api';

export const MERCHANT_API = {
  /** GET: everything the merchant saved (sensitive values masked) and the account fields. */
  restore: '/api/restore',
  /**
   * POST multipart/form-data (or JSON) with `saveData`, `storeData`, `formCompletionData` as
   * JSON text (domain/business-details/save-payload), and optionally a `storeLocationsFile` file part.
   */
  save: '/api/save',
  // doc 2 §7's update-store-info and update-form-completion are not calls of the portal:
  // /api/save keeps the store details and sets the flags (docs/decisions/0094-calls-and-flags.md).
  /** POST {prospectId}: the merchant's mlsProspectRef. */
  onboardingLink: '/api/onboarding-link',
  /** POST a BankPayload (domain/bank/bank-payload) with verificationSource MANUAL. */
  updateBankInfo: '/api/update-bank-info',
  /** POST the three customer support fields. */
  updateCustomerServiceInfo: '/api/update-customer-service-info',
  /** POST multipart {file, filename?, bucketType?, field?}. */
  uploadFile: '/api/upload-file',
  /** GET: an uploaded file, only to the merchant who uploaded it. Append the file's id. */
  files: '/api/files/',
} as const;

/** The character that hides the start of a saved sensitive value (`•••••6789`). */
export const MASK_CHARACTER = '•';

/** The most characters of a saved sensitive value shown again (the last four). */
export const MASK_VISIBLE_CHARACTERS = 4;

/**
 * Fields stored encrypted and returned masked once saved (docs/architecture.md §4). Sending a masked value
 * back unchanged keeps the saved value; any other value replaces it.
 */
export const SENSITIVE_FIELDS = [
  'ssn',
  'dob',
  'account',
  'confirmAccount',
  'canadaChequingAccount',
  'confirmCanadaChequingAccount',
  'account2',
  'confirmAccount2',
  'routing',
  'routing2',
  'bsb',
  'bsb2',
  'sortCode',
  'sortCode2',
  'canadaRoutingTransitIdNumber',
  'canadaRoutingInstitutionIdNumber',
  'secretKey',
] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** True for a field whose saved value comes back masked. */
export function isSensitiveField(field: string): field is SensitiveField {
  return (SENSITIVE_FIELDS as readonly string[]).includes(field);
}

/**
 * The masked form of a saved value: at most the last four characters stay, and at least four
 * are hidden, so a short value (a 3-digit institution number) is hidden in full.
 */
export function maskValue(value: string): string {
  if (value === '') return '';
  const visible = Math.max(0, Math.min(MASK_VISIBLE_CHARACTERS, value.length - 4));
  return MASK_CHARACTER.repeat(value.length - visible) + value.slice(value.length - visible);
}

/** True when `value` is a masked value (the form shows it as saved, not as typed). */
export function isMaskedValue(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(MASK_CHARACTER);
}

/**
 * The account fields the forms and status page read (doc 1 §3 "merchantAccount"): the back
 * office's account, plus the opportunity stage and the status-page progress it keeps.
 */
export interface RestoredMerchantAccount extends MerchantAccount {
  opportunityStage: string;
  messagingComplete: boolean;
  gatewayEnabled: boolean;
}

/**
 * GET /api/restore: every section of the merchant in the forms' own shapes (dates of birth as the
 * country's mask, multi-selects as lists), sensitive values masked. Sections never saved come
 * back empty, with the lead copied into owner 0 and the store details (doc 2 §5). A plain contact
 * (`viewerRole` 'contact') gets the store details and locations empty and the first owner only:
 * the rest is never sent to them (doc 1 §6, docs/decisions/0258).
 */
export interface RestoreResponse {
  userState: UserState;
  viewerRole?: ViewerRole;
  formCompletedState: FormCompletedState;
  email?: string;
  lead: Lead | null;
  companyInformation: CompanyInformation;
  storeDetails: StoreDetails;
  owners: Owner[];
  locations: Location[];
  primaryBank: PrimaryBank;
  secondaryBank: SecondaryBank;
  customerSupport: CustomerSupport;
  cashPay: CashPay;
  storeLocationsFile: StoreLocationsFile | null;
  merchantAccount: RestoredMerchantAccount;
  /** The open request for changes: only its items may change while it is open. */
  revision?: MerchantRevision | null;
}

/**
 * POST /api/save, /api/update-bank-info and /api/update-customer-service-info all answer with
 * this: the
 * new flags when the submitted forms passed, or a 400 with `validation_errors` (owner keys
 * `bo_{i}_{field}`, location keys `loc_{i}_{field}`) and `errorId`. What was sent is saved as a
 * draft either way.
 */
export interface MerchantSaveResponse {
  userState?: UserState;
  formCompletedState?: FormCompletedState;
  validation_errors?: ValidationErrors;
  /** The request's correlation id, quoted in the doc 2 §8 message. */
  errorId?: string;
  error?: string;
  /** The open request for changes after the save (its items' changes counted); null for none. */
  revision?: MerchantRevision | null;
}

/** POST /api/onboarding-link body. */
export interface OnboardingLinkRequest {
  prospectId: string;
}
export interface OnboardingLinkResponse {
  onboardingLink: string;
}

/** The bucket of the cash pay logo (doc 1 §3 "Upload payload"). */
export const CASH_BUCKET = 'Cash';
/** The bucket of every other upload (doc 1 §3: `{product}`). */
export const DEFAULT_BUCKET = 'Onboarding';
/** doc 2 §8 */
export const UPLOAD_SUCCESS_MESSAGE = 'File uploaded successfully.';

/** POST /api/upload-file success. `url` is what a form field stores. */
export interface UploadFileResponse {
  url: string;
  name: string;
  message: typeof UPLOAD_SUCCESS_MESSAGE;
}
/** POST /api/upload-file failure (400): shown under the field. */
export interface UploadFileErrorResponse {
  message: string;
  error: string;
}

/** The onboarding forms a save error names, in the order the app checks them (doc 2 §2). */
const SAVE_ERROR_FORMS = [
  ['companyInformation', 'a company information field', 'Company and business type'],
  ['owners', 'an owner field', 'Owner details'],
  ['storeDetails', 'a store details field', 'About your store'],
  ['locations', 'a store details field', 'About your store'],
] as const;

/**
 * doc 2 §8: the message of a save refused for field errors, naming the first form at fault;
 * undefined when no onboarding form holds an error.
 */
export function saveErrorMessage(
  errors: ValidationErrors | undefined,
  errorId: string,
): string | undefined {
  const form = SAVE_ERROR_FORMS.find(
    ([section]) => Object.keys(errors?.[section] ?? {}).length > 0,
  );
  return (
    form &&
    `There was an issue with ${form[1]} - please reopen the ${form[2]} form and try again. (errorId=${errorId})`
  );
}
