/**
 * The steps the merchant works through on the status page cards (doc 1 §4 "Cards"), one small
 * statechart each (the page itself is status.machine.ts): messaging (Show me how, then Mark as done, also remembered in the browser),
 * training (the first click opens the training, the second marks it done), direct debit (Mark as
 * done) and the integration steps (SignIn, CopyAndPaste, Verify, Complete; Verify enables the
 * gateway and then refetches the merchant). Calls that answer with the whole status context hand
 * it on through `statusChanged`.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type {
  StatusContext,
  UpdateGatewayEnabledResponse,
  UpdateUserRequest,
} from '../../domain/api/status-api';

/** Shown on a card whose call failed. */
export const STEP_SAVE_FAILED = 'Something went wrong';

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

interface StepContext {
  error: string | null;
}

interface StepInput {
  complete: boolean;
  /** The first click was kept by the server (doc 1 §3 inStoreTrainingButtonClicked). */
  started?: boolean;
}

const stepSetup = setup({
  types: {
    input: {} as StepInput,
    context: {} as StepContext & { complete: boolean; started: boolean },
    events: {} as
      { type: 'messaging.showMeHow' } | { type: 'step.open' } | { type: 'step.markDone' },
  },
  actors: {
    /** POST /api/update-user: answers the status context. */
    updateUser: fromPromise<StatusContext, UpdateUserRequest>(notProvided),
  },
  actions: {
    /** Hands the answered status context to the compliance actor, the parent. */
    statusChanged: sendParent((_, params: { status: StatusContext }) => ({
      type: 'status.update' as const,
      status: params.status,
    })),
    /** Provided by the app: keeps the step's flag in the browser (messaging, doc 1 §3). */
    rememberComplete: () => {},
    /** Provided by the app: opens the training in a new tab. */
    openTrainingLink: () => {},
  },
  guards: {
    alreadyComplete: ({ context }) => context.complete,
    alreadyStarted: ({ context }) => context.started,
  },
});

const initialContext = ({ input }: { input: StepInput }) => ({
  complete: input.complete,
  started: input.started === true,
  error: null,
});

/**
 * What tells the mark-done steps apart: the machine id, the call's id and the flag it sets, and
 * the click some steps take before Mark as done (Show me how, opening the training).
 */
interface MarkDoneStep<TFirst extends string, TReady extends string> {
  id: string;
  callId: string;
  request: UpdateUserRequest;
  /** The state before Mark as done is offered, and the event that leaves it. */
  first: {
    state: TFirst;
    event: 'messaging.showMeHow' | 'step.open' | 'step.markDone';
    action?: 'openTrainingLink';
  };
  /** The state that offers Mark as done (and where a failed save returns). */
  ready: TReady;
  /** The first click may be repeated once Mark as done is offered (the training link). */
  repeatable?: boolean;
  /**
   * The call that keeps the first click on the server, so a reload starts at `ready` (the
   * training link opened, doc 1 §3 inStoreTrainingButtonClicked). A failed one loses only that.
   */
  keepFirstClick?: { callId: string; request: UpdateUserRequest };
}

/** One mark-done step: checking, the first click where there is one, Mark as done, saving, done. */
function markDoneStepMachine<TFirst extends string, TReady extends string>(
  step: MarkDoneStep<TFirst, TReady>,
) {
  const { first, ready } = step;
  const firstClick = { actions: first.action ? [first.action] : [] };
  const keep = step.keepFirstClick;
  const offersMarkDone = {
    on: {
      ...(step.repeatable ? { [first.event]: firstClick } : {}),
      'step.markDone': 'saving',
    },
    // While Mark as done is offered, the first click is kept on the server unless it already is.
    ...(keep && {
      initial: 'keeping',
      states: {
        keeping: { always: [{ guard: 'alreadyStarted', target: 'kept' }, { target: 'sending' }] },
        sending: {
          invoke: {
            id: keep.callId,
            src: 'updateUser',
            input: keep.request,
            onDone: {
              target: 'kept',
              actions: [
                assign({ started: true }),
                {
                  type: 'statusChanged',
                  params: ({ event }: { event: { output: StatusContext } }) => ({
                    status: event.output,
                  }),
                },
              ],
            },
            onError: 'kept',
          },
        },
        kept: {},
      },
    }),
  };
  // The states before saving, named by the step (their names show in the inspectors and views).
  const clicks = (
    (first.state as string) === ready
      ? { [ready]: offersMarkDone }
      : {
          [first.state]: { on: { [first.event]: { target: ready, ...firstClick } } },
          [ready]: offersMarkDone,
        }
  ) as Record<TFirst | TReady, typeof offersMarkDone>;
  return stepSetup.createMachine({
    id: step.id,
    context: initialContext,
    initial: 'checking',
    states: {
      checking: {
        always: [
          { guard: 'alreadyComplete', target: 'done' },
          ...(keep ? [{ guard: 'alreadyStarted' as const, target: ready }] : []),
          { target: first.state },
        ],
      },
      ...clicks,
      saving: {
        invoke: {
          id: step.callId,
          src: 'updateUser',
          input: step.request,
          onDone: {
            target: 'done',
            actions: [
              assign({ error: null }),
              'rememberComplete',
              { type: 'statusChanged', params: ({ event }) => ({ status: event.output }) },
            ],
          },
          onError: { target: ready, actions: assign({ error: STEP_SAVE_FAILED }) },
        },
      },
      done: {},
    },
  });
}

