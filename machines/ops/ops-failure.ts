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

/** The notice of a refused call. */
export const errorNotice = (error: unknown): Notice => ({
  kind: 'error',
  message: failureMessage(error),
});

/** The error of a refused call, as the params of `sessionEnded` and of the machine's action. */
const errorOfEvent = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The `onError` of a console call: whatever refused it, `show` (one of the machine's own actions,
 * given the error) keeps what to tell the operator, and a refusal because the console session
 * ended first tells the console so (`sessionExpired`). Both go to `target`.
 */
export function whenRefused<const TTarget extends string, const TShow extends string>(
  target: TTarget,
  show: TShow,
) {
  const shown = { type: show, params: errorOfEvent };
  return [
    {
      guard: { type: 'sessionEnded' as const, params: errorOfEvent },
      target,
      actions: ['sessionExpired' as const, shown],
    },
    { target, actions: shown },
  ];
}
