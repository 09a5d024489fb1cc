/**
 * The debug state log (doc 1 §9, doc 2 §7 POST /api/redux-log/{email}): diffs collect while the
 * flag is on and go to the server in batches; after more than 10 failed sends the log stops for
 * good (doc 1 §9). The send is an invoked actor the app provides.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  STATE_LOG_FLUSH_MS,
  STATE_LOG_MAX_BATCH,
  STATE_LOG_MAX_FAILURES,
  type StateDiff,
} from '../../domain/api/state-log-api';
import { providedByApp } from '../calls/call-answers';

export interface StateLogContext {
  pending: StateDiff[];
  sending: StateDiff[];
  failures: number;
}

export type StateLogEvent = { type: 'log.diff'; diff: StateDiff };

export const STATE_LOG_DELAYS = { flush: STATE_LOG_FLUSH_MS } as const;

export const stateLogMachine = setup({
  types: { context: {} as StateLogContext, events: {} as StateLogEvent },
  actors: {
    sendDiffs: fromPromise<unknown, { diffs: StateDiff[] }>(providedByApp('redux-log')),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    tooManyFailures: ({ context }) => context.failures + 1 > STATE_LOG_MAX_FAILURES,
  },
  actions: {
    collect: assign({
      pending: ({ context, event }) => [...context.pending, event.diff].slice(-STATE_LOG_MAX_BATCH),
    }),
  },
  delays: STATE_LOG_DELAYS,
}).createMachine({
  id: 'stateLog',
  context: { pending: [], sending: [], failures: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'log.diff': { target: 'waiting', actions: 'collect' } },
    },
    waiting: {
      on: { 'log.diff': { actions: 'collect' } },
      after: { flush: { target: 'sending' } },
    },
    sending: {
      entry: assign(({ context }) => ({ sending: context.pending, pending: [] })),
      on: { 'log.diff': { actions: 'collect' } },
      invoke: {
        id: 'sendDiffs',
        src: 'sendDiffs',
        input: ({ context }) => ({ diffs: context.sending }),
        onDone: [
          { guard: 'hasPending', target: 'waiting', actions: assign({ sending: [] }) },
          { target: 'idle', actions: assign({ sending: [] }) },
        ],
        onError: [
          {
            guard: 'tooManyFailures',
            target: 'stopped',
            actions: assign({ failures: ({ context }) => context.failures + 1, sending: [] }),
          },
          {
            guard: 'hasPending',
            target: 'waiting',
            // The batch that failed is not sent again; newer diffs still are.
            actions: assign({ failures: ({ context }) => context.failures + 1, sending: [] }),
          },
          {
            // Nothing newer to send: wait for the next diff rather than send an empty batch.
            target: 'idle',
            actions: assign({ failures: ({ context }) => context.failures + 1, sending: [] }),
          },
        ],
      },
    },
    stopped: { type: 'final', entry: assign({ pending: [] }) },
  },
});
