/**
 * The expected outcomes of documents 1 and 2, written out as tables for the path tests' oracles.
 * Every value here is copied from the documents (section named on each table), never read from a
 * machine or a domain constant, so a model that drifts from the documents fails its paths.
 */

/** doc 1 §2 "Route chosen from user state" (routes under the /app base path). */
export const ROUTE_BY_USER_STATE: Readonly<Record<string, string | null>> = {
  INITIAL: null,
  LOGGED_OUT: null,
  PRE_LEAD: '/lead',
  NEW_CONTACT_FOR_ACCOUNT: '/lead',
  AGENCY: '/agency',
  INVALID_COUNTRY: '/invalid-country',
  SQUARE_ONLY: '/square',
  SQUARE_AND_MOP: '/square',
  SQUARESPACE: '/squarespace',
  MAROPOST: '/maropost',
  THANK_YOU: '/thank-you',
  WAIT_FOR_EMAIL: '/check-email',
  WRONG_ACCOUNT: '/wrong-email',
  MAINTENANCE_MODE: '/maintenance',
};

/**
 * doc 1 §2 "Post-lead step routing by completed forms": the first form not yet done names the
 * step; "Only the store form done: company info … then status". Rows in order.
 */
export const STEP_BY_FIRST_OPEN_FORM: ReadonlyArray<readonly [string, string]> = [
  ['companyInfoForm', '/onboarding/company-information'],
  ['storeDetailsForm', '/onboarding/store-details'],
  ['businessOwnerForm', '/onboarding/beneficial-owners'],
  ['bankForm', '/onboarding/bank-info'],
  ['customerServiceForm', '/onboarding/customer-support'],
];
export const ALL_FORMS_DONE_ROUTE = '/status';

/** The step doc 1 §2 routes a POST_LEAD merchant with these completed forms to. */
export function expectedPostLeadRoute(forms: Readonly<Record<string, boolean>>): string {
  if (!forms.storeForm) return '/onboarding';
  const open = STEP_BY_FIRST_OPEN_FORM.find(([flag]) => !forms[flag]);
  return open ? open[1] : ALL_FORMS_DONE_ROUTE;
}

/** doc 1 §4 "Onboarding status": "When missing: READY_TO_INSTALL for ZDO Merchant and ZDO Pilot V1, otherwise IN_REVIEW". */
export const FALLBACK_STATUS_BY_GROUP: Readonly<Record<string, string>> = {
  'ZDO Merchant': 'READY_TO_INSTALL',
  'ZDO Pilot V1': 'READY_TO_INSTALL',
  'Normal Merchant': 'IN_REVIEW',
};

/** doc 1 §4 "Onboarding status" and §9: refetched every 3 seconds, up to 3 retries. */
export const STATUS_POLL = { everyMs: 3_000, maxRetries: 3 } as const;
/** doc 1 §9: "Activation poll every 5 s, stops at 15 errors." */
export const ACTIVATION_POLL = { everyMs: 5_000, stopAtErrors: 15 } as const;
/** doc 1 §4 "Sign-up and save" and §9: the onboarding link is generated 8 seconds after the company info save. */
export const LINK_GENERATION_DELAY_MS = 8_000;
/** doc 1 §9 "Max 5 owners; list at 2 or more." and doc 1 §2 "With one item there is no list". */
export const OWNERS_MAX = 5;
export const LIST_FROM_ITEMS = 2;
/** doc 1 §4 "Applicability rules": additional owners are not allowed for these. */
export const SINGLE_OWNER_ONLY: ReadonlyArray<readonly [string, string | '*']> = [
  ['AU', '*'],
  ['US', 'Sole Proprietorship'],
  ['CA', 'Sole Proprietorship'],
  ['NZ', 'Sole Trader'],
  ['UK', 'Sole Trader'],
];

/** doc 1 §4 "Cards": Apply is Done unless NO_RECORD or IN_PROGRESS (None). */
export const APPLY_CARD: Readonly<Record<string, string>> = {
  NO_RECORD: 'None',
  IN_PROGRESS: 'None',
  INELIGIBLE: 'Done',
  IN_REVIEW: 'Done',
  REQUIRES_ATTENTION: 'Done',
  READY_TO_INSTALL: 'Done',
  COMPLETE: 'Done',
};

/** doc 1 §4 "Cards": Compliance. */
export const COMPLIANCE_CARD: Readonly<Record<string, string>> = {
  INELIGIBLE: 'Declined',
  IN_REVIEW: 'Reviewing',
  REQUIRES_ATTENTION: 'RequiresAttention',
  READY_TO_INSTALL: 'Done',
  COMPLETE: 'Done',
};

