/**
 * What the journey's steps need from outside the machines, and the journey given it
 * (docs/architecture.md §3). The app gives only I/O (src/app/portal-io.ts): server calls, this
 * browser's storage, toasts, analytics and error reports. Which step runs, what runs under it and
 * what each tells the others is the machines' business; this file hands each step machine its
 * part of the I/O and nothing else, so tests compose the same system with I/O stubbed at the
 * boundary (machines/journey/journey.composed.test.ts).
 */
import type { Text } from '../../domain/i18n/message';
import { fromPromise } from 'xstate';
import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import type { CustomerSupport } from '../../domain/customer-support/customer-support';
import { emptyMerchant } from '../../domain/merchant/merchant';
import { copyLeadIntoMerchant } from '../../domain/lead/lead-copies';
import { savePayload, type SavePayload } from '../../domain/business-details/save-payload';
import type { BusinessSection } from '../../domain/business-details/accordion';
import type { LocalDraft } from '../../domain/business-details/merchant-draft';
import type { LeadDraft } from '../../domain/lead/lead-draft';
import type { LeadPage } from '../../domain/lead/lead-pages';
import type { LeadPayload } from '../../domain/lead/lead-payload';
import type { SignUpExperimentGroup } from '../../domain/journey/url-params';
import type { BankLabel } from '../../domain/bank/bank-payload';
import { bankSetupOf } from '../bank/bank-setup';
import type { BankStart } from '../bank/bank-answers';
import { bankMachine, type LinkedBankInput, type ManualBankInput } from '../bank/bank.machine';
import {
  customerSupportMachine,
  type SupportStart,
} from '../customer-support/customer-support.machine';
import {
  leadMachine,
  type LeadMachineInput,
  type LeadVisit,
  type SignupAnswer,
} from '../lead/lead.machine';
import {
  businessDetailsMachine,
  type RestoreOutput,
} from '../business-details/business-details.machine';
import type { CountryCode } from '../../domain/countries/country-code';
import type {
  PlaceAddress,
  PlaceSuggestionsResponse,
} from '../../domain/business-details/address-search';
import { addressSearchMachine } from '../business-details/address-search.machine';
import { statusWithIO, type StatusIO } from '../status/status-io';
import { journeyMachine } from './journey.machine';

type Call<TOutput, TInput = void> = (input: TInput, signal: AbortSignal) => Promise<TOutput>;

/** An error toast; `retry`, when given, is what its Try again does. */
type ShowToast = (message: Text, retry?: () => void) => void;

export interface LeadIO {
  readVisit: Call<LeadVisit, LeadMachineInput>;
  signUp: Call<SignupAnswer, LeadPayload>;
  /** POST /api/save. */
  saveMerchant: Call<MerchantSaveResponse, SavePayload>;
  keepDraft: (email: string, draft: LeadDraft) => void;
  /** The browser keeps that the lead was sent and drops its draft; analytics hear it later. */
  leadSubmitted: (email: string, answer: SignupAnswer) => void;
  experimentViewed: (group: SignUpExperimentGroup | undefined) => void;
  pageCompleted: (page: LeadPage) => void;
  showToast: ShowToast;
}

export interface BusinessDetailsIO {
  /** GET /api/restore with the draft this browser kept for the e-mail. */
  restore: Call<RestoreOutput, { email: string }>;
  save: Call<MerchantSaveResponse, { section: BusinessSection; payload: SavePayload }>;
  createOnboardingLink: Call<{ onboardingLink: string }, { prospectId: string }>;
  /** GET /api/places/autocomplete; a 404 rejects with `status: 404` (not configured). */
  searchPlaces: Call<PlaceSuggestionsResponse, { query: string; country: CountryCode }>;
  /** GET /api/places/details. */
  placeDetails: Call<PlaceAddress, { placeId: string }>;
  keepDraft: (email: string, draft: LocalDraft) => void;
  /** The browser drops the draft a complete save made stale; analytics hear the save. */
  saved: (email: string, answer: MerchantSaveResponse) => void;
  showToast: ShowToast;
}

export interface BankIO {
  loadBank: Call<BankStart>;
  createLinkToken: Call<{ linkToken: string }, { storeName: string }>;
  saveLinkedBank: Call<MerchantSaveResponse, LinkedBankInput>;
  saveBank: Call<MerchantSaveResponse, ManualBankInput>;
  /** doc 2 §8: "Unexpected error", reported with the merchant reference. */
  reportUnexpected: (merchantReference: string, label: BankLabel) => void;
  track: (event: string, properties: Record<string, unknown>) => void;
}

