/**
 * The save of the onboarding forms (doc 2 §7 "Save flow", doc 1 §4 "Save"): every section sent is
 * kept as a draft first, so nothing sent or saved is lost; then, unless the user state is one of
 * the Square or Squarespace platform states, the sections the merchant submitted as complete are
 * validated with the shared schemas, and only when all pass are their flags set. A plain contact
 * works on the company information and the first owner only (doc 1 §6, docs/decisions/0258):
 * what they leave out is kept, and a save that would change the rest is refused whole.
 */
import { additionalOwnersAllowed } from '../../domain/business-details/additional-owners';
import { emptyCompanyInformation } from '../../domain/business-details/company-information';
import type { Merchant, StoreLocationsFile } from '../../domain/merchant/merchant';
import { MAX_OWNERS } from '../../domain/merchant/merchant-account';
import { emptyOwner } from '../../domain/business-details/owner';
import { emptyStoreDetails } from '../../domain/business-details/store-details';
import type { ErrorSection, FieldError, ValidationErrors } from '../../domain/errors/field-errors';
import {
  OWNER_LIMIT_MESSAGE,
  SINGLE_OWNER_MESSAGE,
} from '../../domain/business-details/owners.schema';
import { parseSection } from '../../domain/schemas/validate-section';
import { sectionDataOf, validationContextOf } from '../../domain/schemas/validate-merchant';
import type { FormCompletedState, FormCompletionFlag } from '../../domain/session/form-completion';
import type { UserState } from '../../domain/session/user-state';
import {
  CONTACT_SAVE_FORBIDDEN,
  seesStoreDetailsAndAdditionalOwners,
  type ViewerRole,
} from '../../domain/session/contact-roles';
import { fieldError } from '../../domain/validators/field-error';
import { agreementCarriesCashTerms } from '../../domain/agreement/cash-terms';
import { acceptCurrentAgreement, agreementKeyOfMerchant } from '../agreement/agreement-service';
import { resolveMaskedValues } from '../crypto/sensitive-values';
import type { Repositories } from '../db/repositories';
import type { SavedSections } from './merchant-sections-repository';
import { COMPANY_FILE_FIELDS, fileIdOf, OWNER_FILE_FIELDS, withOwnFiles } from './file-ownership';
import type { LoadedMerchant } from './merchant-record';
import { merchantWith, readFlags, type FlagsSent } from './save-parts';
import {
  locationsOfPayload,
  ownersOfPayload,
  sectionOfPayload,
  storeValuesOfPayload,
} from './sections-of-payload';
import { msg, type Text } from '../../domain/i18n/message';

/** doc 1 §4: in these user states the save stops after keeping the drafts. */
export const PLATFORM_USER_STATES: readonly UserState[] = [
  'SQUARESPACE',
  'SQUARE_ONLY',
  'SQUARE_AND_MOP',
];

/** The sections each flag of a save vouches for. */
export const SECTIONS_OF_FLAG: Partial<Record<FormCompletionFlag, readonly ErrorSection[]>> = {
  companyInfoForm: ['companyInformation'],
  storeDetailsForm: ['storeDetails', 'locations'],
  businessOwnerForm: ['owners'],
  // The older single flag of the business details (doc 1 §2 "If only the store form is complete").
  storeForm: ['companyInformation', 'storeDetails', 'locations', 'owners'],
};

/** Owners a list may hold before it is a malformed request rather than too many owners. */
const MAX_OWNERS_READ = 50;

/** What a save sends, each part as parsed JSON (or undefined when left out). */
export interface SaveRequest {
  saveData: unknown;
  storeData: unknown;
  formCompletionData: unknown;
  /** A store location file uploaded with the save itself. */
  uploadedLocationsFile?: StoreLocationsFile;
}

export type SaveOutcome =
  | { kind: 'malformed'; error: Text }
  | { kind: 'forbidden'; error: Text }
  | { kind: 'unknown-merchant' }
  | { kind: 'platform'; userState: UserState }
  | { kind: 'invalid'; errors: ValidationErrors }
  | { kind: 'saved'; userState: UserState; formCompletedState: FormCompletedState };

