/**
 * The steps the merchant works through on the status page cards (doc 1 §4 "Cards"), one small
 * statechart each (the page itself is status.machine.ts): messaging (Show me how, then Mark as done,
 * also remembered in the browser), direct debit (Mark as done) and the integration steps (SignIn, CopyAndPaste, Verify, Complete; Verify enables the
 * gateway and then refetches the merchant). Calls that answer with the whole status context hand
 * it on through `statusChanged`. The training has its own chart (training-step.machine.ts).
 */
import { msg, type Text } from '../../domain/i18n/message';
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type {
  StatusContext,
  UpdateGatewayEnabledResponse,
  UpdateUserRequest,
} from '../../domain/api/status-api';

/** Shown on a card whose call failed. */
export const STEP_SAVE_FAILED = msg('status.stepSaveFailed');

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

/** POST /api/update-user, provided by the app: answers the status context. */
export const updateUserCall = fromPromise<StatusContext, UpdateUserRequest>(notProvided);

interface StepContext {
  error: Text | null;
}

interface StepInput {
  complete: boolean;
}

const stepSetup = setup({
  types: {
    input: {} as StepInput,
    context: {} as StepContext & { complete: boolean },
    events: {} as { type: 'messaging.showMeHow' } | { type: 'step.markDone' },
  },
  actors: { updateUser: updateUserCall },
  actions: {
    /** Hands the answered status context to the compliance actor, the parent. */
    statusChanged: sendParent((_, params: { status: StatusContext }) => ({
      type: 'status.update' as const,
      status: params.status,
    })),
    /** Provided by the app: keeps the step's flag in the browser (messaging, doc 1 §3). */
    rememberComplete: () => {},
  },
  guards: {
    alreadyComplete: ({ context }) => context.complete,
  },
});

const initialContext = ({ input }: { input: StepInput }) => ({
  complete: input.complete,
  error: null,
});

/**
 * What tells the mark-done steps apart: the machine id, the call's id and the flag it sets, and
 * the click some steps take before Mark as done (Show me how).
 */
interface MarkDoneStep<TFirst extends string, TReady extends string> {
  id: string;
  callId: string;
  request: UpdateUserRequest;
  /** The state before Mark as done is offered, and the event that leaves it. */
  first: {
    state: TFirst;
    event: 'messaging.showMeHow' | 'step.markDone';
  };
  /** The state that offers Mark as done (and where a failed save returns). */
  ready: TReady;
}

/** One mark-done step: checking, the first click where there is one, Mark as done, saving, done. */
function markDoneStepMachine<TFirst extends string, TReady extends string>(
  step: MarkDoneStep<TFirst, TReady>,
) {
  const { first, ready } = step;
  const offersMarkDone = { on: { 'step.markDone': 'saving' } };
  // The states before saving, named by the step (their names show in the inspectors and views).
  const clicks = (
    (first.state as string) === ready
      ? { [ready]: offersMarkDone }
      : {
          [first.state]: { on: { [first.event]: ready } },
          [ready]: offersMarkDone,
        }
  ) as Record<TFirst | TReady, typeof offersMarkDone>;
  return stepSetup.createMachine({
    id: step.id,
    context: initialContext,
    initial: 'checking',
    states: {
      checking: {
        always: [{ guard: 'alreadyComplete', target: 'done' }, { target: first.state }],
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
