/** What the console's path tests share: refusals as the call layer throws them, and their oracle. */
import type { Oracle } from '../testing/path-coverage';

/** A refused call as src/ops/ops-api.ts throws it: the server's words and the HTTP status. */
export function refusal(message: string, status: number): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/** The refusal of a call whose console session has ended. */
export const SESSION_ENDED = refusal('Sign in to the console again.', 401);
/** Any other refusal. */
export const REFUSED = refusal('That change is not allowed.', 409);

/** docs/decisions/0160: only a 401 ends the console session, and each one ends it once. */
export function sessionEndsOnlyOn401<TContext>(): Oracle<TContext> {
  return {
    source: 'docs/decisions/0160',
    name: 'only a 401 ends the console session, once for each',
    check: ({ events, actionCalls }) => {
      if (!events.some((e) => e.type.startsWith('xstate.error'))) return undefined;
      const ended = events.filter((e) => 'error' in e && e.error === SESSION_ENDED).length;
      const told = actionCalls.filter((c) => c.type === 'sessionExpired').length;
      return told === ended ? null : `${told} times for ${ended} ended sessions`;
    },
  };
}
