/**
 * Test support: stands in for the network under the session machine. Each invoked call waits until
 * the test answers it, with the server's JSON or with the error the app's HTTP client would throw
 * (an Error carrying the parsed body, as src/api does).
 */
import { fromPromise } from 'xstate';

interface Pending {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** An Error shaped like the app's HTTP failures: message plus parsed JSON body and status. */
export function httpFailure(status: number, body: unknown, message?: string): Error {
  const text = typeof body === 'object' && body && 'error' in body ? String(body.error) : '';
  return Object.assign(new Error(message ?? `Request failed with status ${status}: ${text}`), {
    status,
    body,
  });
}

/** Calls made by the machine, answered one by one by the test. */
export function scriptedNetwork() {
  const pending = new Map<string, Pending>();
  const calls: Array<{ id: string; input: unknown }> = [];

  const call = fromPromise<unknown, unknown>(({ input, self }) => {
    calls.push({ id: self.id, input });
    return new Promise((resolve, reject) => pending.set(self.id, { input, resolve, reject }));
  });

  function take(id: string): Pending {
    const waiting = pending.get(id);
    if (!waiting) throw new Error(`No ${id} call is waiting for an answer`);
    pending.delete(id);
    return waiting;
  }

  return {
    calls,
    /** Actor implementations for every call of the session machine. */
    actors: {
      fetchUserState: call,
      verifyCaptcha: call,
      checkEmail: call,
      resendSignInLink: call,
      consumeSignInLink: call,
      logout: call,
    },
    answer: (id: string, output: unknown) => take(id).resolve(output),
    fail: (id: string, error: unknown) => take(id).reject(error),
    isWaiting: (id: string) => pending.has(id),
  };
}

/** Lets promise callbacks and the machine's reaction run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
