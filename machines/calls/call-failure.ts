import { plainFailureMessage } from '../../domain/errors/plain-failure';
import type { Text } from '../../domain/i18n/message';
import { SOMETHING_WENT_WRONG } from '../session/session-answers';

/** The message of a failed call: Plaid's error field, else the server's error, else its own. */
export function failureMessage(error: unknown): Text {
  const body = (error as { body?: { error?: unknown } } | null)?.body;
  const plaidError = (body?.error as { plaidError?: unknown } | undefined)?.plaidError;
  if (typeof plaidError === 'string' && plaidError) return plaidError;
  const status = (error as { status?: unknown } | null)?.status;
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  // The server said its refusal in the merchant's language already.
  if (refused && typeof body?.error === 'string' && body.error) return body.error;
  return plainFailureMessage(error, SOMETHING_WENT_WRONG);
}
