/**
 * Generic "poll with retries" actor logic shared by the machines that wait on the back office:
 * compliance status (every 3 s, at most 3 retries, doc 1 §4), account creation, and in-store
 * activation (every 5 s, stops after 15 errors, doc 1 §9). The call itself is the `poll` actor,
 * provided by the app (`pollWithRetriesMachine.provide({ actors: { poll } })`).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface PollWithRetriesInput {
  /** Milliseconds between the end of one call and the start of the next. */
  intervalMs: number;
  /** Calls made at most (the first call included); omit for no limit. */
  maxAttempts?: number;
  /** Failed calls tolerated before giving up; omit for no limit. */
  maxErrors?: number;
  /** Passed to every `poll` call (an id, a query). */
  pollInput?: unknown;
  /** The stop condition: true once the answer is final. */
  isComplete: (value: unknown) => boolean;
}

/** How the polling ended: the stop condition held, the attempts ran out, or too many calls failed. */
export type PollOutcome = 'complete' | 'exhausted' | 'failed';

export interface PollWithRetriesOutput {
  outcome: PollOutcome;
  /** The last successful answer, if any. */
  value: unknown;
  attempts: number;
  errors: number;
  lastError: unknown;
}

interface PollContext extends PollWithRetriesInput {
  outcome: PollOutcome;
  attempts: number;
  errors: number;
  value: unknown;
  lastError: unknown;
}

const noLimit = Number.POSITIVE_INFINITY;

/** Polls until `isComplete(answer)`, or `maxAttempts` calls, or `maxErrors` failures. */
export const pollWithRetriesMachine = setup({
  types: {
    input: {} as PollWithRetriesInput,
    context: {} as PollContext,
    output: {} as PollWithRetriesOutput,
  },
  actors: {
    poll: fromPromise<unknown, unknown>(() =>
      Promise.reject(new Error('The poll call is provided by the app.')),
    ),
  },
  actions: {
    /** Named so a parent can report each failure (doc 2 §8: the first 15 errors are reported). */
    reportError: (_, _params: { error: unknown; errors: number }) => {},
  },
  guards: {
    answerIsComplete: ({ context }) => context.isComplete(context.value),
    attemptsUsedUp: ({ context }) => context.attempts >= (context.maxAttempts ?? noLimit),
    tooManyErrors: ({ context }) => context.errors >= (context.maxErrors ?? noLimit),
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'pollWithRetries',
  context: ({ input }) => ({
    ...input,
    outcome: 'failed' as PollOutcome,
    attempts: 0,
    errors: 0,
    value: undefined,
    lastError: undefined,
  }),
  initial: 'calling',
  states: {
    calling: {
      invoke: {
        id: 'poll',
        src: 'poll',
        input: ({ context }: { context: PollContext }) => context.pollInput,
        onDone: {
          target: 'deciding',
          actions: assign({
            attempts: ({ context }) => context.attempts + 1,
            value: ({ event }) => event.output,
          }),
        },
        onError: {
          target: 'deciding',
          actions: [
            assign({
              attempts: ({ context }) => context.attempts + 1,
              errors: ({ context }) => context.errors + 1,
              lastError: ({ event }) => event.error,
            }),
            {
              type: 'reportError',
              params: ({ context }: { context: PollContext }) => ({
                error: context.lastError,
                errors: context.errors,
              }),
            },
          ],
        },
      },
    },
    deciding: {
      always: [
        { guard: 'answerIsComplete', target: 'complete', actions: assign({ outcome: 'complete' }) },
        { guard: 'tooManyErrors', target: 'failed', actions: assign({ outcome: 'failed' }) },
        { guard: 'attemptsUsedUp', target: 'exhausted', actions: assign({ outcome: 'exhausted' }) },
        { target: 'waiting' },
      ],
    },
    waiting: {
      after: { pollInterval: 'calling' },
    },
    complete: { type: 'final' },
    exhausted: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({
    outcome: context.outcome,
    value: context.value,
    attempts: context.attempts,
    errors: context.errors,
    lastError: context.lastError,
  }),
});
