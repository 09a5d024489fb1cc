/**
 * What the forms say while the portal cannot save (the server answers 503 with Retry-After while
 * its database is away, or the server cannot be reached): the typed answers stay on the page and
 * in this browser's draft, and the save is sent again by itself.
 */
import { msg } from '../i18n/message';

/** Shown while a save waits to be sent again. */
export const SAVE_RETRYING_MESSAGE = msg('validation.saveRetrying');

/** HTTP statuses of a server that is there but cannot answer now. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * True for a failed call worth sending again unchanged: an answer 502/503/504, or no answer at
 * all (fetch's network failure is a TypeError).
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && UNAVAILABLE_STATUSES.has(status);
}