/** Messaging card: the button goes Show me how → Mark as done (doc 1 §4). */
export const messagingStepMachine = markDoneStepMachine({
  id: 'messagingStep',
  callId: 'markMessaging',
  request: { messagingComplete: true },
  first: { state: 'showMeHow', event: 'messaging.showMeHow' },
  ready: 'markAsDone',
});

/**
 * Training card: the first click opens the training and shows Mark as done (doc 1 §4); doc 1 §3
 * inStoreTrainingButtonClicked: the sidebar shows the post-training review once it is opened.
 */
export const trainingStepMachine = markDoneStepMachine({
  id: 'trainingStep',
  callId: 'markTraining',
  request: { inStoreTrainingComplete: true },
  first: { state: 'notStarted', event: 'step.open', action: 'openTrainingLink' },
  ready: 'linkOpened',
  repeatable: true,
  keepFirstClick: { callId: 'keepTrainingClick', request: { inStoreTrainingButtonClicked: true } },
});

/** Direct debit card: Mark as done authorizes direct debit (doc 1 §4). */
export const directDebitStepMachine = markDoneStepMachine({
  id: 'directDebitStep',
  callId: 'markDirectDebit',
  request: { inStoreDirectDebitAuthorized: true },
  first: { state: 'notStarted', event: 'step.markDone' },
  ready: 'notStarted',
});

/** doc 1 §4 "General steps: SignIn, CopyAndPaste, Verify, Complete". */
export const INTEGRATION_STEPS = ['signIn', 'copyAndPaste', 'verify', 'complete'] as const;

/** The integration card's steps; Verify enables the gateway then refetches the merchant. */
export const integrationStepsMachine = setup({
  types: {
    input: {} as { gatewayEnabled: boolean },
    context: {} as StepContext & { gatewayEnabled: boolean },
    events: {} as
      { type: 'integration.next' } | { type: 'integration.back' } | { type: 'integration.verify' },
  },
  actors: {
    /** POST /api/zdo/update-gateway-enabled {isEnabled}. */
    updateGatewayEnabled: fromPromise<UpdateGatewayEnabledResponse, { isEnabled: boolean }>(
      notProvided,
    ),
  },
  actions: {
    /** The compliance actor, the parent, reads the merchant again (doc 1 §4 Verify). */
    refetchStatus: sendParent({ type: 'status.refetch' }),
  },
  guards: {
    gatewayEnabled: ({ context }) => context.gatewayEnabled,
  },
}).createMachine({
  id: 'integrationSteps',
  context: ({ input }) => ({ gatewayEnabled: input.gatewayEnabled, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'gatewayEnabled', target: 'complete' }, { target: 'signIn' }] },
    signIn: { on: { 'integration.next': 'copyAndPaste' } },
    copyAndPaste: { on: { 'integration.next': 'verify', 'integration.back': 'signIn' } },
    verify: {
      on: { 'integration.verify': 'verifying', 'integration.back': 'copyAndPaste' },
    },
    verifying: {
      invoke: {
        id: 'enableGateway',
        src: 'updateGatewayEnabled',
        input: { isEnabled: true },
        onDone: {
          target: 'complete',
          actions: [assign({ gatewayEnabled: true, error: null }), 'refetchStatus'],
        },
        onError: { target: 'verify', actions: assign({ error: STEP_SAVE_FAILED }) },
      },
    },
    complete: {},
  },
});
