/**
 * What the console's screens show, read from their actors (docs/architecture.md §3): the pick
 * lists of each panel, the product of the chosen country, and whether a Save may be pressed, so
 * the views only bind.
 */
import { agreementProductOf } from '../../domain/agreement/agreement-link';
import { MAX_AGREEMENT_BODY, MAX_AGREEMENT_TITLE } from '../../domain/api/agreement-api';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { OPPORTUNITY_STAGES } from '../../domain/api/status-api';
import { BRANDS } from '../../domain/brands/brands';
import { COUNTRY_CODES, COUNTRY_NAMES } from '../../domain/countries/country-code';
import { CASH_PAY_ONBOARDING_STATUSES } from '../../domain/merchant/merchant-account';
import { INDUSTRY_OPTIONS } from '../../domain/picklists/industries';
import { ONBOARDING_GROUPS } from '../../domain/picklists/onboarding-groups';
import { ONBOARDING_STATUSES } from '../../domain/journey/onboarding-status';
import { MAX_ACCOUNT_CONTACTS } from '../../domain/session/account-contacts';
import {
  CONTACT_ROLES,
  contactRoleOf,
  ROLE_LABELS,
  type ContactRole,
} from '../../domain/session/contact-roles';
import { contactEmailsOfDraft, type ApplicationDrafts } from './application-drafts';
import type { AgreementsContext } from './agreements.machine';
import type { ApplicationContext } from './application.machine';
import { ACCOUNT_MARK_LABELS, DECISION_LABELS } from './change-notices';
import { decisionsOpenTo } from './revision-request-draft';

export interface Option {
  value: string;
  label: string;
}

/** The agreements panel's pick lists and limits (docs/decisions/0080). */
export const AGREEMENT_COUNTRY_OPTIONS: readonly Option[] = COUNTRY_CODES.map((code) => ({
  value: code,
  label: COUNTRY_NAMES[code],
}));
export const AGREEMENT_INDUSTRY_OPTIONS: readonly Option[] = INDUSTRY_OPTIONS.map((option) => ({
  value: option.value,
  label: option.english,
}));
export const AGREEMENT_LIMITS = { title: MAX_AGREEMENT_TITLE, body: MAX_AGREEMENT_BODY };

/** The brand name of the product the chosen country's agreement is for. */
export const agreementProductNameOf = (snapshot: { context: AgreementsContext }): string =>
  BRANDS[agreementProductOf(snapshot.context.country)].name;

/** The applications list's status filter: any status, or one an application can have. */
export const STATUS_FILTER_OPTIONS: readonly Option[] = [
  { value: '', label: 'Any status' },
  ...ONBOARDING_STATUSES.filter((s) => s !== 'NO_RECORD').map((s) => ({ value: s, label: s })),
];

export const OPPORTUNITY_STAGE_OPTIONS: readonly string[] = [...OPPORTUNITY_STAGES];
export const ONBOARDING_GROUP_OPTIONS: readonly string[] = [...ONBOARDING_GROUPS];
export const CASH_PAY_STATUS_OPTIONS: readonly string[] = [...CASH_PAY_ONBOARDING_STATUSES];
/** The journey stop: none, or the block page it shows the merchant. */
export const ACCOUNT_MARK_OPTIONS: readonly Option[] = [
  { value: '', label: 'No stop (the merchant continues)' },
  ...Object.entries(ACCOUNT_MARK_LABELS).map(([value, label]) => ({ value, label })),
];
/** docs/decisions/0073: how many further contacts an application may have. */
export const CONTACTS_LIMIT = MAX_ACCOUNT_CONTACTS;

/** The roles an operator gives a further contact (docs/decisions/0258). */
export const CONTACT_ROLE_OPTIONS: readonly Option[] = CONTACT_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/** Each contact of the draft with the role it will have once saved. */
export const contactRolesOf = (
  drafts: ApplicationDrafts,
): readonly { email: string; role: ContactRole }[] =>
  contactEmailsOfDraft(drafts.contactEmails).map((email) => ({
    email,
    role: contactRoleOf(drafts.administratorEmails.includes(email)),
  }));

/** The decisions the application's status allows now, worded for the console. */
export const decisionOptionsOf = (application: ApplicationDetail): readonly Option[] => [
  { value: '', label: 'Choose a decision' },
  ...decisionsOpenTo(application).map((value) => ({ value, label: DECISION_LABELS[value] })),
];

/** Why fewer decisions are offered than the status allows; null when none are held back. */
export const heldDecisionsNoteOf = (application: ApplicationDetail): string | null =>
  decisionsOpenTo(application).length < application.allowedDecisions.length
    ? 'A request for changes is open: withdraw it before any decision other than Decline, or wait until the merchant sends it for review.'
    : null;

/** The decision chosen, when the application's status allows it now; '' otherwise. */
export function chosenDecisionOf(context: ApplicationContext): string {
  const decision = context.drafts?.decision ?? '';
  return decision && context.application && decisionsOpenTo(context.application).includes(decision)
    ? decision
    : '';
}
