/**
 * The business forms kept in this browser between visits (doc 1 §4 "Locally saved form"), one
 * draft per signed-in e-mail. Sensitive values never reach storage (domain/business-details).
 */
import type { LocalDraft } from '../../domain/business-details/merchant-draft';

const draftKey = (email: string) => `merchantPortal.onboardingDraft.${email.toLowerCase()}`;

/** The draft kept for `email`, if any. */
export function loadLocalDraft(email: string): LocalDraft | undefined {
  if (!email) return undefined;
  try {
    const raw = localStorage.getItem(draftKey(email));
    return raw ? (JSON.parse(raw) as LocalDraft) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `draft` for `email`. */
export function keepLocalDraft(email: string, draft: LocalDraft): void {
  if (!email) return;
  try {
    localStorage.setItem(draftKey(email), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the browser copy; the server keeps every save.
  }
}

/**
 * Drops the draft kept for `email`: every save sends all the business sections, so once one is
 * saved the server holds what was typed and an older browser copy must not override it later.
 */
export function clearLocalDraft(email: string): void {
  if (!email) return;
  localStorage.removeItem(draftKey(email));
}
