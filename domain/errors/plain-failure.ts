/**
 * The words a merchant reads when a call fails (WCAG 3.3.1, 3.3.3): what happened in plain
 * language and what to do, never a status code, an exception's text or a "Request failed:"
 * prefix. doc 2 §8 gives 'Oops, something went wrong' and 'Something went wrong'; the copy for a
 * lost connection, a busy server and too many attempts is the portal's own
 * (docs/decisions/0100-accessibility-colours-and-focus.md). Any page can show them, the login page
 * too, so they are messages of the `common` catalogue.
 */
import { isMessage, msg, type Text } from '../i18n/message';

/** No answer at all: the connection dropped or the call timed out. */
export const NETWORK_ERROR_MESSAGE = msg('common.failure.network');
/** 502, 503, 504: the server is there but cannot answer now. */
export const UNAVAILABLE_ERROR_MESSAGE = msg('common.failure.unavailable');
/** 429 without a message of its own (the server's rate limit says the same). */
export const RATE_LIMITED_MESSAGE = msg('common.failure.rateLimited');
/** Any other 5xx (doc 2 §8 'Something went wrong', with what to do next). */
export const SERVER_ERROR_MESSAGE = msg('common.failure.server');

/** doc 2 §8's generic text, for a failure that says nothing more (a fault of the page itself). */
export const GENERIC_ERROR_MESSAGE = msg('common.failure.oops');

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
 * text, said for merchants in their language and kept for a refusal (4xx); a 5xx never shows it.
 */
export function plainMessageOfStatus(status: number, serverMessage?: Text | null): Text {
  if (status === 429) return serverMessage || RATE_LIMITED_MESSAGE;
  if (UNAVAILABLE.has(status)) return UNAVAILABLE_ERROR_MESSAGE;
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  return serverMessage || GENERIC_ERROR_MESSAGE;
}

/**
 * The plain words a failure carries: the app's HTTP client puts them in `text` (a message or the
 * server's own words), an older failure in its `message`.
 */
function wordsOf(error: unknown): Text | undefined {
  const text = (error as { text?: unknown } | null)?.text;
  if (isMessage(text) || typeof text === 'string') return text;
  return error instanceof Error ? error.message : undefined;
}

/**
 * The message to show for a failed call. A failure with a status is an answer from the server
 * (the app's HTTP client already put the plain words in it); one without is read as no answer (a
 * TypeError) or as an unexpected fault whose text is not for merchants.
 */
export function plainFailureMessage(error: unknown, fallback: Text = GENERIC_ERROR_MESSAGE): Text {
  if (isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  const status = statusOf(error);
  if (status === undefined || status === 0) return fallback;
  return status >= 500
    ? plainMessageOfStatus(status)
    : plainMessageOfStatus(status, wordsOf(error));
}
