/**
 * Model-based path tests of the shared polling logic (docs/architecture.md §3, 0050): generated
 * paths replayed on a running actor whose poll waits for the test's answer and whose interval
 * runs on a simulated clock, one model per kind of limit. Together they cover the whole machine,
 * its eventless decisions included; calls are spaced by the interval, never exceed the attempts,
 * and every failure is reported with its count.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  done,
  elapsed,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { pollWithRetriesMachine, type PollWithRetriesInput } from './poll-with-retries';
import { STATUS_POLL } from '../testing/spec-tables';

type PollContext = PollWithRetriesInput & { attempts: number; errors: number; outcome: string };

const EVENTS = [
  done('poll', 'PENDING'),
  done('poll', 'READY'),
  failed('poll', new TypeError('Failed to fetch')),
  elapsed('pollInterval', 'pollWithRetries', 'waiting'),
] as EventObject[];

const oracles: Oracle<PollContext>[] = [
  {
    source: 'doc 1 §4 Status polling',
    name: 'calls are spaced by the interval and never exceed the attempts allowed',
    check: ({ snapshot, calls }) => {
      const polls = calls.filter((c) => c.id === 'poll');
      if (polls.length === 0) return undefined;
      const { intervalMs, maxAttempts, pollInput } = snapshot.context;
      if (maxAttempts !== undefined && polls.length > maxAttempts) return `${polls.length} calls`;
      if (polls.some((c) => c.input !== pollInput)) return 'a call without the poll input';
      const gaps = polls.slice(1).map((c, i) => c.at - polls[i]!.at);
      return gaps.every((gap) => gap === intervalMs) ? null : `gaps ${gaps.join(', ')}`;
    },
  },
  {
    source: 'doc 2 §8 Error reporting',
    name: 'every failed call is reported, with the count so far',
    check: ({ events, actionCalls }) => {
      const failures = events.filter((e) => e.type === 'xstate.error.actor.poll').length;
      if (failures === 0) return undefined;
      const counts = actionCalls
        .filter((c) => c.type === 'reportError')
        .map((c) => (c.params as { errors: number }).errors);
      const expected = Array.from({ length: failures }, (_, i) => i + 1);
      return JSON.stringify(counts) === JSON.stringify(expected) ? null : `reported ${counts}`;
    },
  },
];

const model = (input: PollWithRetriesInput): PathModel<PollContext> => ({
  machine: pollWithRetriesMachine,
  input,
  events: EVENTS,
  callIds: ['poll'],
  delays: { pollInterval: input.intervalMs },
  recordedActions: ['reportError'],
  comparable: ({ attempts, errors, outcome }) => ({ attempts, errors, outcome }),
  oracles,
});

const isReady = (value: unknown) => value === 'READY';

describe('poll with retries: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('poll with retries', [
      // The compliance status: every 3 s, at most 3 retries (doc 1 §4).
      model({
        intervalMs: STATUS_POLL.everyMs,
        maxAttempts: STATUS_POLL.maxRetries + 1,
        pollInput: 'status',
        isComplete: isReady,
      }),
      // A poll that stops on errors (the in-store activation's kind, doc 1 §9); its attempts are
      // bounded here only to keep the generated graph finite.
      model({
        intervalMs: 5_000,
        maxErrors: 2,
        maxAttempts: 4,
        pollInput: 'store',
        isComplete: isReady,
      }),
    ]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
