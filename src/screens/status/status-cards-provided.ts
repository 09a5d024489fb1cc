/**
 * The machines of the status page's cards with the app's calls, as the compliance actor runs them
 * (src/screens/status/status-provided.ts): the messaging, training, direct debit and integration
 * steps, the self-serve in-store activation and the provider account. Each reports a changed
 * status to its parent, the compliance actor.
 */
import { fromPromise, sendParent } from 'xstate';
import type { Brand } from '../../../domain/brands/brands';
import type { StatusContext } from '../../../domain/api/status-api';
import { helpArticleUrl } from '../../../domain/status/help-articles';
import {
  inStoreActivationMachine,
  reportingStoreActivationMachine,
} from '../../../machines/in-store-activation.machine';
import { pollWithRetriesMachine } from '../../../machines/poll-with-retries';
import { providerAccountMachine } from '../../../machines/provider-account.machine';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
  trainingStepMachine,
} from '../../../machines/status-steps.machine';
import { trackEvent } from '../../reporting/analytics';
import { reportError } from '../../reporting/error-reporting';
import * as calls from './status-calls';

/** doc 1 §3: messagingComplete is "also a local storage flag". */
export const MESSAGING_COMPLETE_KEY = 'merchantPortal.messagingComplete';

export function messagingDoneInBrowser(): boolean {
  try {
    return localStorage.getItem(MESSAGING_COMPLETE_KEY) === 'true';
  } catch {
    return false;
  }
}

const updateUser = fromPromise(({ input, signal }: { input: object; signal: AbortSignal }) =>
  calls.updateUser(input, signal),
);

/**
 * The card steps' machines with the app's calls. Calls that answer the whole status context hand
 * it to the compliance actor, their parent, which keeps what the page read beside it (the
 * platform, store name and flags).
 */
export function cardLogics(brand: Brand) {
  return {
    messaging: messagingStepMachine.provide({
      actors: { updateUser },
      actions: {
        statusChanged: sendParent((_, params: { status: StatusContext }) => ({
          type: 'status.update',
          status: params.status,
        })),
        rememberComplete: () => localStorage.setItem(MESSAGING_COMPLETE_KEY, 'true'),
      },
    }),
    training: trainingStepMachine.provide({
      actors: { updateUser },
      actions: {
        statusChanged: sendParent((_, params: { status: StatusContext }) => ({
          type: 'status.update',
          status: params.status,
        })),
        openTrainingLink: () =>
          window.open(
            helpArticleUrl(brand.customerLoginUrl, 'trainingVideo'),
            '_blank',
            'noopener',
          ),
      },
    }),
    directDebit: directDebitStepMachine.provide({
      actors: { updateUser },
      actions: {
        statusChanged: sendParent((_, params: { status: StatusContext }) => ({
          type: 'status.update',
          status: params.status,
        })),
      },
    }),
    integration: integrationStepsMachine.provide({
      actors: {
        updateGatewayEnabled: fromPromise(({ input, signal }) =>
          calls.updateGatewayEnabled(input.isEnabled, signal),
        ),
      },
      // doc 1 §4: "Verify sets gateway enabled true then refetches the user".
      actions: { refetchStatus: sendParent({ type: 'status.refetch' }) },
    }),
  };
}

/** The self-serve in-store activation with the app's calls (one store actor per store). */
export const inStoreActivationLogic = inStoreActivationMachine.provide({
  actors: {
    storeActivation: reportingStoreActivationMachine.provide({
      actors: {
        clientAccessToken: fromPromise(({ input, signal }) =>
          calls.clientAccessToken(input, signal),
        ),
        pollStoreLocation: pollWithRetriesMachine.provide({
          actors: {
            poll: fromPromise(({ input, signal }) =>
              calls.storeLocationStatus(String(input), signal),
            ),
          },
          // doc 2 §8: the first 15 errors are reported; the poll stops after 15.
          actions: {
            reportError: (_, { error, errors }) =>
              reportError(error, { call: 'store-location', errors }),
          },
        }),
      },
    }),
  },
});

/** The merchant's account and API credentials with the app's calls. */
export const providerAccountLogic = providerAccountMachine.provide({
  actors: {
    createAccount: fromPromise(({ signal }) => calls.createAccount(signal)),
    fetchCredentials: fromPromise(({ signal }) => calls.fetchCredentials(signal)),
    pollAccount: pollWithRetriesMachine.provide({
      actors: {
        poll: fromPromise<unknown, unknown>(({ signal }) => calls.fetchStatus(signal)),
      },
    }),
  },
  actions: {
    track: (_, { event }) => trackEvent(event),
    // The compliance actor, its parent, reads the merchant again.
    refetchStatus: sendParent({ type: 'status.refetch' }),
    copyToClipboard: (_, { text }) => {
      void navigator.clipboard?.writeText(text).catch(() => {});
    },
  },
});
