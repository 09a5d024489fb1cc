/**
 * The business details machine's calls, actions, guards and delays (docs/architecture.md §3):
 * calls are invoked actors the app provides (`businessDetailsMachine.provide`).
 */
import type { Text } from '../../domain/i18n/message';
import { addressSearchMachine } from './address-search.machine';
import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import { isMaintenanceFailure } from '../../domain/api/maintenance-api';
import type { ValidationErrors } from '../../domain/errors/field-errors';
import { isTemporaryFailure } from '../../domain/errors/unavailable';
import type { BusinessSection } from '../../domain/business-details/accordion';
import type { LocalDraft } from '../../domain/business-details/merchant-draft';
import { merchantWithChanges, submissionErrors } from '../../domain/business-details/section-save';
import type { SavePayload } from '../../domain/business-details/save-payload';
import { ACTOR_NAMES } from '../inspector/actor-names';
import { isRevisionRefusal } from '../forms/revision-refusal';
import { providedByApp, saveAnswerOf } from '../calls/call-answers';
import {
  COLLECTION_KINDS,
  collectionInputOf,
  collectionRulesChanged,
  reportingCollectionMachine,
} from './business-details-collections';
import type {
  BusinessDetailsContext,
  BusinessDetailsEvent,
  BusinessDetailsInput,
  RestoreOutput,
} from './business-details-types';

/** Named delays (docs/architecture.md §3); doc 1 §4: the link is asked for 8 s after the company save. */
/**
 * saveRetry: the wait before a save the server could not take (503) is sent again, the server's
 * Retry-After (server/http/error-handler); at most SAVE_ATTEMPTS sends in all, after which the
 * server's own message (nothing typed is lost; try again) stays on the toast.
 */
export const ONBOARDING_DELAYS = { linkGeneration: 8_000, saveRetry: 5_000 } as const;
export const SAVE_ATTEMPTS = 6;

const hasErrors = (errors: ValidationErrors | undefined): boolean =>
  Object.values(errors ?? {}).some((section) => Object.keys(section ?? {}).length > 0);

/**
 * The business details machine's setup; its states are written with it (business-details.machine.ts,
 * business-details-save.ts).
 */
export const businessDetailsSetup = setup({
  types: {
    context: {} as BusinessDetailsContext,
    events: {} as BusinessDetailsEvent,
    input: {} as BusinessDetailsInput,
    // The owners and store locations collections, started once the merchant is restored.
    children: {} as {
      owners: 'collection';
      locations: 'collection';
      addressSearch: 'addressSearch';
    },
  },
  actors: {
    collection: reportingCollectionMachine,
    addressSearch: addressSearchMachine,
    restore: fromPromise<RestoreOutput, { email: string }>(providedByApp('restore')),
    /** Resolves with the body of a 400 carrying validation_errors too. */
    save: fromPromise<MerchantSaveResponse, { section: BusinessSection; payload: SavePayload }>(
      providedByApp('save'),
    ),
    createOnboardingLink: fromPromise<{ onboardingLink: string }, { prospectId: string }>(
      providedByApp('onboarding-link'),
    ),
  },
  actions: {
    /** Keeps the draft in this browser (provided by the app; never sensitive values). */
    keepDraft: (_, _params: { draft: LocalDraft }) => {},
    /** The browser drops the draft a complete save made stale, and analytics hear it (provided by the app). */
    saved: (_, _params: { answer: MerchantSaveResponse }) => {},
    /** The session learns the new flags and user state through the journey, the parent. */
    tellSession: sendParent((_, params: { answer: MerchantSaveResponse }) => ({
      type: 'session.update' as const,
      answer: params.answer,
    })),
    /** The journey, the parent, opens the next section or moves on to the bank step. */
    tellJourneySaved: sendParent((_, params: { answer: MerchantSaveResponse }) => ({
      type: 'businessDetails.saved' as const,
      formCompletedState: params.answer.formCompletedState ?? null,
    })),
    /** doc 2 §2: the journey, the parent, opens the first section holding a field error. */
    showErrorSection: sendParent((_, params: { section: BusinessSection }) => ({
      type: 'businessDetails.fieldErrors' as const,
      section: params.section,
    })),
    /**
     * doc 2 §8: the error toast (provided by the app); after a save that failed for good, `retry`
     * offers to send it again ('save.retry').
     */
    showToast: (_, _params: { message: Text; retry: boolean }) => {},
    applySaved: assign(({ context, event }) => {
      const answer = saveAnswerOf(event);
      const forms = answer.formCompletedState ?? context.merchant.formCompletion;
      return {
        merchant: { ...context.merchant, formCompletion: forms },
        userState: answer.userState ?? context.userState,
        // The open request as the save left it (decision 0266); absent from older answers.
        revision: answer.revision === undefined ? context.revision : answer.revision,
      };
    }),
    /**
     * Starts the owners and locations collections from the restored merchant, as children named
     * in the actor tree (docs/architecture.md §6); `ready` is entered once, after the restore.
     */
    startCollections: enqueueActions(({ context, enqueue }) => {
      for (const kind of COLLECTION_KINDS) {
        enqueue.spawnChild('collection', {
          id: kind,
          systemId: ACTOR_NAMES[kind],
          input: collectionInputOf(kind, context.merchant),
        });
      }
    }),
    /**
     * The company and store answers a draft change alters are rules the collections read (doc 2
     * §4: owners allowed by country and business type; locations by sales channel): they are
     * told at once. Run before the change is applied.
     */
    syncCollections: enqueueActions(({ context, event, enqueue, self }) => {
      if (!('changes' in event) || !event.changes) return;
      const merchant = merchantWithChanges(context.merchant, event.changes);
      if (!collectionRulesChanged(context.merchant, merchant)) return;
      // (A graph walk of the machine runs its actions on a snapshot without children.)
      const children = self.getSnapshot()?.children;
      for (const kind of COLLECTION_KINDS) {
        const child = children?.[kind];
        if (!child) continue;
        const { items, validation } = collectionInputOf(kind, merchant);
        enqueue.sendTo(child, { type: 'collection.sync', items, validation });
      }
    }),
    applyChanges: assign(({ context, event }) =>
      'changes' in event ? { merchant: merchantWithChanges(context.merchant, event.changes) } : {},
    ),
  },
  guards: {
    saveMetMaintenance: ({ event }) => 'error' in event && isMaintenanceFailure(event.error),
    /** A 409 of the open request for changes: sending it again would be refused again. */
    saveRefusedByRevision: ({ event }) => 'error' in event && isRevisionRefusal(event.error),
    saveMayRetry: ({ context, event }) =>
      'error' in event &&
      isTemporaryFailure(event.error) &&
      context.saveFailures + 1 < SAVE_ATTEMPTS,
    submissionInvalid: ({ context, event }) =>
      event.type === 'section.submit' &&
      hasErrors(
        submissionErrors(event.section, merchantWithChanges(context.merchant, event.changes)),
      ),
    answerHasFieldErrors: ({ event }) => hasErrors(saveAnswerOf(event).validation_errors),
    answerHasFlags: ({ event }) => saveAnswerOf(event).formCompletedState !== undefined,
    /** doc 1 §4: a company save with a prospect reference and no onboarding link yet. */
    companyLinkNeeded: ({ context }) =>
      context.linkGeneration &&
      context.savingSection === 'companyInformation' &&
      context.merchant.merchantAccount.mlsProspectRef !== '' &&
      context.merchant.merchantAccount.onboardingLink === '',
  },
  delays: ONBOARDING_DELAYS,
});
