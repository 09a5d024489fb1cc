/**
 * What the browser keeps about the session: a random id per tab (sent as x-session-id) and the
 * signed-in e-mail. The session itself lives on the server behind an HttpOnly cookie.
 */

import { LEAD_DRAFT_KEY_PREFIX } from '../app/storage-keys';
import { removeItemsStartingWith } from '../app/storage-soon';

const SESSION_ID_KEY = 'merchantPortal.sessionId';
/** localStorage key of the signed-in e-mail. */
export const STORED_EMAIL_KEY = 'merchantPortal.email';

/** The random id of this tab's session, created on first use and kept in sessionStorage. */
export function tabSessionId(): string {
  let id = sessionStorage.getItem(SESSION_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_ID_KEY, id);
  }
  return id;
}

/** Remembers the signed-in e-mail for this browser. */
export function rememberEmail(email: string | null): void {
  if (email) localStorage.setItem(STORED_EMAIL_KEY, email);
}

/**
 * Clears what the browser kept about the session (doc 2 §8: on 401 and on logout), and any lead
 * form kept before sign-up, so the next person on this browser does not see it.
 */
export function forgetSession(): void {
  localStorage.removeItem(STORED_EMAIL_KEY);
  removeItemsStartingWith(LEAD_DRAFT_KEY_PREFIX);
}