const malformed = (error: Text): SaveOutcome => ({ kind: 'malformed', error });
const dataOf = (part: unknown): Record<string, unknown> | undefined | null => {
  if (part === undefined || part === null) return undefined;
  if (typeof part !== 'object' || Array.isArray(part)) return null;
  const data = (part as { data?: unknown }).data;
  if (data === undefined) return {};
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
};

/**
 * Whether a plain contact's save reaches what only the account owner or an administrator may
 * change: the store details (with its locations and their file) or an owner after the first.
 */
function reachesWithheldParts(
  data: Record<string, unknown>,
  request: SaveRequest,
  storeSent: unknown,
  flags: FlagsSent,
): boolean {
  return (
    data.storeDetails !== undefined ||
    storeSent !== undefined ||
    data.locations !== undefined ||
    data.storeLocationsFile !== undefined ||
    request.uploadedLocationsFile !== undefined ||
    flags.storeDetailsForm === true ||
    (Array.isArray(data.owners) && data.owners.length > 1)
  );
}

/**
 * Keeps and checks one save of the merchant `loaded` (read under its lock; undefined: no record);
 * `now` stamps an agreement acceptance; `role` is the role of the person saving.
 */
export async function saveMerchant(
  repos: Repositories,
  loaded: LoadedMerchant | undefined,
  request: SaveRequest,
  now: number,
  role: ViewerRole = 'accountOwner',
): Promise<SaveOutcome> {
  if (!loaded) return { kind: 'unknown-merchant' };
  const merchantId = loaded.row.id;
  const current = loaded.merchant;
  const sent = dataOf(request.saveData);
  const storeSent = dataOf(request.storeData);
  const flags: FlagsSent | undefined = readFlags(request.formCompletionData);
  if (sent === null || storeSent === null || !flags) {
    return malformed(msg('business.server.saveDataInvalid'));
  }
  const data = sent ?? {};
  const seesAll = seesStoreDetailsAndAdditionalOwners(role);
  if (!seesAll && reachesWithheldParts(data, request, storeSent, flags)) {
    return { kind: 'forbidden', error: CONTACT_SAVE_FORBIDDEN };
  }
  const drafts: SavedSections = {};
  const errors: ValidationErrors = {};
  let ownerLimit: FieldError | undefined;

  if (data.companyInformation !== undefined) {
    drafts.companyInformation = sectionOfPayload(
      emptyCompanyInformation(),
      data.companyInformation,
      current.companyInformation,
    );
    if (!drafts.companyInformation) return malformed(msg('business.server.companyInvalid'));
    const checked = await withOwnFiles(
      repos,
      merchantId,
      drafts.companyInformation,
      current.companyInformation,
      COMPANY_FILE_FIELDS,
    );
    drafts.companyInformation = checked.values;
    if (Object.keys(checked.errors).length > 0) errors.companyInformation = checked.errors;
  }
  // doc 2 §7: with company information complete the store data is also kept.
  const storeParts = [data.storeDetails, storeSent].filter((part) => part !== undefined);
  for (const part of storeParts) {
    drafts.storeDetails = sectionOfPayload(
      emptyStoreDetails(),
      storeValuesOfPayload(part),
      drafts.storeDetails ?? current.storeDetails,
    );
    if (!drafts.storeDetails) return malformed(msg('business.server.storeDetailsInvalid'));
  }

  const company = drafts.companyInformation ?? current.companyInformation;
  if (data.owners !== undefined) {
    const owners = ownersOfPayload(data.owners, company.registeredCountry, MAX_OWNERS_READ);
    if (!owners) return malformed(msg('business.server.ownersInvalid'));
    const sentResolved = owners.map((owner, i) =>
      resolveMaskedValues(owner, current.owners[i], current.owners),
    );
    // A plain contact sends the first owner at most; the owners after it stay as saved.
    const resolved = seesAll
      ? sentResolved
      : [
          ...(sentResolved.length > 0 ? sentResolved : current.owners.slice(0, 1)),
          ...current.owners.slice(1),
        ];
    const moreAllowed = additionalOwnersAllowed(company.registeredCountry, company.businessType);
    if (resolved.length > (moreAllowed ? MAX_OWNERS : 1)) {
      // doc 2 §4: at most five owners, and only one where the country and type allow no more.
      // The list is not kept nor checked field by field: the limit is the one thing to fix.
      ownerLimit = fieldError(
        'InvalidLength',
        moreAllowed ? OWNER_LIMIT_MESSAGE : SINGLE_OWNER_MESSAGE,
      );
      errors.owners = { owners: ownerLimit };
    } else {
      const checked = await Promise.all(
        resolved.map((owner, i) =>
          withOwnFiles(repos, merchantId, owner, current.owners[i], OWNER_FILE_FIELDS),
        ),
      );
      const fileErrors = Object.fromEntries(
        checked.flatMap(({ errors: found }, i) =>
          Object.entries(found).map(([field, error]) => [`bo_${i}_${field}`, error]),
        ),
      );
      if (Object.keys(fileErrors).length > 0) errors.owners = fileErrors;
      const kept = checked.map(({ values }) => values);
      drafts.owners = kept.length > 0 ? kept : [emptyOwner()];
    }
  }
  if (data.locations !== undefined) {
    drafts.locations = locationsOfPayload(data.locations);
    if (!drafts.locations) return malformed(msg('business.server.locationsInvalid'));
  }
  if (request.uploadedLocationsFile) {
    drafts.storeLocationsFile = request.uploadedLocationsFile;
  } else if (data.storeLocationsFile !== undefined) {
    const file = await storeLocationsFileOf(repos, merchantId, data.storeLocationsFile);
    if (file === undefined) return malformed(msg('business.server.locationsFileNotYours'));
    drafts.storeLocationsFile = file;
  }

  const merchant: Merchant = merchantWith(current, drafts, flags);
  await repos.merchantSections.save(merchantId, {
    ...drafts,
    ...(drafts.storeDetails && { storeDetails: merchant.storeDetails }),
  });
  const kept = {
    ...loaded.merchant.formCompletion,
    agreementAccepted: merchant.formCompletion.agreementAccepted,
  };
  // The flags are written once, at the end of each way out: the save is one transaction
  // (withMerchantLock), so writing them early as well changed nothing that could be seen.
  if (PLATFORM_USER_STATES.includes(loaded.userState)) {
    await repos.merchantSections.setFormCompletion(merchantId, kept);
    return { kind: 'platform', userState: loaded.userState };
  }

  const context = validationContextOf(merchant);
  const sectionData = sectionDataOf(merchant);
  const submitted = Object.entries(SECTIONS_OF_FLAG).filter(
    ([flag]) => flags[flag as FormCompletionFlag] === true,
  );
  for (const section of new Set(submitted.flatMap(([, sections]) => sections))) {
    if (section === 'owners' && ownerLimit) continue;
    const result = parseSection(section, sectionData[section], context);
    if (!result.success) errors[section] = { ...result.errors, ...errors[section] };
  }
  if (Object.keys(errors).length > 0) {
    await repos.merchantSections.setFormCompletion(merchantId, kept);
    return { kind: 'invalid', errors };
  }

  const formCompletedState = { ...kept };
  for (const [flag] of submitted) formCompletedState[flag as FormCompletionFlag] = true;
  const acceptsAgreement = flags.businessOwnerForm === true && formCompletedState.agreementAccepted;
  if (acceptsAgreement && agreementCarriesCashTerms(agreementKeyOfMerchant(merchant))) {
    // The US agreement carries the Cash App Pay terms: Activate is then one click (decision 0251).
    formCompletedState.cashPayAgreementAccepted = true;
  }
  await repos.merchantSections.setFormCompletion(merchantId, formCompletedState);
  if (acceptsAgreement) {
    // The owners step saved with the agreement accepted: the version current for the merchant's
    // country, industry and product is the one accepted (docs/decisions/0080).
    await acceptCurrentAgreement(repos.agreements, merchantId, merchant, now);
  }
  return { kind: 'saved', userState: loaded.userState, formCompletedState };
}

/** The store location file a save names: '' for none, else one of the merchant's own uploads. */
async function storeLocationsFileOf(
  repos: Repositories,
  merchantId: string,
  sent: unknown,
): Promise<StoreLocationsFile | null | undefined> {
  if (sent === '' || sent === null) return null;
  if (typeof sent !== 'string') return undefined;
  const id = fileIdOf(sent);
  const row = id ? await repos.uploads.findOwned(merchantId, id) : undefined;
  return row && { name: row.original_name, path: sent.trim() };
}
