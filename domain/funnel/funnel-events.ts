/**
 * The closed catalogue of analytics events (docs/decisions/0255): every event the portal stores,
 * with the only properties it may carry, each an enumeration. Free text, e-mails, names and phone
 * numbers have no place here, so an event can be kept and forwarded without personal data.
 * Browser events are those doc 1 names (lead pages completed once each, lead created, store
 * submitted, the sign-up experiments, bank and customer support successes and failures, the
 * account's eligibility); milestones are recorded by the server where they happen.
 */
import { LEAD_PAGES } from '../lead/lead-page-order';
import { LOGIN_VARIANTS, SIGN_UP_VARIANTS } from '../experiments/login-experiment';
import { USER_STATES } from '../session/user-state';
import type { FunnelStep } from './funnel-steps';

/** The allowed values of each property an event may carry. */
export type PropertyRules = Readonly<Record<string, readonly string[]>>;

const BANK = { label: ['PRIMARY', 'SECONDARY'], source: ['MANUAL', 'PLAID'] } as const;
const FAILURE_REASONS = ['validation', 'unexpected', 'error'] as const;

/** Events the browser sends to the intake, with the properties each may carry. */
export const BROWSER_EVENTS = {
  lead_page_completed: { page: LEAD_PAGES },
  lead_created: { userState: USER_STATES },
  experiment_viewed: {
    experiment: ['login', 'sign_up'],
    variant: [...LOGIN_VARIANTS, ...SIGN_UP_VARIANTS],
  },
  business_details_saved: {},
  store_submitted: {},
  bank_info_saved: BANK,
  bank_info_failed: { ...BANK, reason: FAILURE_REASONS },
  customer_service_info_saved: {},
  customer_service_info_failed: { reason: FAILURE_REASONS },
  user_eligible: {},
  user_ineligible: {},
} as const satisfies Readonly<Record<string, PropertyRules>>;
export type BrowserEventName = keyof typeof BROWSER_EVENTS;

/**
 * Browser events counted once per merchant whatever the reloads and tabs: doc 1 §2 "Page-completion
 * events are tracked once per page", so the page is part of the event's identity.
 */
export const ONCE_PER_MERCHANT: Readonly<Partial<Record<BrowserEventName, readonly string[]>>> = {
  lead_page_completed: ['page'],
  lead_created: [],
  store_submitted: [],
  user_eligible: [],
  user_ineligible: [],
};

/** Milestones the server records, each reaching its funnel step. */
export const MILESTONE_EVENTS = {
  signed_in: { step: 'signed_in', properties: {} },
  lead_saved: {
    step: 'lead_created',
    properties: { linkSource: ['ONBOARDING_LINK_CLICK', 'VERIFY_EMAIL_LINK_CLICK'] },
  },
  business_details_completed: { step: 'business_details_sent', properties: {} },
  bank_completed: { step: 'bank_done', properties: {} },
  customer_support_completed: { step: 'customer_support_done', properties: {} },
  compliance_approved: { step: 'approved', properties: {} },
  account_activated: { step: 'active', properties: {} },
} as const satisfies Readonly<Record<string, { step: FunnelStep; properties: PropertyRules }>>;
export type MilestoneName = keyof typeof MILESTONE_EVENTS;

/**
 * Other events the server records: the mailed sign-in link used (doc 1 §4 "vel a verify-e-mail
 * link click"; the onboarding link's "obl" arrives with the sign-up as lead_saved's linkSource).
 */
export const SERVER_EVENTS = {
  sign_in_link_clicked: { linkSource: ['VERIFY_EMAIL_LINK_CLICK'] },
} as const satisfies Readonly<Record<string, PropertyRules>>;
export type ServerEventName = keyof typeof SERVER_EVENTS;

/** Properties as stored: names from the catalogue, values from their enumerations. */
export type EventProperties = Readonly<Record<string, string>>;

/** Why a browser event is refused, in words a developer reading the 400 understands. */
export function browserEventProblem(name: string, properties: unknown): string | undefined {
  if (!Object.hasOwn(BROWSER_EVENTS, name)) return `Unknown analytics event "${name}".`;
  const rules: PropertyRules = BROWSER_EVENTS[name as BrowserEventName];
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
    return `The properties of "${name}" must be an object.`;
  }
  for (const [key, value] of Object.entries(properties)) {
    const allowed = Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (!allowed) return `"${name}" takes no property "${key}".`;
    if (typeof value !== 'string' || !allowed.includes(value)) {
      return `"${key}" of "${name}" must be one of: ${allowed.join(', ')}.`;
    }
  }
  return undefined;
}

/**
 * The browser's event reduced to what the catalogue allows, or undefined when the event is not
 * in it: the app hands every tracked event here, so the tag-manager queue may hold more than the
 * intake ever receives.
 */
export function catalogueEventOf(
  name: string,
  properties: Readonly<Record<string, unknown>>,
): { name: BrowserEventName; properties: EventProperties } | undefined {
  if (!Object.hasOwn(BROWSER_EVENTS, name)) return undefined;
  return {
    name: name as BrowserEventName,
    properties: keptProperties(BROWSER_EVENTS[name as BrowserEventName], properties),
  };
}

/** Only the properties `rules` name, with one of their allowed values. */
export function keptProperties(
  rules: PropertyRules,
  properties: Readonly<Record<string, unknown>>,
): EventProperties {
  const kept = Object.entries(properties).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && (rules[entry[0]] ?? []).includes(entry[1]),
  );
  return Object.fromEntries(kept);
}

/** The identity of an event counted once per merchant, or undefined for an event kept each time. */
export function oncePerMerchantKey(name: string, properties: EventProperties): string | undefined {
  const keys = ONCE_PER_MERCHANT[name as BrowserEventName];
  if (!keys) return undefined;
  return [name, ...keys.map((key) => properties[key] ?? '')].join(':');
}
