/**
 * What the machines read from their invoked calls: a call's output, a
 * failure's message, and the stand-in every call has until the app provides the real one.
 */

import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import { GENERIC_ERROR_MESSAGE, plainFailureMessage } from '../../domain/errors/plain-failure';
import type { Text } from '../../domain/i18n/message';

export { GENERIC_ERROR_MESSAGE };

/** The answer an invoked call's done event carries (its output), or an empty answer. */
export function answerOf<T extends object>(event: object): Partial<T> {
  return ('output' in event ? (event.output as Partial<T> | undefined) : undefined) ?? {};
}

/** The answer of a merchant save call (its validation errors, completed state, user state). */
export const saveAnswerOf = (event: object) => answerOf<MerchantSaveResponse>(event);

/** The plain message of a failed call (a refusal's own words, else the portal's copy). */
export function errorMessageOf(error: unknown): Text {
  return plainFailureMessage(error, GENERIC_ERROR_MESSAGE);
}

/** A call the app provides with `machine.provide`; until then it fails and says so. */
export const providedByApp = (name: string) => () =>
  Promise.reject(new Error(`The ${name} call is provided by the app.`));
