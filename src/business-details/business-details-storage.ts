/**
 * The business forms kept in this browser between visits (doc 1 §4 "Locally saved form"), one
 * draft per signed-in e-mail. Sensitive values never reach storage (domain/business-details).
 */
import type { LocalDraft } from '../../domain/business-details/merchant-draft';
import { getItemNow, removeItemNow, setItemSoon } from '../app/storage-soon';

const draftKey = (email: string) => `merchantPortal.onboardingDraft.${email.toLowerCase()}`;

/** The draft kept for `email`, if any. */
export function loadLocalDraft(email: string): LocalDraft | undefined {
  if (!email) return undefined;
  try {
    const raw = getItemNow(draftKey(email));
    return raw ? (JSON.parse(raw) as LocalDraft) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `draft` for `email`, once the typing rests (app/storage-soon). */
export function keepLocalDraft(email: string, draft: LocalDraft): void {
  if (email) setItemSoon(draftKey(email), () => JSON.stringify(draft));
}

/**
 * Drops the draft kept for `email`: every save sends all the business sections, so once one is
 * saved the server holds what was typed and an older browser copy must not override it later.
 */
export function clearLocalDraft(email: string): void {
  if (email) removeItemNow(draftKey(email));
}
