/**
 * Compliance status of the merchant (doc 1 §4 "Onboarding status"): loads the status context,
 * refetches while the status is still IN_PROGRESS (every 3 s, at most 3 retries, through the
 * shared poll-with-retries logic) and then falls back to READY_TO_INSTALL for ZDO groups or
 * IN_REVIEW for the others. A declined (INELIGIBLE) merchant is always sent to the status page
 * (doc 1 §2). For in-store channels the opportunity stage is read once the status is known.
 * Changes the back office pushes (machines/status/status-events.ts) refetch it; the IN_PROGRESS retries
 * are not restarted by them.
 *
 * The page's actors are its children, started and stopped by its states (decision 0170): from the
 * first status known the card steps and cash pay run (`known`), kept over every refetch; the
 * self-serve in-store activation runs while the status shown offers the test purchase
 * (`known.inStore.offered`, /status only) and the merchant's account while its card shows
 * (`known.account.shown`: the integration card on /status, the credentials card on /cash once
 * cash pay's eligibility check has ended).
 */
import type { Text } from '../../domain/i18n/message';
import { assign, fromPromise, not, raise, sendParent, setup } from 'xstate';
import type { OpportunityStageResponse, StatusContext } from '../../domain/api/status-api';
import type { RevisionSendResponse } from '../../domain/api/revision-api';
import { parseRevisionItemKey, type RevisionSection } from '../../domain/revision/revision-items';
import { REVISION_STEP_ROUTES } from '../../domain/revision/revision-steps';
import { isInStoreChannel } from '../../domain/picklists/sales-channels';
import { isOnboardingStatus } from '../../domain/journey/onboarding-status';
import {
  fallbackOnboardingStatus,
  STATUS_MAX_RETRIES,
  STATUS_RETRY_MS,
} from '../../domain/status/fallback-status';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/error-messages';
import { errorMessageOf } from '../calls/call-answers';
import { pageFlags, type PageStatus } from '../../domain/status/page-status';
import { cashPayReleased } from '../../domain/flags/flag-rules';
import { inCashPayMarket } from '../../domain/cash-pay/cash-pay-market';
import { ACTOR_NAMES } from '../inspector/actor-names';
import { cashPayMachine, type CashPayInput } from '../cash-pay/cash-pay.machine';
import { inStoreActivationMachine } from './in-store-activation.machine';
import { providerAccountMachine } from './provider-account.machine';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
} from './status-steps.machine';
import { trainingStepMachine } from './training-step.machine';
import { STATUS_EVENTS_ID, statusEventsNotProvided } from './status-events';
import type { PollWithRetriesOutput } from '../calls/poll-with-retries';
import {
  inStoreActivationView,
  integrationCardOf,
  openRevisionOf,
  revisionSendable,
} from './status-selectors';

/** Named delays (docs/architecture.md §3). */
export const COMPLIANCE_DELAYS = { statusRetry: STATUS_RETRY_MS } as const;

/** Shown when the status cannot be read: the generic toast text (doc 2 §8). */
export const STATUS_LOAD_FAILED = GENERIC_ERROR_MESSAGE;

/** The page the actor serves: /status, or /cash (no in-store activation there). */
export type StatusPage = 'status' | 'cash';

export interface StatusMachineInput {
  page?: StatusPage;
}

export interface StatusMachineContext {
  page: StatusPage;
  /** The last status context read, its status already replaced by the fallback when due. */
  status: PageStatus | null;
  /** The status as the page last showed it: the cards that run follow it, not a read under way. */
  shown: PageStatus | null;
  /** doc 1 §3: the browser's own messaging flag, read with the status. */
  messagingDoneInBrowser: boolean;
  /** Cash pay's eligibility check is under way (the /cash credentials card waits for it). */
  checkingCashPay: boolean;
  /** True when the fallback status replaced an answer that stayed IN_PROGRESS (or had none). */
  fallbackUsed: boolean;
  error: Text | null;
  /** Why "Send for review" was refused (the server's 409 in its own words); null otherwise. */
  sendError: Text | null;
  /** The request this page sent, while its answer is read again (it is not sent twice). */
  sentRevisionId: string | null;
}

