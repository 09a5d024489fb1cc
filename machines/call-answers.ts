/**
 * What the lead and onboarding machines read from their invoked calls: a call's output, a
 * failure's message, and the stand-in every call has until the app provides the real one.
 */

import { GENERIC_ERROR_MESSAGE } from '../domain/errors/error-messages';
import { plainFailureMessage } from '../domain/errors/plain-failure';

export { GENERIC_ERROR_MESSAGE };

/** The output a done event carries, or an empty answer. */
export function outputOf<T extends object>(event: object): Partial<T> {
  return ('output' in event ? (event.output as Partial<T> | undefined) : undefined) ?? {};
}

/** The plain message of a failed call (a refusal's own words, else the portal's copy). */
export function errorMessageOf(error: unknown): string {
  return plainFailureMessage(error, GENERIC_ERROR_MESSAGE);
}

/** A call the app provides with `machine.provide`; until then it fails and says so. */
export const providedByApp = (name: string) => () =>
  Promise.reject(new Error(`The ${name} call is provided by the app.`));
