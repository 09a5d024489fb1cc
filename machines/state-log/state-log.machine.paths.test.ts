/**
 * Model-based path tests of the debug state log (doc 1 §9, doc 2 §7 POST /api/redux-log/{email}):
 * generated paths replayed on a running actor whose send waits for the test's answer. Diffs go in
 * batches after the flush delay, a failed batch is not sent again, and after more than 10 failed
 * sends the log stops for good.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { STATE_LOG_MAX_FAILURES, type StateDiff } from '../../domain/api/state-log-api';
import { STATE_LOG_DELAYS, stateLogMachine, type StateLogContext } from './state-log.machine';
import {
  after,
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
} from '../testing/path-coverage';

const diff: StateDiff = { at: 1, actor: 'session', value: 'ready', changes: { email: 'a' } };

const EVENTS = [
  { type: 'log.diff', diff },
  after('flush', 'stateLog.waiting'),
  done('sendDiffs', {}),
  failed('sendDiffs', new TypeError('Failed to fetch')),
] as EventObject[];

const oracles: Oracle<StateLogContext>[] = [
  {
    source: 'doc 1 §9 Debug state logging',
    name: 'the log stops only after more than 10 failed sends, and then keeps nothing',
    check: ({ snapshot }) => {
      const { failures, pending } = snapshot.context;
      if (snapshot.matches('stopped')) {
        return failures > STATE_LOG_MAX_FAILURES && pending.length === 0
          ? null
          : `stopped after ${failures} failures with ${pending.length} pending`;
      }
      return failures <= STATE_LOG_MAX_FAILURES ? null : `still running after ${failures} failures`;
    },
  },
  {
    source: 'doc 2 §7 POST /api/redux-log/{email}',
    name: 'each send carries the diffs collected before it, never an empty batch',
    check: ({ calls }) => {
      const empty = calls.find((c) => (c.input as { diffs: StateDiff[] }).diffs.length === 0);
      return empty ? 'an empty batch was sent' : calls.length > 0 ? null : undefined;
    },
  },
];

describe('state log machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('state log', [
      {
        machine: stateLogMachine,
        events: EVENTS,
        callIds: ['sendDiffs'],
        delays: STATE_LOG_DELAYS,
        // How many diffs wait does not change what the machine may do next; whether any wait does.
        graphKey: ({ failures, pending, sending }) => ({
          failures,
          pending: pending.length > 0,
          sending: sending.length > 0,
        }),
        oracles,
      },
    ]);
    expect(result.record.paths.length).toBeGreaterThan(2);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
