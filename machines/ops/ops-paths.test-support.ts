/** What the console's path tests share: refusals as the call layer throws them. */

/** A refused call as src/ops/ops-api.ts throws it: the server's words and the HTTP status. */
export function refusal(message: string, status: number): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/** The refusal of a call whose console session has ended. */
export const SESSION_ENDED = refusal('Sign in to the console again.', 401);
/** Any other refusal. */
export const REFUSED = refusal('That change is not allowed.', 409);
