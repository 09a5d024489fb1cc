/**
 * Test support: stands in for the network under a machine. Each invoked call waits, in order per
 * call id, until the test answers it, and is recorded with the simulated time it was made at.
 */
import { fromPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Lets promise callbacks and the machine's reaction run: a macrotask comes after every microtask
 * the answer queued (setImmediate, not a timer, because paths replay thousands of steps).
 */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Server calls that wait until the test answers them, keyed by the invoked actor's id. */
export function waitingNetwork(clock?: { now(): number }) {
  const pending = new Map<string, Pending[]>();
  type Call = { id: string; input: unknown; at: number };
  const network = {
    /** The calls since the last reset. */
    calls: [] as Call[],
    /** Every call since the network was made. */
    allCalls: [] as Call[],
    clock,
  };
  const call = fromPromise<never, unknown>(
    ({ input, self, signal }) =>
      new Promise((resolve, reject) => {
        const made = { id: self.id, input, at: network.clock?.now() ?? 0 };
        network.calls.push(made);
        network.allCalls.push(made);
        const queue = pending.get(self.id) ?? [];
        const waiting = { resolve: resolve as (value: unknown) => void, reject };
        queue.push(waiting);
        pending.set(self.id, queue);
        // A call whose state was left is cancelled: the next answer goes to a live call.
        signal.addEventListener('abort', () => {
          const left = pending.get(self.id);
          const index = left?.indexOf(waiting) ?? -1;
          if (left && index >= 0) left.splice(index, 1);
        });
      }),
  );
  function take(id: string): Pending {
    const waiting = pending.get(id)?.shift();
    if (!waiting) throw new Error(`No ${id} call is waiting for an answer`);
    return waiting;
  }
  return Object.assign(network, {
    /** The implementation of every call actor, typed as the call it stands for. */
    call: <TOutput, TInput = void>() => call as unknown as PromiseActorLogic<TOutput, TInput>,
    /**
     * Starts over for the next path on a new clock: the machine provided with this network is
     * made once per model, as building a machine costs more than replaying a short path.
     */
    reset: (next: { now(): number }) => {
      pending.clear();
      network.calls = [];
      network.clock = next;
    },
    answer: (id: string, output: unknown) => take(id).resolve(output),
    fail: (id: string, error: unknown) => take(id).reject(error),
    isWaiting: (id: string) => (pending.get(id)?.length ?? 0) > 0,
    settle,
  });
}
export type WaitingNetwork = ReturnType<typeof waitingNetwork>;