export interface CustomerSupportIO {
  loadSupport: Call<SupportStart>;
  saveSupport: Call<MerchantSaveResponse, CustomerSupport>;
  track: (event: string, properties: Record<string, unknown>) => void;
}

/** The I/O of every step of the journey. */
export interface JourneyIO {
  lead: LeadIO;
  businessDetails: BusinessDetailsIO;
  bank: BankIO;
  customerSupport: CustomerSupportIO;
  status: StatusIO;
}

/** Analytics events of the bank and customer support steps (doc 2 §8 successes and failures). */
export const STEP_EVENTS = {
  bankSaved: 'bank_info_saved',
  bankFailed: 'bank_info_failed',
  supportSaved: 'customer_service_info_saved',
  supportFailed: 'customer_service_info_failed',
} as const;

const call = <TOutput, TInput>(run: Call<TOutput, TInput>) =>
  fromPromise<TOutput, TInput>(({ input, signal }) => run(input, signal));

/** The lead machine with its I/O. */
export function leadWithIO(io: LeadIO) {
  return leadMachine.provide({
    actors: {
      readVisit: call(io.readVisit),
      signUp: fromPromise(({ input, signal }) => io.signUp(input.payload, signal)),
      // doc 1 §4: in POST_LEAD a save follows the sign-up, with the lead copied forward (doc 1 §3).
      saveLead: fromPromise(({ input, signal }) =>
        io.saveMerchant(
          savePayload(copyLeadIntoMerchant({ ...emptyMerchant(), lead: input.lead })),
          signal,
        ),
      ),
    },
    actions: {
      keepDraft: ({ context }, { draft }) => io.keepDraft(context.lead.email, draft),
      trackPageCompleted: (_, { page }) => io.pageCompleted(page),
      experimentViewed: (_, { group }) => io.experimentViewed(group),
      leadSubmitted: ({ context }, { answer }) => io.leadSubmitted(context.lead.email, answer),
      showToast: ({ self }, { message, retry }) =>
        io.showToast(message, retry ? () => self.send({ type: 'page.next' }) : undefined),
    },
  });
}

/** The business details machine with its I/O. */
export function businessDetailsWithIO(io: BusinessDetailsIO) {
  return businessDetailsMachine.provide({
    actors: {
      restore: call(io.restore),
      save: call(io.save),
      createOnboardingLink: call(io.createOnboardingLink),
      addressSearch: addressSearchMachine.provide({
        actors: { searchPlaces: call(io.searchPlaces), placeDetails: call(io.placeDetails) },
      }),
    },
    actions: {
      keepDraft: ({ context }, { draft }) => io.keepDraft(context.email, draft),
      saved: ({ context }, { answer }) => io.saved(context.email, answer),
      showToast: ({ self }, { message, retry }) =>
        io.showToast(message, retry ? () => self.send({ type: 'save.retry' }) : undefined),
    },
  });
}

/** The bank machine with its I/O. */
export function bankWithIO(io: BankIO) {
  return bankMachine.provide({
    actors: {
      loadBank: fromPromise(async ({ signal }) =>
        bankSetupOf(await io.loadBank(undefined, signal)),
      ),
      createLinkToken: call(io.createLinkToken),
      saveLinkedBank: call(io.saveLinkedBank),
      saveBank: call(io.saveBank),
    },
    actions: {
      reportUnexpected: ({ context }, { label }) =>
        io.reportUnexpected(context.setup?.merchantReference ?? '', label),
      trackSaved: (_, params) => io.track(STEP_EVENTS.bankSaved, { ...params }),
      trackFailed: (_, params) => io.track(STEP_EVENTS.bankFailed, { ...params }),
    },
  });
}

/** The customer support machine with its I/O. */
export function customerSupportWithIO(io: CustomerSupportIO) {
  return customerSupportMachine.provide({
    actors: {
      loadSupport: fromPromise(({ signal }) => io.loadSupport(undefined, signal)),
      saveSupport: call(io.saveSupport),
    },
    actions: {
      trackSaved: () => io.track(STEP_EVENTS.supportSaved, {}),
      trackFailed: (_, params) => io.track(STEP_EVENTS.supportFailed, { ...params }),
    },
  });
}

/** The journey with every step machine given its I/O. */
export function journeyWithIO(io: JourneyIO) {
  return journeyMachine.provide({
    actors: {
      lead: leadWithIO(io.lead),
      businessDetails: businessDetailsWithIO(io.businessDetails),
      bank: bankWithIO(io.bank),
      customerSupport: customerSupportWithIO(io.customerSupport),
      status: statusWithIO(io.status),
    },
  });
}
