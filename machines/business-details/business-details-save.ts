/**
 * The business details save (doc 1 §4 "Sign-up and save", doc 2 §2, §7, §8): a section is
 * checked, then sent; field errors open the section holding them, a save the server could not
 * take is sent again, and the error toasts say what happened.
 */
import { and, assign, enqueueActions, raise } from 'xstate';
import { saveErrorMessage } from '../../domain/api/merchant-api';
import { SAVE_RETRYING_MESSAGE } from '../../domain/errors/unavailable';
import { sectionWithErrors } from '../../domain/business-details/error-section';
import { sectionSavePayload, submissionErrors } from '../../domain/business-details/section-save';
import { errorMessageOf, GENERIC_ERROR_MESSAGE, saveAnswerOf } from '../calls/call-answers';
import { businessDetailsSetup } from './business-details-setup';

/** Tells the browser and, through the journey, the session what the save answered. */
const notifySaved = [
  { type: 'saved', params: ({ event }: { event: object }) => ({ answer: saveAnswerOf(event) }) },
  {
    type: 'tellSession',
    params: ({ event }: { event: object }) => ({ answer: saveAnswerOf(event) }),
  },
] as const;

const tellJourneySaved = {
  type: 'tellJourneySaved',
  params: ({ event }: { event: object }) => ({ answer: saveAnswerOf(event) }),
} as const;

/** The form region of the ready state: idle, saving, and waiting to send a save again. */
export const saveFormState = businessDetailsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'section.submit': [
          {
            guard: 'submissionInvalid',
            actions: [
              'syncCollections',
              'applyChanges',
              assign(({ context, event }) => ({
                errors: submissionErrors(event.section, context.merchant),
              })),
            ],
          },
          {
            target: 'saving',
            actions: [
              'syncCollections',
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
          return {
            section,
            payload: sectionSavePayload(section, context.merchant, context.viewerRole),
          };
        },
        onDone: [
          {
            // doc 2 §2, §8: the toast names the form; the first section at fault opens.
            guard: 'answerHasFieldErrors',
            target: 'idle',
            actions: [
              assign(({ event }) => ({
                errors: event.output.validation_errors ?? {},
                lastSaveRefused: true,
              })),
              enqueueActions(({ event, enqueue }) => {
                const section = sectionWithErrors(event.output.validation_errors ?? {});
                if (section) enqueue({ type: 'showErrorSection', params: { section } });
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
            actions: [
              'applySaved',
              ...notifySaved,
              tellJourneySaved,
              raise({ type: 'link.schedule' }),
            ],
          },
          {
            guard: 'answerHasFlags',
            target: 'idle',
            actions: ['applySaved', ...notifySaved, tellJourneySaved],
          },
          {
            // A platform user state (doc 1 §4): the save stopped after the drafts.
            target: 'idle',
            actions: [
              assign({
                userState: ({ context, event }) => event.output.userState ?? context.userState,
              }),
              ...notifySaved,
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
            // decision 0266: a change outside the open request's items is refused with 409;
            // its message says which fields are open. Nothing is sent again.
            guard: 'saveRefusedByRevision',
            target: 'idle',
            actions: [
              assign({ lastSaveRefused: true }),
              {
                type: 'showToast',
                params: ({ event }) => ({ message: errorMessageOf(event.error), retry: false }),
              },
            ],
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
});
