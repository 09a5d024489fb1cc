/**
 * The status step as the journey starts it (src/app/step-loader.ts): the compliance machine of
 * /status and /cash with the real calls and the pushed status events. A declined merchant on
 * /cash is sent to the status page by the journey (the actor's parent). Once the merchant's
 * status is known, the compliance actor starts the card steps and cash pay as its children, and
 * runs the in-store activation and the account while the page shows their cards (decision 0170);
 * they report a changed status to it, their parent.
 */
import { enqueueActions, fromPromise, sendParent } from 'xstate';
import type { Brand } from '../../../domain/brands/brands';
import type { StatusContext } from '../../../domain/api/status-api';
import { isInStoreChannel } from '../../../domain/picklists/sales-channels';
import { APP_ROUTES } from '../../../domain/routing/app-routes';
import type { LoadedStep, StepRequest } from '../../../machines/journey-steps';
import { ACTOR_NAMES } from '../../../machines/actor-names';
import { complianceMachine } from '../../../machines/compliance.machine';
import { pollWithRetriesMachine } from '../../../machines/poll-with-retries';
import { inStoreActivationView, integrationCardOf } from '../../../machines/status-selectors';
import { statusEventsActor } from '../../api/status-events';
import type { SessionActor } from '../../app/app-context';
import { cashPayInput, cashPayLogic } from '../cash/cash-provided';
import * as calls from './status-calls';
import type { PageStatus } from './status-calls';
import {
  cardLogics,
  inStoreActivationLogic,
  messagingDoneInBrowser,
  providerAccountLogic,
} from './status-cards-provided';

export { MESSAGING_COMPLETE_KEY } from './status-cards-provided';

/** What the status step is given besides its calls. */
export interface StatusStepDeps {
  session: SessionActor;
  brand: Brand;
}

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
            ? integrationCardOf(status) !== 'None'
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
