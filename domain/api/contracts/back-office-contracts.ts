/**
 * The contracts of the back office: the staff console's calls, the back-office webhook, the
 * agreements and the maintenance switch. Bodies are checked for shape; the routes keep their own
 * value rules and messages.
 */
import * as v from 'valibot';
import { AGREEMENT_API } from '../agreement-api';
import { BACK_OFFICE_WEBHOOK_PATH, OPS_API, OPS_MAINTENANCE_PATH } from '../back-office-api';
import { AnyObjectAnswer, objectWith, textFields, type RouteContract } from '../route-contract';

/** OpsMeResponse. */
export const OpsMeAnswer = v.looseObject({ email: v.string() });
/** ApplicationListResponse. */
export const ApplicationListAnswer = v.looseObject({
  items: v.array(v.looseObject({ id: v.string(), email: v.string() })),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
/** ApplicationDetail: what the console reads before anything else. */
export const ApplicationAnswer = v.looseObject({
  id: v.string(),
  email: v.string(),
  onboardingStatus: v.string(),
  allowedDecisions: v.array(v.string()),
});
/** MaintenanceSwitch. */
export const MaintenanceAnswer = v.looseObject({ on: v.boolean() });

const APPLICATION = `${OPS_API.applications}/:id`;
const ID = objectWith(['id']);
const staff = 'staff' as const;

/** One staff change of an application: `:id` and a JSON object. */
const change = (action: string, summary: string, fields: readonly string[]): RouteContract => ({
  method: 'POST',
  path: `${APPLICATION}/${action}`,
  access: staff,
  summary,
  params: ID,
  body: objectWith(fields),
  response: ApplicationAnswer,
});

export const BACK_OFFICE_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'POST',
    path: OPS_API.login,
    access: 'public',
    summary: 'Signs a staff member in.',
    body: objectWith(['email', 'password']),
    response: OpsMeAnswer,
  },
  {
    method: 'POST',
    path: OPS_API.logout,
    access: 'public',
    summary: "Ends the staff member's session.",
    response: AnyObjectAnswer,
  },
  {
    method: 'GET',
    path: OPS_API.me,
    access: staff,
    summary: 'The signed-in staff member.',
    response: OpsMeAnswer,
  },
  {
    method: 'GET',
    path: OPS_API.applications,
    access: staff,
    summary: 'Applications, searched and paged.',
    query: textFields(['q', 'status', 'page', 'pageSize']),
    response: ApplicationListAnswer,
  },
  {
    method: 'GET',
    path: APPLICATION,
    access: staff,
    summary: 'One application with its history.',
    params: ID,
    response: ApplicationAnswer,
  },
  change('compliance', 'Records a compliance decision.', ['decision', 'note']),
  change('opportunity-stage', 'Moves the opportunity stage.', [
    'opportunityStage',
    'opportunityOwnerEmail',
  ]),
  change('onboarding-group', 'Moves the application to an onboarding group.', ['onboardingGroup']),
  change('owner-controls', "Sets the owners' ID requirements.", ['ownerControls']),
  change('cash-pay', 'Changes the cash pay fields.', [
    'cashPayEligible',
    'cashPayOnboardingStatus',
    'cashPayIntegrationComplete',
    'cashPayInvalidFee',
  ]),
  change(
    'contacts',
    'Sets the further contact e-mails of the account and which of them are administrators.',
    ['contactEmails', 'administratorEmails'],
  ),
  change('account-mark', 'Marks the account.', ['accountMark']),
  {
    method: 'POST',
    path: `${APPLICATION}/store-locations/:locationId/test-transaction`,
    access: staff,
    summary: 'Records a test transaction of a store location.',
    params: objectWith(['id', 'locationId']),
    response: ApplicationAnswer,
  },
  {
    method: 'GET',
    path: OPS_MAINTENANCE_PATH,
    access: staff,
    summary: 'The maintenance switch.',
    response: MaintenanceAnswer,
  },
  {
    method: 'POST',
    path: OPS_MAINTENANCE_PATH,
    access: staff,
    summary: 'Turns maintenance mode on or off.',
    body: objectWith(['on']),
    response: MaintenanceAnswer,
  },
  {
    method: 'POST',
    path: BACK_OFFICE_WEBHOOK_PATH,
    access: 'public',
    summary: 'Back-office events, signed with x-portal-signature.',
    response: AnyObjectAnswer,
  },
  {
    method: 'GET',
    path: AGREEMENT_API.agreement,
    access: 'public',
    summary: 'The merchant agreement of a signed link.',
    query: objectWith(['country', 'industry', 'product']),
    response: v.looseObject({ title: v.string(), body: v.string() }),
  },
  {
    method: 'POST',
    path: AGREEMENT_API.generate,
    access: staff,
    summary: 'An agreement text and its signed link.',
    body: objectWith(['country', 'industry', 'product']),
    response: AnyObjectAnswer,
  },
  {
    method: 'POST',
    path: AGREEMENT_API.update,
    access: staff,
    summary: 'Replaces an agreement text.',
    body: objectWith(['country', 'industry', 'product', 'title', 'body']),
    response: AnyObjectAnswer,
  },
];
