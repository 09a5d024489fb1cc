/**
 * The steps the merchant works through on the status page cards (doc 1 §4 "Cards"), one small
 * statechart each: messaging (Show me how, then Mark as done, also remembered in the browser),
 * training (the first click opens the training, the second marks it done), direct debit (Mark as
 * done) and the integration steps (SignIn, CopyAndPaste, Verify, Complete; Verify enables the
 * gateway and then refetches the merchant). Calls that answer with the whole status context hand
 * it on through `statusChanged`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  StatusContext,
  UpdateGatewayEnabledResponse,
  UpdateUserRequest,
} from '../domain/api/status-api';

/** Shown on a card whose call failed. */
export const STEP_SAVE_FAILED = 'Something went wrong';

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

interface StepContext {
  error: string | null;
}

const stepSetup = setup({
  types: {
    input: {} as { complete: boolean },
    context: {} as StepContext & { complete: boolean },
    events: {} as
      { type: 'messaging.showMeHow' } | { type: 'step.open' } | { type: 'step.markDone' },
  },
  actors: {
    /** POST /api/update-user: answers the status context. */
    updateUser: fromPromise<StatusContext, UpdateUserRequest>(notProvided),
  },
  actions: {
    /** Provided by the app: hands the answered status context to the compliance actor. */
    statusChanged: (_, _params: { status: StatusContext }) => {},
    /** Provided by the app: keeps the step's flag in the browser (messaging, doc 1 §3). */
    rememberComplete: () => {},
    /** Provided by the app: opens the training in a new tab. */
    openTrainingLink: () => {},
  },
  guards: {
    alreadyComplete: ({ context }) => context.complete,
  },
});

const initialContext = ({ input }: { input: { complete: boolean } }) => ({
  complete: input.complete,
  error: null,
});

/** Messaging card: the button goes Show me how → Mark as done (doc 1 §4). */
export const messagingStepMachine = stepSetup.createMachine({
  id: 'messagingStep',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'alreadyComplete', target: 'done' }, { target: 'showMeHow' }] },
    showMeHow: { on: { 'messaging.showMeHow': 'markAsDone' } },
    markAsDone: { on: { 'step.markDone': 'saving' } },
    saving: {
      invoke: {
        id: 'markMessaging',
        src: 'updateUser',
        input: { messagingComplete: true },
        onDone: {
          target: 'done',
          actions: [
            assign({ error: null }),
            'rememberComplete',
            { type: 'statusChanged', params: ({ event }) => ({ status: event.output }) },
          ],
        },
        onError: { target: 'markAsDone', actions: assign({ error: STEP_SAVE_FAILED }) },
      },
    },
    done: {},
  },
});

/** Training card: the first click opens the training and shows Mark as done (doc 1 §4). */
export const trainingStepMachine = stepSetup.createMachine({
  id: 'trainingStep',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'alreadyComplete', target: 'done' }, { target: 'notStarted' }] },
    notStarted: { on: { 'step.open': { target: 'linkOpened', actions: 'openTrainingLink' } } },
    // doc 1 §3 inStoreTrainingButtonClicked: the sidebar shows the post-training review.
    linkOpened: {
      on: {
        'step.open': { actions: 'openTrainingLink' },
        'step.markDone': 'saving',
      },
    },
    saving: {
      invoke: {
        id: 'markTraining',
        src: 'updateUser',
        input: { inStoreTrainingComplete: true },
        onDone: {
          target: 'done',
          actions: [
            assign({ error: null }),
            'rememberComplete',
            { type: 'statusChanged', params: ({ event }) => ({ status: event.output }) },
          ],
        },
        onError: { target: 'linkOpened', actions: assign({ error: STEP_SAVE_FAILED }) },
      },
    },
    done: {},
  },
});

/** Direct debit card: Mark as done authorizes direct debit (doc 1 §4). */
export const directDebitStepMachine = stepSetup.createMachine({
  id: 'directDebitStep',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'alreadyComplete', target: 'done' }, { target: 'notStarted' }] },
    notStarted: { on: { 'step.markDone': 'saving' } },
    saving: {
      invoke: {
        id: 'markDirectDebit',
        src: 'updateUser',
        input: { inStoreDirectDebitAuthorized: true },
        onDone: {
          target: 'done',
          actions: [
            assign({ error: null }),
            'rememberComplete',
            { type: 'statusChanged', params: ({ event }) => ({ status: event.output }) },
          ],
        },
        onError: { target: 'notStarted', actions: assign({ error: STEP_SAVE_FAILED }) },
      },
    },
    done: {},
  },
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
    /** Provided by the app: refetches the merchant's status context. */
    refetchStatus: () => {},
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
