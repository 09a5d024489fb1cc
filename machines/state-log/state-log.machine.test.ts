/**
 * The debug state log (doc 1 §9, doc 2 §7): diffs go out in batches, and after more than 10
 * failed sends the log stops for good.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { STATE_LOG_FLUSH_MS, type StateDiff } from '../../domain/api/state-log-api';
import { stateDiffOf } from './state-diff';
import { stateLogMachine } from './state-log.machine';

const diff = (n: number): StateDiff => ({ at: n, actor: 'session', value: 'x', changes: { n } });

function start(fail: boolean) {
  const sent: StateDiff[][] = [];
  const actor = createActor(
    stateLogMachine.provide({
      actors: {
        sendDiffs: fromPromise(async ({ input }) => {
          sent.push(input.diffs);
          if (fail) throw new Error('Request failed: 500');
          return { ok: true };
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

/** One diff, then the flush delay and the send's answer. */
async function cycle(actor: ReturnType<typeof start>['actor'], n: number) {
  actor.send({ type: 'log.diff', diff: diff(n) });
  await vi.advanceTimersByTimeAsync(STATE_LOG_FLUSH_MS);
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('state log machine', () => {
  it('sends the diffs of a flush period together, after the flush delay', async () => {
    const { actor, sent } = start(false);
    actor.send({ type: 'log.diff', diff: diff(1) });
    actor.send({ type: 'log.diff', diff: diff(2) });
    await vi.advanceTimersByTimeAsync(STATE_LOG_FLUSH_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[diff(1), diff(2)]]);
    await cycle(actor, 3);
    expect(sent).toEqual([[diff(1), diff(2)], [diff(3)]]);
  });

  it('keeps sending through 10 failures and stops after the 11th (more than 10)', async () => {
    const { actor, sent } = start(true);
    for (let n = 1; n <= 10; n += 1) await cycle(actor, n);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.failures).toBe(10);
    await cycle(actor, 11);
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent).toHaveLength(11);
    await cycle(actor, 12);
    expect(sent).toHaveLength(11);
  });
});

describe('stateDiffOf', () => {
  it('sends the changed context fields only, sanitised', () => {
    const first = stateDiffOf(
      'lead',
      { value: 'editing', context: { email: 'ana@shop.example', ssn: '123456789', page: 1 } },
      undefined,
      1,
    );
    expect(first.diff?.changes).toEqual({
      email: expect.not.stringContaining('ana@shop.example') as unknown,
      ssn: '[redacted]',
      page: 1,
    });
    const second = stateDiffOf(
      'lead',
      { value: 'editing', context: { email: 'ana@shop.example', ssn: '123456789', page: 2 } },
      first.kept,
      2,
    );
    expect(second.diff).toEqual({ at: 2, actor: 'lead', value: 'editing', changes: { page: 2 } });
    const same = stateDiffOf(
      'lead',
      { value: 'editing', context: { email: 'ana@shop.example', ssn: '123456789', page: 2 } },
      second.kept,
      3,
    );
    expect(same.diff).toBeUndefined();
  });
});
