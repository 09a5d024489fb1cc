/**
 * The business details onboarding statechart (doc 1 §2 "Onboarding accordion", "Post-lead step
 * routing", §4 "Sign-up and save", doc 2 §2, §7, §8): restore on entry, the open accordion
 * section and the route it shows, saves of Company Information, Store Details and Beneficial
 * Owners, field errors that send the merchant to the step holding them, and the onboarding link
 * asked for 8 s after a company information save. Calls are invoked actors the app provides.
 */
import { assign } from 'xstate';
import { recheckErrors } from '../../domain/business-details/recheck-errors';
import {
  localDraftOf,
  merchantOfRestore,
  withLocalDraft,
} from '../../domain/business-details/merchant-draft';
import { merchantWithChanges } from '../../domain/business-details/section-save';
import { emptyMerchant } from '../../domain/merchant/merchant';
import { ACTOR_NAMES } from '../inspector/actor-names';
import { errorMessageOf } from '../calls/call-answers';
import { saveFormState } from './business-details-save';
import { businessDetailsSetup } from './business-details-setup';

export type { DraftChanges } from '../../domain/business-details/section-save';
export { ONBOARDING_DELAYS, SAVE_ATTEMPTS } from './business-details-setup';
export type {
  BusinessDetailsContext,
  BusinessDetailsEvent,
  BusinessDetailsInput,
  RestoreOutput,
} from './business-details-types';

export const businessDetailsMachine = businessDetailsSetup.createMachine({
  id: 'businessDetails',
  context: ({ input }) => ({
    email: input.email ?? '',
    merchant: emptyMerchant(),
    userState: null,
    viewerRole: 'accountOwner',
    revision: null,
    openSection: 'companyInformation',
    errors: {},
    lastSaveRefused: false,
    loadError: null,
    savingSection: null,
    saveFailures: 0,
    saveFailed: false,
    linkGeneration: input.linkGeneration ?? true,
  }),
  initial: 'restoring',
  // The journey's state is the open section (doc 1 §2 accordion); it tells this actor which form
  // is the one being edited, in every state.
  on: { 'section.show': { actions: assign({ openSection: ({ event }) => event.section }) } },
  states: {
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const revision = event.output.answer.revision ?? null;
            const restored = merchantOfRestore(event.output.answer);
            // While a request is open only its flagged fields may change (decision 0266): a
            // draft this browser kept from before would change the rest, so it is left out.
            const merchant = revision ? restored : withLocalDraft(restored, event.output.draft);
            return {
              merchant,
              revision,
              userState: event.output.answer.userState,
              viewerRole: event.output.answer.viewerRole ?? 'accountOwner',
              loadError: null,
            };
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => errorMessageOf(event.error) }),
        },
      },
    },
    loadFailed: {
      on: { 'restore.retry': { target: 'restoring' } },
    },
    ready: {
      type: 'parallel',
      entry: 'startCollections',
      // The street search of the address the open form shows (one form shows at a time).
      invoke: { id: 'addressSearch', systemId: ACTOR_NAMES.addressSearch, src: 'addressSearch' },
      on: {
        'draft.change': {
          actions: [
            // Once submitted, a corrected field is checked again at once (domain/business-details).
            assign(({ context, event }) => ({
              errors: recheckErrors(
                context.errors,
                context.merchant,
                merchantWithChanges(context.merchant, event.changes),
                context.openSection,
              ),
            })),
            'syncCollections',
            'applyChanges',
            {
              type: 'keepDraft',
              params: ({ context }) => ({ draft: localDraftOf(context.merchant) }),
            },
          ],
        },
      },
      states: {
        form: saveFormState,
        link: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'link.schedule': { target: 'waiting' } },
            },
            waiting: {
              after: { linkGeneration: { target: 'generating' } },
            },
            generating: {
              invoke: {
                id: 'createOnboardingLink',
                src: 'createOnboardingLink',
                input: ({ context }) => ({
                  prospectId: context.merchant.merchantAccount.mlsProspectRef,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    merchant: {
                      ...context.merchant,
                      merchantAccount: {
                        ...context.merchant.merchantAccount,
                        onboardingLink: event.output.onboardingLink,
                      },
                    },
                  })),
                },
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});
