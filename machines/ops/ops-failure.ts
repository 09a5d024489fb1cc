/**
 * What the console's machines read from a refused call: its message, and whether it says the
 * console session ended (a 401 from an /api/ops route is always the console's own session).
 */

/** The message to show for a failed call. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong';
}

/** True when the call was refused because the console session ended. */
export function sessionEnded(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 401
  );
}

/** A call the console provides with `machine.provide`; until then it fails and says so. */
export const providedByConsole = (name: string) => () =>
  Promise.reject(new Error(`The ${name} call is provided by the console.`));

/** A notice above a console screen: what just happened, or why it did not. */
export interface Notice {
  kind: 'success' | 'error';
  message: string;
}
