/**
 * Test support: the waiting network with the session machine's calls, and errors shaped like the
 * app's HTTP failures (an Error carrying the parsed body, as src/api does).
 */
import { waitingNetwork } from './waiting-network';

export { settle } from './waiting-network';

/** An Error shaped like the app's HTTP failures: message plus parsed JSON body and status. */
export function httpFailure(status: number, body: unknown, message?: string): Error {
  const text = typeof body === 'object' && body && 'error' in body ? String(body.error) : '';
  return Object.assign(new Error(message ?? `Request failed with status ${status}: ${text}`), {
    status,
    body,
  });
}

/** Calls made by the session machine, answered one by one by the test. */
export function scriptedNetwork() {
  const network = waitingNetwork();
  const call = network.call<unknown, unknown>();
  return Object.assign(network, {
    /** Actor implementations for every call of the session machine. */
    actors: {
      fetchUserState: call,
      verifyCaptcha: call,
      checkEmail: call,
      resendSignInLink: call,
      consumeSignInLink: call,
      logout: call,
    },
  });
}
