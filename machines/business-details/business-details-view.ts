/**
 * The business details page's view model around its forms (doc 1 §2 "Onboarding accordion",
 * "Stepper and progress", "Collection modals"): the steps with their states and the percent, the
 * accordion's sections with whether each may open and is complete, and what the owners and store
 * locations lists show beside their fields. Selectors of the business details actor's snapshot,
 * memoised by the completion flags they read.
 */
import { msg, type Message, type Text } from '../../domain/i18n/message';
import type { SnapshotFrom } from 'xstate';
import { merchantAgreementLinkOf } from '../../domain/agreement/agreement-link';
import { locationErrorKey, ownerErrorKey, type FieldError } from '../../domain/errors/field-errors';
import {
  BUSINESS_SECTIONS,
  SECTION_INFO,
  sectionAvailable,
  sectionComplete,
  type BusinessSection,
} from '../../domain/business-details/accordion';
import { progressPercent, shownProgressPercent } from '../../domain/business-details/progress';
import {
  activeStepIndex,
  STEPPER_STEPS,
  stepperStates,
} from '../../domain/business-details/stepper';
import { isInStoreChannel } from '../../domain/picklists/sales-channels';
import { LOCATIONS_ERROR_MESSAGE } from '../../domain/business-details/locations.schema';
import { OWNERS_ERROR_MESSAGE } from '../../domain/business-details/owners.schema';
import { validationContextOf } from '../../domain/schemas/validation-context';
import type { FormCompletedState } from '../../domain/session/form-completion';
import {
  ADDITIONAL_OWNERS_WITHHELD_NOTICE,
  seesStoreDetailsAndAdditionalOwners,
  STORE_DETAILS_AWAITED_NOTICE,
  STORE_DETAILS_WITHHELD_NOTICE,
  type ViewerRole,
} from '../../domain/session/contact-roles';
import type { MerchantRevision } from '../../domain/api/revision-api';
import { toCountryCode } from '../../domain/countries/country-code';
import type { RevisionSection } from '../../domain/revision/revision-items';
import { revisionNotice, type RevisionNoticeView } from '../forms/revision-notice';
import { lastOf } from '../forms/view-memo';
import type { businessDetailsMachine } from './business-details.machine';

type BusinessDetailsSnapshot = SnapshotFrom<typeof businessDetailsMachine>;

const STATE_TEXT = {
  complete: msg('business.progress.complete'),
  inProgress: msg('business.progress.inProgress'),
  notStarted: msg('business.progress.notStarted'),
};

/** What each step of the stepper is called (doc 1 §2 "Stepper and progress"). */
const STEP_LABELS: Readonly<Record<(typeof STEPPER_STEPS)[number], Message>> = {
  'Business Details': msg('business.progress.businessDetails'),
  'Payment Information': msg('business.progress.paymentInformation'),
  'Customer Service': msg('business.progress.customerService'),
};

export interface ProgressView {
  steps: readonly { key: string; label: Message; state: Message }[];
  /** The current step's index. */
  active: number;
  percent: number;
}

/** Business Details, Payment Information, Customer Service, and how far the forms have come. */
export const progressOf = lastOf((forms: FormCompletedState): ProgressView => {
  const states = stepperStates(forms);
  return {
    steps: STEPPER_STEPS.map((step) => ({
      key: step,
      label: STEP_LABELS[step],
      state: STATE_TEXT[states[step]],
    })),
    active: activeStepIndex(forms),
    percent: shownProgressPercent(progressPercent(forms)),
  };
});

export const progressView = (snapshot: BusinessDetailsSnapshot) =>
  progressOf(snapshot.context.merchant.formCompletion);

export interface SectionView {
  section: BusinessSection;
  title: Message;
  /** The section may be opened (doc 1 §2). */
  available: boolean;
  complete: boolean;
  /**
   * Shown in place of the section's form: a plain contact is not shown the store details (doc 1
   * §6, docs/decisions/0258) and is told who completes them.
   */
  notice: Text | undefined;
  /** While a request for changes is open: what it asks of this section (decision 0266). */
  revision: RevisionNoticeView | undefined;
}

/** The parts of a request each accordion section holds (domain/revision/revision-steps.ts). */
export const REVISION_SECTIONS_OF: Readonly<Record<BusinessSection, readonly RevisionSection[]>> = {
  companyInformation: ['companyInformation'],
  storeDetails: ['storeDetails', 'locations'],
  beneficialOwners: ['owners'],
};

const sectionsOf = lastOf(
  (
    forms: FormCompletedState,
    role: ViewerRole,
    revision: MerchantRevision | null,
    country: string,
  ): readonly SectionView[] =>
    BUSINESS_SECTIONS.map((section) => ({
      section,
      title: SECTION_INFO[section].title,
      available: sectionAvailable(section, forms),
      complete: sectionComplete(section, forms),
      notice:
        section !== 'storeDetails' || seesStoreDetailsAndAdditionalOwners(role)
          ? undefined
          : sectionComplete(section, forms)
            ? STORE_DETAILS_WITHHELD_NOTICE
            : STORE_DETAILS_AWAITED_NOTICE,
      revision: revisionNotice(revision, REVISION_SECTIONS_OF[section], toCountryCode(country)),
    })),
);

