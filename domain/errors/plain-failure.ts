/**
 * The words a merchant reads when a call fails (WCAG 3.3.1, 3.3.3): what happened in plain
 * language and what to do, never a status code, an exception's text or a "Request failed:"
 * prefix. doc 2 §8 gives 'Oops, something went wrong' and 'Something went wrong'; the copy for a
 * lost connection, a busy server and too many attempts is the portal's own
 * (docs/decisions/0100-accessibility-colours-and-focus.md).
 */
import { GENERIC_ERROR_MESSAGE } from './error-messages';

/** No answer at all: the connection dropped or the call timed out. */
export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach the portal. Check your internet connection and try again.";
/** 502, 503, 504: the server is there but cannot answer now. */
export const UNAVAILABLE_ERROR_MESSAGE =
  'The portal is briefly unavailable. Nothing you typed is lost; please try again in a moment.';
/** 429 without a message of its own (the server's rate limit says the same). */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
/** Any other 5xx (doc 2 §8 'Something went wrong', with what to do next). */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export { GENERIC_ERROR_MESSAGE };

const UNAVAILABLE = new Set([502, 503, 504]);

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** fetch rejects with a TypeError when there is no answer; ky's timeout is a TimeoutError. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

/**
 * The plain message of an answer with this status. `serverMessage` is the server's own `error`
 * text, which is written for merchants and kept for a refusal (4xx); a 5xx never shows it.
 */
export function plainMessageOfStatus(status: number, serverMessage?: string | null): string {
  if (status === 429) return serverMessage || RATE_LIMITED_MESSAGE;
  if (UNAVAILABLE.has(status)) return UNAVAILABLE_ERROR_MESSAGE;
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  return serverMessage || GENERIC_ERROR_MESSAGE;
}

/**
 * The message to show for a failed call. A failure with a status is an answer from the server
 * (the app's HTTP client already put the plain words in its message); one without is read as no
 * answer (a TypeError) or as an unexpected fault whose text is not for merchants.
 */
export function plainFailureMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  const status = statusOf(error);
  if (status === undefined || status === 0) return fallback;
  const message = error instanceof Error ? error.message : undefined;
  return status >= 500 ? plainMessageOfStatus(status) : plainMessageOfStatus(status, message);
}
