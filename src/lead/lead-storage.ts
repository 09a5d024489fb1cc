/**
 * What the browser keeps for the lead form: last-touch attribution (doc 1 §3 "Lead tracking"),
 * the sign-up experiment group read on arrival, that a lead was submitted (doc 1 §4), and the
 * answers typed so far until sign-up (domain/lead/lead-draft).
 */
import { lastTouch, trackingOfVisit, type LeadTracking } from '../../domain/lead/lead-tracking';
import type { LinkSource, SignUpExperimentGroup } from '../../domain/journey/url-params';
import { readLeadDraft, type LeadDraft } from '../../domain/lead/lead-draft';
import {
  DEVICE_ID_KEY,
  EXPERIMENT_KEY,
  LEAD_DRAFT_KEY_PREFIX,
  LINK_SOURCE_KEY,
} from '../app/storage-keys';
import { getItemNow, removeItemNow, setItemSoon } from '../app/storage-soon';

const TRACKING_KEY = 'merchantPortal.leadTracking';
const SUBMITTED_KEY = 'merchantPortal.hasSubmittedLead';

function kept(): LeadTracking | undefined {
  try {
    const raw = localStorage.getItem(TRACKING_KEY);
    return raw ? (JSON.parse(raw) as LeadTracking) : undefined;
  } catch {
    return undefined;
  }
}

/** The attribution of this visit merged into the kept one (last touch), and kept again. */
export function leadTrackingOfVisit(search: string, referrer: string): LeadTracking {
  const tracking = lastTouch(kept(), trackingOfVisit(search, referrer));
  localStorage.setItem(TRACKING_KEY, JSON.stringify(tracking));
  return tracking;
}

/** The sign-up experiment group of this visit, if the link carried one. */
export function signUpExperimentGroup(): SignUpExperimentGroup | undefined {
  const group = sessionStorage.getItem(EXPERIMENT_KEY);
  return group === 'SIGN_UP_CONTROL' || group === 'SIGN_UP_TEST' ? group : undefined;
}

/** The `deviceId` read on arrival (doc 1 §4), if the link carried one. */
export function signUpDeviceId(): string | undefined {
  return sessionStorage.getItem(DEVICE_ID_KEY) ?? undefined;
}

/** The `ol_src` link source read on arrival (doc 1 §4), if the link carried one. */
export function signUpLinkSource(): LinkSource | undefined {
  const source = sessionStorage.getItem(LINK_SOURCE_KEY);
  return source === 'ONBOARDING_LINK_CLICK' || source === 'VERIFY_EMAIL_LINK_CLICK'
    ? source
    : undefined;
}

/** doc 1 §4: on a successful sign-up hasSubmittedLead is stored locally. */
export function rememberLeadSubmitted(): void {
  localStorage.setItem(SUBMITTED_KEY, 'true');
}

const draftKey = (email: string) => `${LEAD_DRAFT_KEY_PREFIX}${email.toLowerCase()}`;

/** The lead form kept for `email`, if any. */
export function loadLeadDraft(email: string, pageCount: number): LeadDraft | undefined {
  if (!email) return undefined;
  try {
    const raw = getItemNow(draftKey(email));
    return raw ? readLeadDraft(JSON.parse(raw), pageCount) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the lead form for `email`, once the typing rests (app/storage-soon). */
export function keepLeadDraft(email: string, draft: LeadDraft): void {
  if (email) setItemSoon(draftKey(email), () => JSON.stringify(draft));
}

/** Drops the lead form kept for `email`: signed up, the server holds the lead. */
export function clearLeadDraft(email: string): void {
  if (email) removeItemNow(draftKey(email));
}
