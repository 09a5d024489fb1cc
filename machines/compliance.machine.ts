/**
 * Compliance status of the merchant (doc 1 §4 "Onboarding status"): loads the status context,
 * refetches while the status is still IN_PROGRESS (every 3 s, at most 3 retries, through the
 * shared poll-with-retries logic) and then falls back to READY_TO_INSTALL for ZDO groups or
 * IN_REVIEW for the others. A declined (INELIGIBLE) merchant is always sent to the status page
 * (doc 1 §2). For in-store channels the opportunity stage is read once the status is known.
 * Changes the back office pushes (machines/status-events.ts) refetch it; the IN_PROGRESS retries
 * are not restarted by them. Once the status is known it starts the actors of the page's cards
 * and of cash pay as its children (`startStatusSteps`, provided by the app).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { OpportunityStageResponse, StatusContext } from '../domain/api/status-api';
import { isInStoreChannel } from '../domain/picklists/sales-channels';
import { isOnboardingStatus } from '../domain/routing/onboarding-status';
import {
  fallbackOnboardingStatus,
  STATUS_MAX_RETRIES,
  STATUS_RETRY_MS,
} from '../domain/status/fallback-status';
import { GENERIC_ERROR_MESSAGE } from '../domain/errors/error-messages';
import { cashPayMachine } from './cash-pay.machine';
import { inStoreActivationMachine } from './in-store-activation.machine';
import { providerAccountMachine } from './provider-account.machine';
import { pollWithRetriesMachine } from './poll-with-retries';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
  trainingStepMachine,
} from './status-steps.machine';
import { STATUS_EVENTS_ID, statusEventsNotProvided } from './status-events';
import type { PollWithRetriesOutput } from './poll-with-retries';

/** Named delays (docs/architecture.md §3). */
export const COMPLIANCE_DELAYS = { statusRetry: STATUS_RETRY_MS } as const;

/** Shown when the status cannot be read: the generic toast text (doc 2 §8). */
export const STATUS_LOAD_FAILED = GENERIC_ERROR_MESSAGE;

export interface ComplianceContext {
  /** The last status context read, its status already replaced by the fallback when due. */
  status: StatusContext | null;
  /** True when the fallback status replaced an answer that stayed IN_PROGRESS (or had none). */
  fallbackUsed: boolean;
  error: string | null;
}

export type ComplianceEvent =
  | { type: 'status.refetch' }
  /** A call made elsewhere (update-user) answered with the whole status context. */
  | { type: 'status.update'; status: StatusContext }
  /** On /cash the cash pay child is followed: the credentials show once its eligibility check ends. */
  | { type: 'xstate.snapshot.cashPay'; snapshot: SnapshotFrom<typeof cashPayMachine> };

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

function isStatusAnswer(value: unknown): value is StatusContext {
  return typeof value === 'object' && value !== null && 'onboardingGroup' in value;
}

/** doc 1 §4 "When missing": a status the server did not give is the group's fallback. */
function withKnownStatus(
  answer: StatusContext,
): Pick<ComplianceContext, 'status' | 'fallbackUsed'> {
  if (isOnboardingStatus(answer.onboardingStatus)) return { status: answer, fallbackUsed: false };
  return {
    status: { ...answer, onboardingStatus: fallbackOnboardingStatus(answer.onboardingGroup) },
    fallbackUsed: true,
  };
}

/**
 * What the page read beside GET /api/status (the platform and store name of the saved store
 * details, the feature flags): an update-user answer does not carry them, so they are kept.
 */
const KEPT_ON_UPDATE = ['platform', 'storeName', 'flags'] as const;

function keptOnUpdate(before: StatusContext | null, answer: StatusContext): StatusContext {
  const read = (before ?? {}) as Record<string, unknown>;
  const kept = KEPT_ON_UPDATE.filter((key) => key in read).map((key) => [key, read[key]]);
  return { ...answer, ...Object.fromEntries(kept) };
}

