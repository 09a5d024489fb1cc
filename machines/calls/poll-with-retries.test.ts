import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise } from 'xstate';
import { pollWithRetriesMachine } from './poll-with-retries';
import type { PollWithRetriesInput } from './poll-with-retries';

/** A back office that answers each call from a script: a value, or an Error to fail the call. */
function scriptedBackOffice(answers: unknown[]) {
  const calls: unknown[] = [];
  const poll = fromPromise<unknown, unknown>(async ({ input }) => {
    calls.push(input);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { calls, poll };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: PollWithRetriesInput, answers: unknown[]) {
  const backOffice = scriptedBackOffice(answers);
  const clock = new SimulatedClock();
  const reported: number[] = [];
  const actor = createActor(
    pollWithRetriesMachine.provide({
      actors: { poll: backOffice.poll },
      actions: { reportError: (_, params) => void reported.push(params.errors) },
    }),
    { input, clock },
  );
  actor.start();
  return { actor, clock, calls: backOffice.calls, reported, done: toPromise(actor) };
}

const isReady = (value: unknown) => value === 'READY';

describe('poll with retries', () => {
  it('stops as soon as the stop condition holds, passing the poll input to every call', async () => {
    const run = start({ intervalMs: 3000, pollInput: { id: 7 }, isComplete: isReady }, [
      'PENDING',
      'PENDING',
      'READY',
    ]);
    await settle();
    expect(run.calls).toHaveLength(1);
    run.clock.increment(2999);
    await settle();
    expect(run.calls).toHaveLength(1);
    run.clock.increment(1);
    await settle();
    expect(run.calls).toHaveLength(2);
    run.clock.increment(3000);
    await expect(run.done).resolves.toMatchObject({
      outcome: 'complete',
      value: 'READY',
      attempts: 3,
    });
    expect(run.calls).toEqual([{ id: 7 }, { id: 7 }, { id: 7 }]);
  });

  it('gives up after maxAttempts calls with the last answer (doc 1 §4: 3 s, at most 3 retries)', async () => {
    const run = start({ intervalMs: 3000, maxAttempts: 4, isComplete: isReady }, ['IN_PROGRESS']);
    for (let i = 0; i < 5; i += 1) {
      await settle();
      run.clock.increment(3000);
    }
    await expect(run.done).resolves.toMatchObject({
      outcome: 'exhausted',
      value: 'IN_PROGRESS',
      attempts: 4,
      errors: 0,
    });
    expect(run.calls).toHaveLength(4);
  });

  it('keeps polling through failures and stops at maxErrors, reporting each (doc 1 §9: 15 errors)', async () => {
    const failure = new Error('Service unavailable');
    const run = start({ intervalMs: 5000, maxErrors: 15, isComplete: isReady }, [failure]);
    for (let i = 0; i < 20; i += 1) {
      await settle();
      run.clock.increment(5000);
    }
    const output = await run.done;
    expect(output).toMatchObject({
      outcome: 'failed',
      errors: 15,
      attempts: 15,
      lastError: failure,
    });
    expect(run.reported).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('a failure between answers does not end polling when errors are tolerated', async () => {
    const run = start({ intervalMs: 1000, maxErrors: 3, isComplete: isReady }, [
      'PENDING',
      new Error('timeout'),
      'READY',
    ]);
    for (let i = 0; i < 3; i += 1) {
      await settle();
      run.clock.increment(1000);
    }
    await expect(run.done).resolves.toMatchObject({ outcome: 'complete', errors: 1, attempts: 3 });
  });

  it('without limits it polls until complete', async () => {
    const answers = [...Array.from({ length: 30 }, () => 'WAIT'), 'READY'];
    const run = start({ intervalMs: 5000, isComplete: isReady }, answers);
    for (let i = 0; i < 31; i += 1) {
      await settle();
      run.clock.increment(5000);
    }
    await expect(run.done).resolves.toMatchObject({ outcome: 'complete', attempts: 31 });
  });

  it('stopping the actor stops the calls', async () => {
    const run = start({ intervalMs: 1000, isComplete: isReady }, ['WAIT']);
    await settle();
    run.actor.stop();
    run.clock.increment(10_000);
    await settle();
    expect(run.calls).toHaveLength(1);
  });
});
