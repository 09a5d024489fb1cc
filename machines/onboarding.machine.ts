/**
 * The business details onboarding statechart (doc 1 §2 "Onboarding accordion", "Post-lead step
 * routing", §4 "Sign-up and save", doc 2 §2, §7, §8): restore on entry, the open accordion
 * section and the route it shows, saves of Company Information, Store Details and Beneficial
 * Owners, field errors that send the merchant to the step holding them, and the onboarding link
 * asked for 8 s after a company information save. Calls are invoked actors the app provides.
 */
import { and, assign, fromPromise, raise, setup } from 'xstate';
import type { MerchantSaveResponse, RestoreResponse } from '../domain/api/merchant-api';
import { saveErrorMessage } from '../domain/api/merchant-api';
import type { ValidationErrors } from '../domain/errors/field-errors';
import { isMaintenanceFailure } from '../domain/api/maintenance-api';
import { isTemporaryFailure, SAVE_RETRYING_MESSAGE } from '../domain/errors/unavailable';
import type { Merchant } from '../domain/merchant/merchant';
import {
  SECTION_ROUTES,
  canOpenSection,
  placeOnArrival,
  sectionForPath,
  sectionOfPath,
  type BusinessSection,
} from '../domain/onboarding/accordion';
import { sectionWithErrors } from '../domain/onboarding/error-section';
import { recheckErrors } from '../domain/onboarding/recheck-errors';
import {
  localDraftOf,
  merchantOfRestore,
  withLocalDraft,
  type LocalDraft,
} from '../domain/onboarding/merchant-draft';
import {
  merchantWithChanges,
  placeAfterSave,
  sectionSavePayload,
  submissionErrors,
  type DraftChanges,
} from '../domain/onboarding/section-save';
import type { SavePayload } from '../domain/payload/save-payload';
import type { FormCompletedState } from '../domain/session/form-completion';
import type { UserState } from '../domain/session/user-state';
import { emptyMerchant } from '../domain/merchant/merchant';
import { errorMessageOf, GENERIC_ERROR_MESSAGE, providedByApp, saveAnswerOf } from './call-answers';

export type { DraftChanges };

/** Named delays (docs/architecture.md §3); doc 1 §4: the link is asked for 8 s after the company save. */
/**
 * saveRetry: the wait before a save the server could not take (503) is sent again, the server's
 * Retry-After (server/http/error-handler); at most SAVE_ATTEMPTS sends in all, after which the
 * server's own message (nothing typed is lost; try again) stays on the toast.
 */
export const ONBOARDING_DELAYS = { linkGeneration: 8_000, saveRetry: 5_000 } as const;
export const SAVE_ATTEMPTS = 6;

/** The restore call's answer and the draft this browser kept. */
export interface RestoreOutput {
  answer: RestoreResponse;
  draft?: LocalDraft;
  /**
   * The onboarding link generation flag (doc 1 §6), read with the restore; a restore that does not
   * say leaves generation on, the flag's default.
   */
  linkGeneration?: boolean;
}

export interface OnboardingInput {
  pathname: string;
}

export interface OnboardingContext {
  merchant: Merchant;
  userState: UserState | null;
  openSection: BusinessSection;
  /** The path the screen shows (the open section's, or the step after the business details). */
  route: string;
  /** Field errors from the last save, by section (owner keys bo_{i}_{field}). */
  errors: ValidationErrors;
  /**
   * The last send of a save ended with an error toast (refused, failed, or waiting to be sent
   * again): the page does not announce it as saved.
   */
  lastSaveRefused: boolean;
  loadError: string | null;
  /** The section being saved. */
  savingSection: BusinessSection | null;
  /** Sends of the current save that failed for a temporary reason (503, no answer). */
  saveFailures: number;
  /** The last save failed for good: 'save.retry' sends it again from what is on the page. */
  saveFailed: boolean;
  /** The onboarding link generation flag is on (doc 1 §6). */
  linkGeneration: boolean;
}

