/**
 * Self-serve in-store activation (doc 1 §2, §4, §9; doc 2 §7, §8): one spawned child actor per
 * store location. Each store gets a client access token for the card tap, waits for the $1.00 test
 * purchase (whose expected decline shows the terminal works), then polls its store location every
 * 5 s through the shared poll-with-retries logic, stopping after 15 errors, until the back office
 * has recorded the test transaction. The parent keeps the tab shown and which stores are done.
 */
import { msg, type Text } from '../../domain/i18n/message';
import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import type {
  ClientAccessTokenResponse,
  StoreLocationStatusResponse,
  StoreLocationSummary,
} from '../../domain/api/status-api';
import { inStoreActorName } from '../inspector/actor-names';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import type { PollWithRetriesOutput } from '../calls/poll-with-retries';

/** Named delays (docs/architecture.md §3); doc 1 §9: "Activation poll every 5 s, stops at 15 errors". */
export const ACTIVATION_DELAYS = { activationPoll: 5000 } as const;
export const ACTIVATION_MAX_ERRORS = 15;

/** doc 2 §8: "'Error fetching card information' appears in the card area." */
export const CARD_INFORMATION_ERROR = msg('status.cardInformationError');

export interface StoreActivationContext extends StoreLocationSummary {
  accessToken: string | null;
  error: Text | null;
}

export type StoreActivationEvent = { type: 'activation.retry' };

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

const hasTransaction = (value: unknown) =>
  (value as StoreLocationStatusResponse | undefined)?.hasSelfServeTransaction === true;

/** One store location's activation. */
export const storeActivationMachine = setup({
  types: {
    input: {} as StoreLocationSummary,
    context: {} as StoreActivationContext,
    events: {} as StoreActivationEvent,
  },
  actors: {
    /** GET /api/instore/client-access-token?store_location_id={id}. */
    clientAccessToken: fromPromise<ClientAccessTokenResponse, string>(notProvided),
    /** pollWithRetriesMachine whose `poll` is GET /api/instore/store-location/{id}. */
    pollStoreLocation: pollWithRetriesMachine,
  },
  actions: {
    /** Tells whoever runs the store (the parent below) that its test tap is recorded. */
    reportActivated: () => {},
  },
  guards: {
    transactionRecorded: (_, output: PollWithRetriesOutput) => output.outcome === 'complete',
  },
  delays: ACTIVATION_DELAYS,
}).createMachine({
  id: 'storeActivation',
  context: ({ input }) => ({ ...input, accessToken: null, error: null }),
  initial: 'gettingToken',
  states: {
    gettingToken: {
      invoke: {
        id: 'clientAccessToken',
        src: 'clientAccessToken',
        input: ({ context }) => context.id,
        onDone: {
          target: 'awaitingTap',
          actions: assign({ accessToken: ({ event }) => event.output.accessToken, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: CARD_INFORMATION_ERROR }) },
      },
    },
    // The instructions show; the first check comes one poll interval after the token.
    awaitingTap: {
      after: { activationPoll: 'checking' },
    },
    checking: {
      invoke: {
        id: 'storePoll',
        src: 'pollStoreLocation',
        input: ({ context }) => ({
          intervalMs: ACTIVATION_DELAYS.activationPoll,
          maxErrors: ACTIVATION_MAX_ERRORS,
          pollInput: context.id,
          isComplete: hasTransaction,
        }),
        onDone: [
          {
            guard: { type: 'transactionRecorded', params: ({ event }) => event.output },
            target: 'activated',
          },
          // doc 2 §8: polling stops after 15 errors.
          { target: 'failed', actions: assign({ error: CARD_INFORMATION_ERROR }) },
        ],
      },
    },
    activated: {
      entry: 'reportActivated',
    },
    failed: {
      on: { 'activation.retry': { target: 'gettingToken', actions: assign({ error: null }) } },
    },
  },
});

/** The store machine as the parent runs it: it reports its activation to the parent. */
export const reportingStoreActivationMachine = storeActivationMachine.provide({
  actions: {
    reportActivated: sendParent(({ context }) => ({
      type: 'store.activated' as const,
      storeLocationId: context.id,
    })),
  },
});

/** The id of the child actor of a store location. */
/** The child's id and systemId: the same readable name in both inspectors. */
export const storeActorId = inStoreActorName;

export interface InStoreActivationContext {
  stores: StoreLocationSummary[];
  /** The store whose tab shows. */
  selected: string | null;
  /** Stores whose test tap is recorded. */
  activated: string[];
}

export type InStoreActivationEvent =
  | { type: 'store.select'; storeLocationId: string }
  | { type: 'store.continue' }
  | { type: 'store.activated'; storeLocationId: string };

/** The first store after the shown one (wrapping around) that still waits for its test tap. */
function nextOpenStore(context: InStoreActivationContext): string | null {
  const ids = context.stores.map((store) => store.id);
  const from = Math.max(0, ids.indexOf(context.selected ?? ''));
  const order = [...ids.slice(from + 1), ...ids.slice(0, from + 1)];
  return order.find((id) => !context.activated.includes(id)) ?? context.selected;
}

/** Every store of the merchant, one tab and one child actor each. */
export const inStoreActivationMachine = setup({
  types: {
    input: {} as { stores: StoreLocationSummary[] },
    context: {} as InStoreActivationContext,
    events: {} as InStoreActivationEvent,
  },
  actors: { storeActivation: reportingStoreActivationMachine },
  guards: {
    everyStoreActivated: ({ context }) =>
      context.stores.length > 0 &&
      context.stores.every((store) => context.activated.includes(store.id)),
    isKnownStore: ({ context }, params: { storeLocationId: string }) =>
      context.stores.some((store) => store.id === params.storeLocationId),
  },
}).createMachine({
  id: 'inStoreActivation',
  context: ({ input }) => ({
    stores: input.stores,
    selected: input.stores[0]?.id ?? null,
    activated: [],
  }),
  entry: enqueueActions(({ context, enqueue }) => {
    for (const store of context.stores) {
      enqueue.spawnChild('storeActivation', {
        id: storeActorId(store.id),
        systemId: storeActorId(store.id),
        input: store,
      });
    }
  }),
  initial: 'activating',
  on: {
    'store.select': {
      guard: {
        type: 'isKnownStore',
        params: ({ event }) => ({ storeLocationId: event.storeLocationId }),
      },
      actions: assign({ selected: ({ event }) => event.storeLocationId }),
    },
    // doc 1 §2: "'Store successfully activated!' with a 'Continue to next store' button".
    'store.continue': { actions: assign({ selected: ({ context }) => nextOpenStore(context) }) },
  },
  states: {
    activating: {
      always: { guard: 'everyStoreActivated', target: 'allActivated' },
      on: {
        'store.activated': {
          guard: {
            type: 'isKnownStore',
            params: ({ event }) => ({ storeLocationId: event.storeLocationId }),
          },
          actions: assign({
            activated: ({ context, event }) =>
              context.activated.includes(event.storeLocationId)
                ? context.activated
                : [...context.activated, event.storeLocationId],
          }),
        },
      },
    },
    allActivated: {},
  },
});