export type StatusMachineEvent =
  | { type: 'status.refetch' }
  /** A call made elsewhere (update-user) answered with the whole status context. */
  | { type: 'status.update'; status: StatusContext }
  /** A child's call answered MAINTENANCE_MODE: the session, up the tree, shows the page. */
  | { type: 'session.maintenance' }
  /** The merchant opens the step holding a flagged item of the open request for changes. */
  | { type: 'revision.openItem'; key: string }
  /** "Send for review": the changed items go back to the reviewer. */
  | { type: 'revision.send' };

/** What the journey, the parent, hears when the merchant opens a flagged item's step. */
export interface RevisionItemOpened {
  type: 'revision.openItem';
  section: RevisionSection;
  route: string;
}

/** A status read: the page's status and, from the browser, its messaging flag. */
export type StatusAnswer = PageStatus & { messagingDoneInBrowser?: boolean };

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

function isStatusAnswer(value: unknown): value is StatusContext {
  return typeof value === 'object' && value !== null && 'onboardingGroup' in value;
}

/** doc 1 §4 "When missing": a status the server did not give is the group's fallback. */
function withKnownStatus(
  answer: PageStatus,
): Pick<StatusMachineContext, 'status' | 'fallbackUsed'> {
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

function keptOnUpdate(before: PageStatus | null, answer: StatusContext): PageStatus {
  const read = (before ?? {}) as Record<string, unknown>;
  const kept = KEPT_ON_UPDATE.filter((key) => key in read).map((key) => [key, read[key]]);
  return { ...answer, ...Object.fromEntries(kept) };
}

/** The cash pay actor's input from the merchant's status (doc 1 §1 the US, §2 /cash, §6 flags). */
export function cashPayInputOf(status: PageStatus): CashPayInput {
  return {
    released: cashPayReleased(pageFlags(status)) && inCashPayMarket(status.registeredCountry),
    agreementAccepted: status.formCompletedState.cashPayAgreementAccepted,
    activated: status.formCompletedState.cashPayForm,
    integrationComplete: status.cashPayIntegrationComplete,
    customizeComplete: status.customizeCashPayProfileComplete,
    logoUrl: status.cashPayLogoUrl,
  };
}

/** The status read, with the browser's messaging flag when the read brought it. */
const readStatus = (output: StatusAnswer) => {
  const { messagingDoneInBrowser, ...answer } = output;
  return {
    ...withKnownStatus(answer),
    error: null,
    ...(messagingDoneInBrowser === undefined ? {} : { messagingDoneInBrowser }),
  };
};

const statusSetup = setup({
  types: {
    context: {} as StatusMachineContext,
    events: {} as StatusMachineEvent,
    input: {} as StatusMachineInput,
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
    fetchStatus: fromPromise<StatusAnswer, void>(notProvided),
    fetchOpportunityStage: fromPromise<OpportunityStageResponse, void>(notProvided),
    /** POST /api/revision/send; a 409 rejects with the server's message. */
    sendRevision: fromPromise<RevisionSendResponse, void>(notProvided),
    /** pollWithRetriesMachine whose `poll` is the status call. */
    retryStatus: pollWithRetriesMachine,
    /** Pushed changes (machines/status/status-events.ts): each one sends status.refetch. */
    statusEvents: statusEventsNotProvided,
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
    /** doc 1 §2: INELIGIBLE always goes to the status page; the journey, the parent, moves. */
    routeToStatus: sendParent({ type: 'status.ineligible' }),
    /** A child's maintenance answer goes up to the journey, which tells the session. */
    passMaintenanceUp: sendParent({ type: 'session.maintenance' }),
    remember: assign({ shown: ({ context }) => context.status }),
    /** The journey, the parent, shows the step holding the item (REVISION_STEP_ROUTES). */
    openItemStep: sendParent((_, params: { section: RevisionSection }) => {
      const opened: RevisionItemOpened = {
        type: 'revision.openItem',
        section: params.section,
        route: REVISION_STEP_ROUTES[params.section],
      };
      return opened;
    }),
  },
  guards: {
    /** The item is one of the open request's (the page lists no other). */
    isRequestedItem: ({ context, event }) =>
      event.type === 'revision.openItem' &&
      (openRevisionOf(context.shown)?.items.some((item) => item.key === event.key) ?? false),
    /** "Send for review" is enabled once every item has been changed (everyItemChanged). */
    revisionReady: ({ context }) =>
      revisionSendable(openRevisionOf(context.shown), context.sentRevisionId),
    isInProgress: ({ context }) => context.status?.onboardingStatus === 'IN_PROGRESS',
    isIneligible: ({ context }) => context.status?.onboardingStatus === 'INELIGIBLE',
    sellsInStore: ({ context }) => isInStoreChannel(context.status?.salesChannel),
    retriesAnswered: (_, output: PollWithRetriesOutput) =>
      output.outcome === 'complete' && isStatusAnswer(output.value),
    /** doc 1 §2: the test purchase is offered while the status shown allows it, on /status. */
    testPurchaseOffered: ({ context: { page, shown } }) =>
      page === 'status' &&
      shown !== null &&
      isInStoreChannel(shown.salesChannel) &&
      inStoreActivationView(shown).kind === 'selfServe',
    /**
     * The account's card shows: on /status the integration card, on /cash the credentials card
     * (a merchantId, once cash pay's eligibility check has ended; it shows the check meanwhile).
     */
    accountCardShown: ({ context: { page, shown, checkingCashPay } }) =>
      shown !== null &&
      (page === 'status'
        ? integrationCardOf(shown) !== 'None'
        : shown.merchantId !== '' && !checkingCashPay),
  },
  delays: COMPLIANCE_DELAYS,
});

/** The status context read again (the status being read is the fallback when due). */
const loadingState = (onError: 'failed') =>
  statusSetup.createStateConfig({
    // A change stored while this read was on its way: read again, so the newer one shows.
    on: { 'status.refetch': { target: 'loading', reenter: true } },
    invoke: {
      id: 'fetchStatus',
      src: 'fetchStatus',
      onDone: {
        target: '#status.known.status.deciding',
        actions: assign(({ event }) => readStatus(event.output)),
      },
      onError: { target: onError, actions: assign({ error: STATUS_LOAD_FAILED }) },
    },
  });

/** The compliance status statechart of the status page and /cash. */
export const statusMachine = statusSetup.createMachine({
  id: 'status',
  context: ({ input }) => ({
    page: input.page ?? 'status',
    status: null,
    shown: null,
    messagingDoneInBrowser: false,
    checkingCashPay: true,
    fallbackUsed: false,
    error: null,
    sendError: null,
    sentRevisionId: null,
  }),
  initial: 'reading',
  // While the page is open, a back office change is read again at once (docs/decisions/0130).
  invoke: {
    id: STATUS_EVENTS_ID,
    src: 'statusEvents',
    input: { changed: { type: 'status.refetch' } },
  },
  on: { 'session.maintenance': { actions: 'passMaintenanceUp' } },
  states: {
    /** The first read: no card runs before the merchant's status is known. */
    reading: {
      initial: 'loading',
      states: {
        loading: loadingState('failed'),
        failed: { on: { 'status.refetch': { target: 'loading' } } },
      },
    },
    known: {
      type: 'parallel',
      // The card steps and cash pay start from the first status known and keep their state over
      // every refetch; each reports a changed status to this actor.
      invoke: [
        {
          id: 'messaging',
          systemId: ACTOR_NAMES.messagingStep,
          src: 'messagingStep',
          input: ({ context }) => ({
            complete: context.status!.messagingComplete || context.messagingDoneInBrowser,
          }),
        },
        {
          id: 'training',
          systemId: ACTOR_NAMES.trainingStep,
          src: 'trainingStep',
          input: ({ context }) => ({
            complete: context.status!.inStoreTrainingComplete,
            started: context.status!.inStoreTrainingButtonClicked,
          }),
        },
        {
          id: 'directDebit',
          systemId: ACTOR_NAMES.directDebitStep,
          src: 'directDebitStep',
          input: ({ context }) => ({ complete: context.status!.inStoreDirectDebitAuthorized }),
        },
        {
          id: 'integration',
          systemId: ACTOR_NAMES.integrationSteps,
          src: 'integrationSteps',
          input: ({ context }) => ({ gatewayEnabled: context.status!.gatewayEnabled }),
        },
        {
          id: 'cashPay',
          systemId: ACTOR_NAMES.cashPay,
          src: 'cashPay',
          input: ({ context }) => cashPayInputOf(context.status!),
          onSnapshot: {
            actions: assign({
              checkingCashPay: ({ event }) => event.snapshot.matches('checkingEligibility'),
            }),
          },
        },
      ],
      states: {
        status: {
          initial: 'deciding',
          states: {
            loading: loadingState('failed'),
            deciding: {
              always: [{ guard: 'isInProgress', target: 'waitingToRetry' }, { target: 'ready' }],
            },
            // The page says it is checking the details meanwhile (doc 1 §4 "While polling").
            waitingToRetry: {
              tags: ['checking'],
              after: { statusRetry: 'retrying' },
            },
            retrying: {
              tags: ['checking'],
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
                    actions: assign(({ event }) =>
                      withKnownStatus(event.output.value as PageStatus),
                    ),
                  },
                  {
                    // doc 1 §4: "after that the fallback status is used".
                    target: 'ready',
                    actions: assign(({ context, event }) => {
                      const latest = isStatusAnswer(event.output.value)
                        ? (event.output.value as PageStatus)
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
                shown: { entry: 'remember' },
                declined: {},
              },
            },
            failed: {
              on: { 'status.refetch': { target: 'loading' } },
            },
          },
        },
        /**
         * The open request for changes (StatusContext.revision): each item opens its step, and
         * "Send for review" sends the changed items; its answer is read again as the status
         * (IN_REVIEW, no open request), a refusal's words stay until the next try.
         */
        revision: {
          initial: 'idle',
          on: {
            'revision.openItem': {
              guard: 'isRequestedItem',
              actions: {
                type: 'openItemStep',
                params: ({ event }) => ({ section: parseRevisionItemKey(event.key)!.section }),
              },
            },
          },
          states: {
            idle: {
              on: {
                'revision.send': {
                  guard: 'revisionReady',
                  target: 'sending',
                  actions: assign({ sendError: null }),
                },
              },
            },
            sending: {
              invoke: {
                id: 'sendRevision',
                src: 'sendRevision',
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ sentRevisionId: ({ event }) => event.output.revision.id }),
                    raise({ type: 'status.refetch' }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign({ sendError: ({ event }) => errorMessageOf(event.error) }),
                },
              },
            },
          },
        },
        /** doc 1 §2 "Activate in-store": self-serve card tap with per-store tabs. */
        inStore: {
          initial: 'notOffered',
          states: {
            notOffered: { always: { guard: 'testPurchaseOffered', target: 'offered' } },
            offered: {
              invoke: {
                id: 'inStore',
                systemId: ACTOR_NAMES.inStore,
                src: 'inStoreActivation',
                input: ({ context }) => ({ stores: context.shown!.storeLocations }),
              },
              always: { guard: not('testPurchaseOffered'), target: 'notOffered' },
            },
          },
        },
        /** The merchant's account and API credentials, while a card shows them. */
        account: {
          initial: 'hidden',
          states: {
            hidden: { always: { guard: 'accountCardShown', target: 'shown' } },
            shown: {
              invoke: {
                id: 'account',
                systemId: ACTOR_NAMES.apiCredentials,
                src: 'providerAccount',
                input: ({ context }) => ({
                  merchantId: context.shown!.merchantId,
                  onboardingGroup: context.shown!.onboardingGroup,
                  accountRequestPending: context.shown!.accountRequestPending,
                }),
              },
              always: { guard: not('accountCardShown'), target: 'hidden' },
            },
          },
        },
      },
    },
  },
});