/** The accordion's three sections, in order. */
export const sectionsView = (snapshot: BusinessDetailsSnapshot) =>
  sectionsOf(
    snapshot.context.merchant.formCompletion,
    snapshot.context.viewerRole,
    snapshot.context.revision,
    snapshot.context.merchant.companyInformation.registeredCountry,
  );

/** Whether an accordion value names a section. */
export const isSection = (value: string | null): value is BusinessSection =>
  (BUSINESS_SECTIONS as readonly (string | null)[]).includes(value);

/** The message of an item's field in a list's errors (owners `bo_`, locations `loc_`). */
const itemErrorOf =
  (
    errors: Readonly<Record<string, FieldError | undefined>> | undefined,
    key: typeof ownerErrorKey,
  ) =>
  (index: number, field: string) =>
    errors?.[key(index, field)]?.error;

export interface OwnersView {
  /** doc 1 §2: the agreement page for the merchant's country, industry and product. */
  agreementLink: string;
  agreed: boolean;
  agreementError: Text | undefined;
  /** doc 2 §8: the list's message, with two owners or more and an owner's field error. */
  listError: Text | undefined;
  saving: boolean;
  /**
   * Another owner may be added: the collection allows one, the viewer sees additional owners and
   * no request for changes is open (decision 0266).
   */
  canAdd: boolean;
  /** Owners after the first may be removed: not while a request for changes is open. */
  canRemove: boolean;
  /** The agreement is shown as accepted and not changed while a request for changes is open. */
  agreementReadOnly: boolean;
  /** A plain contact's note in place of the additional owners (docs/decisions/0258). */
  additionalOwnersNotice: Text | undefined;
}

/**
 * What the owners section shows beside the owners' fields; `count` is the owners listed and
 * `collectionMayAdd` whether the owners collection (doc 2 §4) allows another.
 */
export function ownersView(
  snapshot: BusinessDetailsSnapshot,
  count: number,
  collectionMayAdd = false,
): OwnersView {
  const { merchant, errors, viewerRole, revision } = snapshot.context;
  const seesAll = seesStoreDetailsAndAdditionalOwners(viewerRole);
  const owners = errors.owners;
  const listHasErrors = Object.keys(owners ?? {}).some((key) => key.startsWith('bo_'));
  return {
    agreementLink: merchantAgreementLinkOf(merchant),
    agreed: merchant.formCompletion.agreementAccepted,
    agreementError: owners?.agreementAccepted?.error,
    listError: count >= 2 && listHasErrors ? OWNERS_ERROR_MESSAGE : undefined,
    saving: snapshot.matches({ ready: { form: 'saving' } }),
    canAdd: seesAll && collectionMayAdd && !revision,
    canRemove: !revision,
    agreementReadOnly: revision !== null,
    additionalOwnersNotice: seesAll ? undefined : ADDITIONAL_OWNERS_WITHHELD_NOTICE,
  };
}

/** The message under an owner's field in the list, from the section's check or the server. */
export const ownerListErrorOf = (snapshot: BusinessDetailsSnapshot) =>
  itemErrorOf(snapshot.context.errors.owners, ownerErrorKey);

export interface LocationsView {
  /** doc 2 §4: locations are asked only of in-store channels; otherwise they are not sent. */
  inStore: boolean;
  fileError: Text | undefined;
  filePath: string;
  /** doc 2 §8: the list's message, with two locations or more and a field error. */
  listError: Text | undefined;
  /** Locations may be added and removed, and the file replaced: not while a request is open. */
  canChangeList: boolean;
}

/** What the store details section shows around its locations; `count` is the locations listed. */
export function locationsView(snapshot: BusinessDetailsSnapshot, count: number): LocationsView {
  const { merchant, errors, revision } = snapshot.context;
  const locations = errors.locations;
  return {
    inStore: isInStoreChannel(merchant.storeDetails.salesChannel),
    fileError: locations?.storeLocationUpload?.error,
    filePath: merchant.storeLocationsFile?.path ?? '',
    listError:
      count >= 2 && Object.keys(locations ?? {}).length > 0 ? LOCATIONS_ERROR_MESSAGE : undefined,
    canChangeList: !revision,
  };
}

/** The message under a location's field in the list. */
export const locationListErrorOf = (snapshot: BusinessDetailsSnapshot) =>
  itemErrorOf(snapshot.context.errors.locations, locationErrorKey);

const contextOf = lastOf((merchant: BusinessDetailsSnapshot['context']['merchant']) =>
  validationContextOf(merchant),
);

/** The rest of the merchant that a record's rules read (doc 2 §4), one object per merchant. */
export const validationView = (snapshot: BusinessDetailsSnapshot) =>
  contextOf(snapshot.context.merchant);