/** The compliance status statechart. */
export const complianceMachine = setup({
  types: {
    context: {} as ComplianceContext,
    events: {} as ComplianceEvent,
    // The page's actors, started by `startStatusSteps` under these ids (decision 0170).
    children: {} as {
      messaging: 'messagingStep';
      training: 'trainingStep';
      directDebit: 'directDebitStep';
      integration: 'integrationSteps';
      cashPay: 'cashPay';
      inStore: 'inStoreActivation';
      account: 'providerAccount';
    },
  },
  actors: {
    fetchStatus: fromPromise<StatusContext, void>(notProvided),
    fetchOpportunityStage: fromPromise<OpportunityStageResponse, void>(notProvided),
    /** pollWithRetriesMachine whose `poll` is the status call. */
    retryStatus: pollWithRetriesMachine,
    /** Pushed changes (machines/status-events.ts): each one sends status.refetch. */
    statusEvents: statusEventsNotProvided,
    /** The status page's card steps and cash pay, given the app's calls by the app. */
    messagingStep: messagingStepMachine,
    trainingStep: trainingStepMachine,
    directDebitStep: directDebitStepMachine,
    integrationSteps: integrationStepsMachine,
    cashPay: cashPayMachine,
    /** The status page's self-serve in-store activation (one child per store). */
    inStoreActivation: inStoreActivationMachine,
    /** The merchant's account and API credentials (the integration card, the /cash credentials). */
    providerAccount: providerAccountMachine,
  },
  actions: {
    /** Provided by the app: navigate to /status (doc 1 §2: INELIGIBLE always goes there). */
    routeToStatus: () => {},
    /**
     * Provided by the app: starts the actors of the page's cards and of cash pay as children of
     * this actor, from the status just read, the first time it is known (decision 0170). Run on
     * every entry of `deciding`; the app's version starts only those not yet running.
     */
    startStatusSteps: () => {},
    /**
     * Provided by the app: runs the actors of the cards the page shows while it shows them, and
     * stops them once it no longer does: on /status the self-serve in-store activation (doc 1 §2)
     * and the account behind the integration card, on /cash the account behind the credentials
     * card. Run each time the page is shown with a status just decided, and on each snapshot of
     * the cash pay child it follows.
     */
    followStatusCards: () => {},
  },
  guards: {
    isInProgress: ({ context }) => context.status?.onboardingStatus === 'IN_PROGRESS',
    isIneligible: ({ context }) => context.status?.onboardingStatus === 'INELIGIBLE',
    sellsInStore: ({ context }) => isInStoreChannel(context.status?.salesChannel),
    retriesAnswered: (_, output: PollWithRetriesOutput) =>
      output.outcome === 'complete' && isStatusAnswer(output.value),
  },
  delays: COMPLIANCE_DELAYS,
}).createMachine({
  id: 'compliance',
  context: { status: null, fallbackUsed: false, error: null },
  initial: 'loading',
  // While the page is open, a back office change is read again at once (docs/decisions/0130).
  invoke: {
    id: STATUS_EVENTS_ID,
    src: 'statusEvents',
    input: { changed: { type: 'status.refetch' } },
  },
  on: { 'xstate.snapshot.cashPay': { actions: 'followStatusCards' } },
  states: {
    loading: {
      // A change stored while this read was on its way: read again, so the newer one shows.
      on: { 'status.refetch': { target: 'loading', reenter: true } },
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({ ...withKnownStatus(event.output), error: null })),
        },
        onError: { target: 'failed', actions: assign({ error: STATUS_LOAD_FAILED }) },
      },
    },
    deciding: {
      entry: 'startStatusSteps',
      always: [{ guard: 'isInProgress', target: 'waitingToRetry' }, { target: 'ready' }],
    },
    waitingToRetry: {
      after: { statusRetry: 'retrying' },
    },
    retrying: {
      invoke: {
        id: 'statusRetries',
        src: 'retryStatus',
        input: {
          intervalMs: STATUS_RETRY_MS,
          maxAttempts: STATUS_MAX_RETRIES,
          isComplete: (value: unknown) =>
            isStatusAnswer(value) && value.onboardingStatus !== 'IN_PROGRESS',
        },
        onDone: [
          {
            guard: { type: 'retriesAnswered', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => withKnownStatus(event.output.value as StatusContext)),
          },
          {
            // doc 1 §4: "after that the fallback status is used".
            target: 'ready',
            actions: assign(({ context, event }) => {
              const latest = isStatusAnswer(event.output.value)
                ? event.output.value
                : context.status!;
              return {
                status: {
                  ...latest,
                  onboardingStatus: fallbackOnboardingStatus(latest.onboardingGroup),
                },
                fallbackUsed: true,
              };
            }),
          },
        ],
      },
    },
    ready: {
      initial: 'routing',
      on: {
        'status.refetch': { target: 'loading' },
        'status.update': {
          target: 'deciding',
          actions: assign(({ context, event }) =>
            withKnownStatus(keptOnUpdate(context.status, event.status)),
          ),
        },
      },
      states: {
        routing: {
          always: [
            { guard: 'isIneligible', target: 'declined', actions: 'routeToStatus' },
            { guard: 'sellsInStore', target: 'checkingStage' },
            { target: 'shown' },
          ],
        },
        checkingStage: {
          invoke: {
            id: 'fetchOpportunityStage',
            src: 'fetchOpportunityStage',
            onDone: {
              target: 'shown',
              actions: assign({
                status: ({ context, event }) => ({
                  ...context.status!,
                  opportunityStage: event.output.opportunityStage,
                }),
              }),
            },
            // The stage from the status context stays; the page still shows.
            onError: { target: 'shown' },
          },
        },
        shown: { entry: 'followStatusCards' },
        declined: {},
      },
    },
    failed: {
      on: { 'status.refetch': { target: 'loading' } },
    },
  },
});