/**
 * doc 1 §4 "Sidebar step by status" for an online-only merchant of the Normal group (the
 * in-store and ZDO rows are in SIDEBAR_IN_REVIEW): status, messaging complete → step and note.
 */
export const SIDEBAR_ONLINE: ReadonlyArray<readonly [string, boolean, string, string | null]> = [
  ['IN_REVIEW', false, 'Compliance', null],
  ['REQUIRES_ATTENTION', false, 'Compliance', 'needsAttention'],
  ['READY_TO_INSTALL', false, 'Integration', null],
  ['COMPLETE', false, 'Messaging', null],
  ['COMPLETE', true, 'Complete', null],
  ['INELIGIBLE', false, 'Compliance', 'declined'],
];

/** doc 1 §4 "Sidebar step by status", IN_REVIEW: "Integration for ZDO groups". */
export const SIDEBAR_IN_REVIEW_ZDO = 'Integration';

/**
 * doc 1 §2 "Status page cards" headings: "incomplete, in review, compliance complete, conditional
 * active …, declined or disabled, needs attention (paused), all done" by status (no account yet,
 * messaging not done).
 */
export const HEADING_BY_STATUS: Readonly<Record<string, string>> = {
  IN_PROGRESS: 'incomplete',
  IN_REVIEW: 'inReview',
  READY_TO_INSTALL: 'complianceComplete',
  REQUIRES_ATTENTION: 'needsAttention',
  INELIGIBLE: 'declined',
};

/** doc 1 §4 "Cash-pay integration": Done when integration complete; READY_TO_INSTALL InProgress; NONE and IN_PROGRESS None. */
export const CASH_PAY_INTEGRATION_CARD = {
  integrationComplete: 'Done',
  byStatus: { NONE: 'None', IN_PROGRESS: 'None', READY_TO_INSTALL: 'InProgress' },
} as const;

/** doc 1 §4 "Cash pay onboarding status": on the profile status card NONE and IN_PROGRESS show None, READY_TO_INSTALL shows Reviewing. */
export const CASH_PAY_PROFILE_STATUS_CARD: Readonly<Record<string, string>> = {
  NONE: 'None',
  IN_PROGRESS: 'None',
  READY_TO_INSTALL: 'Reviewing',
};

/** doc 1 §4 "Customize profile": Done if complete; InProgress if READY_TO_INSTALL and integration complete; else None. */
export const CUSTOMIZE_CASH_PAY_PROFILE_CARD = {
  complete: 'Done',
  readyToInstallAndIntegrated: 'InProgress',
  otherwise: 'None',
} as const;

/** doc 1 §4 "Customize profile": "Submit success or Skip marks it complete" (the calls answering them). */
export const CASH_PROFILE_COMPLETED_BY: readonly string[] = ['updateProfileImage', 'skipProfile'];

/** doc 1 §4 "Cash form submit result": "MAINTENANCE_MODE stops handling". */
export const CASH_FORM_STOPS_ON_USER_STATE = 'MAINTENANCE_MODE';

/** doc 1 §2 "Cash status page (/cash) cards", card 3: Activate is one click when cashPayAgreementAccepted, otherwise the cash form. */
export const CASH_ACTIVATE = { agreementAccepted: 'oneClick', notAccepted: 'cashForm' } as const;

/**
 * The life of a request for changes, written from the issue that asks for it: requested → being
 * fixed → sent → resolved, or overdue past the deadline; withdrawn by the reviewer while open.
 * Rows: [state, what happens, the state after]; what is not listed changes nothing.
 */
export const REVISION_TRANSITIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['requested', 'a flagged item changed', 'beingFixed'],
  ['beingFixed', 'a flagged item changed', 'beingFixed'],
  ['beingFixed', 'sent with every item changed', 'sent'],
  ['requested', 'deadline passed', 'overdue'],
  ['beingFixed', 'deadline passed', 'overdue'],
  ['overdue', 'a flagged item changed', 'overdue'],
  ['overdue', 'sent with every item changed', 'sent'],
  ['requested', 'withdrawn', 'withdrawn'],
  ['beingFixed', 'withdrawn', 'withdrawn'],
  ['overdue', 'withdrawn', 'withdrawn'],
  ['sent', 'decided', 'resolved'],
];
/** The default deadline and the reminder before it, in days. */
export const REVISION_DEADLINE = { defaultDays: 14, reminderDaysBefore: 3 } as const;