export type OnboardingEvent =
  | { type: 'route.change'; pathname: string }
  | { type: 'section.open'; section: BusinessSection }
  | { type: 'draft.change'; changes: DraftChanges }
  | { type: 'section.submit'; section: BusinessSection; changes?: DraftChanges }
  | { type: 'restore.retry' }
  | { type: 'save.retry' }
  | { type: 'link.schedule' };

/** Where the merchant goes after a save: the next incomplete section, or the next step. */
function afterSave(forms: FormCompletedState): Pick<OnboardingContext, 'openSection' | 'route'> {
  const { section, route } = placeAfterSave(forms);
  return { openSection: section, route };
}

const hasErrors = (errors: ValidationErrors | undefined): boolean =>
  Object.values(errors ?? {}).some((section) => Object.keys(section ?? {}).length > 0);

/** Tells the app what the save answered. */
const notifySaved = {
  type: 'saved',
  params: ({ event }: { event: object }) => ({ answer: saveAnswerOf(event) }),
} as const;

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  actors: {
    restore: fromPromise<RestoreOutput>(providedByApp('restore')),
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
    /** The session learns the new flags and user state; the route follows (provided by the app). */
    saved: (_, _params: { answer: MerchantSaveResponse }) => {},
    /**
     * doc 2 §8: the error toast (provided by the app); after a save that failed for good, `retry`
     * offers to send it again ('save.retry').
     */
    showToast: (_, _params: { message: string; retry: boolean }) => {},
    applySaved: assign(({ context, event }) => {
      const answer = saveAnswerOf(event);
      const forms = answer.formCompletedState ?? context.merchant.formCompletion;
      return {
        merchant: { ...context.merchant, formCompletion: forms },
        userState: answer.userState ?? context.userState,
        ...afterSave(forms),
      };
    }),
    applyChanges: assign(({ context, event }) =>
      'changes' in event ? { merchant: merchantWithChanges(context.merchant, event.changes) } : {},
    ),
  },
  guards: {
    saveMetMaintenance: ({ event }) => 'error' in event && isMaintenanceFailure(event.error),
    saveMayRetry: ({ context, event }) =>
      'error' in event &&
      isTemporaryFailure(event.error) &&
      context.saveFailures + 1 < SAVE_ATTEMPTS,
    sectionMayOpen: ({ context, event }) =>
      event.type === 'section.open' &&
      canOpenSection(event.section, context.openSection, context.merchant.formCompletion),
    pathNamesSection: ({ event }) =>
      event.type === 'route.change' && sectionOfPath(event.pathname) !== undefined,
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
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    merchant: emptyMerchant(),
    userState: null,
    openSection: 'companyInformation',
    route: input.pathname,
    errors: {},
    lastSaveRefused: false,
    loadError: null,
    savingSection: null,
    saveFailures: 0,
    saveFailed: false,
    linkGeneration: true,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const merchant = withLocalDraft(
              merchantOfRestore(event.output.answer),
              event.output.draft,
            );
            const { section, route } = placeOnArrival(context.route, merchant.formCompletion);
            return {
              merchant,
              userState: event.output.answer.userState,
              openSection: section,
              route,
              loadError: null,
              linkGeneration: event.output.linkGeneration ?? context.linkGeneration,
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
      on: {
        'route.change': [
          {
            guard: 'pathNamesSection',
            actions: assign(({ context, event }) => {
              const openSection = sectionForPath(event.pathname, context.merchant.formCompletion);
              return { openSection, route: SECTION_ROUTES[openSection] };
            }),
          },
          { actions: assign({ route: ({ event }) => event.pathname }) },
        ],
        'section.open': {
          guard: 'sectionMayOpen',
          actions: assign(({ event }) => ({
            openSection: event.section,
            route: SECTION_ROUTES[event.section],
          })),
        },
        'draft.change': {
          actions: [
            // Once submitted, a corrected field is checked again at once (domain/onboarding).
            assign(({ context, event }) => ({
              errors: recheckErrors(
                context.errors,
                context.merchant,
                merchantWithChanges(context.merchant, event.changes),
                context.openSection,
              ),
            })),
            'applyChanges',
            {
              type: 'keepDraft',
              params: ({ context }) => ({ draft: localDraftOf(context.merchant) }),
            },
          ],
        },
      },
      states: {
        form: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'section.submit': [
                  {
                    guard: 'submissionInvalid',
                    actions: [
                      'applyChanges',
                      assign(({ context, event }) => ({
                        errors: submissionErrors(event.section, context.merchant),
                      })),
                    ],
                  },
                  {
                    target: 'saving',
                    actions: [
                      'applyChanges',
                      assign({
                        errors: {},
                        savingSection: ({ event }) => event.section,
                        saveFailures: 0,
                        saveFailed: false,
                      }),
                    ],
                  },
                ],
                'save.retry': {
                  guard: ({ context }) => context.saveFailed,
                  target: 'saving',
                  actions: assign({ saveFailures: 0, saveFailed: false }),
                },
              },
            },
            saving: {
              entry: assign({ lastSaveRefused: false }),
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }) => {
                  const section = context.savingSection ?? context.openSection;
                  return { section, payload: sectionSavePayload(section, context.merchant) };
                },
                onDone: [
                  {
                    // doc 2 §2, §8: the toast names the form; the first section at fault opens.
                    guard: 'answerHasFieldErrors',
                    target: 'idle',
                    actions: [
                      assign(({ event }) => {
                        const errors = event.output.validation_errors ?? {};
                        const section = sectionWithErrors(errors);
                        return {
                          errors,
                          lastSaveRefused: true,
                          ...(section && { openSection: section, route: SECTION_ROUTES[section] }),
                        };
                      }),
                      {
                        type: 'showToast',
                        params: ({ event }) => ({
                          message:
                            saveErrorMessage(
                              event.output.validation_errors ?? {},
                              event.output.errorId ?? '',
                            ) ??
                            event.output.error ??
                            GENERIC_ERROR_MESSAGE,
                          retry: false,
                        }),
                      },
                    ],
                  },
                  {
                    guard: and(['answerHasFlags', 'companyLinkNeeded']),
                    target: 'idle',
                    actions: ['applySaved', notifySaved, raise({ type: 'link.schedule' })],
                  },
                  { guard: 'answerHasFlags', target: 'idle', actions: ['applySaved', notifySaved] },
                  {
                    // A platform user state (doc 1 §4): the save stopped after the drafts.
                    target: 'idle',
                    actions: [
                      assign({
                        userState: ({ context, event }) =>
                          event.output.userState ?? context.userState,
                      }),
                      notifySaved,
                    ],
                  },
                ],
                onError: [
                  {
                    // doc 2 §7: MAINTENANCE_MODE stops processing. Nothing is retried; the
                    // answers stay in context and in this browser's draft, and the session
                    // (told by the HTTP client) shows the maintenance page until it ends.
                    guard: 'saveMetMaintenance',
                    target: 'idle',
                  },
                  {
                    // The answers stay in context (and the browser's draft); the same save is
                    // sent again, built from whatever the merchant typed meanwhile.
                    guard: 'saveMayRetry',
                    target: 'retrying',
                    actions: [
                      assign(({ context }) => ({
                        lastSaveRefused: true,
                        saveFailures: context.saveFailures + 1,
                      })),
                      {
                        type: 'showToast',
                        params: { message: SAVE_RETRYING_MESSAGE, retry: false },
                      },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      assign({ lastSaveRefused: true, saveFailed: true }),
                      {
                        type: 'showToast',
                        params: ({ event }) => ({
                          message: errorMessageOf(event.error),
                          retry: true,
                        }),
                      },
                    ],
                  },
                ],
              },
            },
            retrying: {
              after: { saveRetry: { target: 'saving' } },
            },
          },
        },
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
