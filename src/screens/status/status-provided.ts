/**
 * The status step as the journey starts it (src/app/step-loader.ts): the compliance machine of
 * /status and /cash with the real calls and the pushed status events. A declined merchant on
 * /cash is sent to the status page by the journey (the actor's parent). Once the merchant's
 * status is known, the compliance actor starts the card steps and cash pay as its children
 * (decision 0170); they report a changed status to it, their parent.
 */
import { enqueueActions, fromPromise, sendParent } from 'xstate';
import type { Brand } from '../../../domain/brands/brands';
import type { StatusContext } from '../../../domain/api/status-api';
import { helpArticleUrl } from '../../../domain/status/help-articles';
import { isInStoreChannel } from '../../../domain/picklists/sales-channels';
import { APP_ROUTES } from '../../../domain/routing/app-routes';
import {
  inStoreActivationMachine,
  reportingStoreActivationMachine,
} from '../../../machines/in-store-activation.machine';
import type { LoadedStep, StepRequest } from '../../../machines/journey-steps';
import { ACTOR_NAMES } from '../../../machines/actor-names';
import { complianceMachine } from '../../../machines/compliance.machine';
import { pollWithRetriesMachine } from '../../../machines/poll-with-retries';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
  trainingStepMachine,
} from '../../../machines/status-steps.machine';
import { providerAccountMachine } from '../../../machines/provider-account.machine';
import { inStoreActivationView } from '../../../machines/status-selectors';
import { integrationCardStatus } from '../../../domain/status/status-cards';
import { statusEventsActor } from '../../api/status-events';
import type { SessionActor } from '../../app/app-context';
import { trackEvent } from '../../reporting/analytics';
import { reportError } from '../../reporting/error-reporting';
import { cashPayInput, cashPayLogic } from '../cash/cash-provided';
import * as calls from './status-calls';
import type { PageStatus } from './status-calls';

/** What the status step is given besides its calls. */
export interface StatusStepDeps {
  session: SessionActor;
  brand: Brand;
}

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
function cardLogics(brand: Brand) {
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
const inStoreActivationLogic = inStoreActivationMachine.provide({
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
const providerAccountLogic = providerAccountMachine.provide({
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

/** The integration card shows the account and its credentials unless it is 'None' (doc 1 §4). */
const integrationShowsAccount = (status: PageStatus) =>
  integrationCardStatus({
    status: status.onboardingStatus,
    onboardingGroup: status.onboardingGroup,
    merchantId: status.merchantId,
  }) !== 'None';

/**
 * The compliance machine of the signed-in merchant with the app's calls. `onStatusPage`: the page
 * is /status, whose cards include the in-store activation (/cash shows none).
 */
export function statusLogic({ session, brand }: StatusStepDeps, onStatusPage = true) {
  const cards = cardLogics(brand);
  const cashPay = cashPayLogic(session);
  return complianceMachine.provide({
    actors: {
      fetchStatus: fromPromise<StatusContext, void>(({ signal }) => calls.fetchPageStatus(signal)),
      fetchOpportunityStage: fromPromise(({ signal }) => calls.fetchOpportunityStage(signal)),
      retryStatus: pollWithRetriesMachine.provide({
        actors: { poll: fromPromise(({ signal }) => calls.fetchPageStatus(signal)) },
      }),
      statusEvents: statusEventsActor,
      messagingStep: cards.messaging,
      trainingStep: cards.training,
      directDebitStep: cards.directDebit,
      integrationSteps: cards.integration,
      cashPay,
      inStoreActivation: inStoreActivationLogic,
      providerAccount: providerAccountLogic,
    },
    actions: {
      // doc 1 §2: INELIGIBLE always goes to the status page.
      routeToStatus: sendParent({ type: 'status.ineligible' }),
      // The card steps and cash pay, from the status just read, once for the page.
      startStatusSteps: enqueueActions(({ context, self, enqueue }) => {
        const status = context.status as PageStatus | null;
        // A refetch or an update decides again: the running actors are kept, not started twice.
        if (!status || self.getSnapshot().children['messaging']) return;
        enqueue.spawnChild('messagingStep', {
          id: 'messaging',
          systemId: ACTOR_NAMES.messagingStep,
          input: { complete: status.messagingComplete || messagingDoneInBrowser() },
        });
        enqueue.spawnChild('trainingStep', {
          id: 'training',
          systemId: ACTOR_NAMES.trainingStep,
          input: { complete: status.inStoreTrainingComplete },
        });
        enqueue.spawnChild('directDebitStep', {
          id: 'directDebit',
          systemId: ACTOR_NAMES.directDebitStep,
          input: { complete: status.inStoreDirectDebitAuthorized },
        });
        enqueue.spawnChild('integrationSteps', {
          id: 'integration',
          systemId: ACTOR_NAMES.integrationSteps,
          input: { gatewayEnabled: status.gatewayEnabled },
        });
        enqueue.spawnChild('cashPay', {
          id: 'cashPay',
          systemId: ACTOR_NAMES.cashPay,
          input: cashPayInput(status),
          // /cash shows the credentials once the eligibility check has ended (followStatusCards).
          syncSnapshot: !onStatusPage,
        });
      }),
      // Each card's actor lives as long as the page shows the card.
      followStatusCards: enqueueActions(({ context, event, self, enqueue }) => {
        const status = context.status as PageStatus | null;
        const { children } = self.getSnapshot();
        const cashPay =
          event.type === 'xstate.snapshot.cashPay'
            ? event.snapshot
            : children.cashPay?.getSnapshot();
        // doc 1 §2: the test purchase is offered while the status shown allows it.
        const inStoreShown =
          onStatusPage &&
          status !== null &&
          isInStoreChannel(status.salesChannel) &&
          inStoreActivationView(status).kind === 'selfServe';
        // /status: the integration card; /cash: the credentials card, shown with a merchantId once
        // cash pay's eligibility check has ended (it shows the check while it runs).
        const accountShown =
          status !== null &&
          (onStatusPage
            ? integrationShowsAccount(status)
            : status.merchantId !== '' &&
              cashPay !== undefined &&
              !cashPay.matches('checkingEligibility'));
        if (inStoreShown && !children.inStore) {
          enqueue.spawnChild('inStoreActivation', {
            id: 'inStore',
            systemId: ACTOR_NAMES.inStore,
            input: { stores: status!.storeLocations },
          });
        }
        if (!inStoreShown && children.inStore) enqueue.stopChild('inStore');
        if (accountShown && !children.account) {
          enqueue.spawnChild('providerAccount', {
            id: 'account',
            systemId: ACTOR_NAMES.apiCredentials,
            input: {
              merchantId: status!.merchantId,
              onboardingGroup: status!.onboardingGroup,
              accountRequestPending: status!.accountRequestPending,
            },
          });
        }
        if (!accountShown && children.account) enqueue.stopChild('account');
      }),
    },
  });
}

/** The status step of the signed-in merchant. */
export function statusStep(deps: StatusStepDeps, request: StepRequest): LoadedStep {
  return { logic: statusLogic(deps, request.route !== APP_ROUTES.cash), input: undefined };
}
