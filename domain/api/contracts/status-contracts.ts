/**
 * The contracts of the status page's calls: status, accounts, in-store, cash pay and help desk
 * (doc 2 §7). Bodies are checked for shape; the routes keep their own value rules and messages.
 */
import * as v from 'valibot';
import { CASH_PAY_API } from '../cash-pay-api';
import { STATUS_EVENTS_PATH } from '../status-events-api';
import { STATUS_API } from '../status-api';
import { AnyObjectAnswer, objectWith, textFields, type RouteContract } from '../route-contract';

/** What the status page relies on (StatusContext). */
export const StatusAnswer = v.looseObject({
  onboardingStatus: v.string(),
  storeLocations: v.optional(v.array(v.looseObject({}))),
});

/** HelpDeskEmailResponse: the words to thank the merchant with. */
export const HelpDeskAnswer = v.looseObject({ message: v.string() });

const merchant = 'merchant' as const;
export const STATUS_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'GET',
    path: STATUS_API.status,
    access: merchant,
    summary: "The status page's context.",
    response: StatusAnswer,
  },
  {
    method: 'GET',
    path: STATUS_API.opportunityStage,
    access: merchant,
    summary: 'The opportunity stage of the merchant.',
    response: v.looseObject({ opportunityStage: v.string() }),
  },
  {
    method: 'POST',
    path: STATUS_API.zdoCreateAccount,
    access: merchant,
    summary: 'Asks for the merchant account to be created.',
    response: AnyObjectAnswer,
  },
  {
    method: 'GET',
    path: STATUS_API.zdoCredentials,
    access: merchant,
    summary: 'The API credentials of the merchant account.',
    response: AnyObjectAnswer,
  },
  {
    method: 'POST',
    path: STATUS_API.zdoUpdateGatewayEnabled,
    access: merchant,
    summary: 'Turns the payment gateway on or off.',
    body: objectWith(['isEnabled']),
    response: AnyObjectAnswer,
  },
  {
    method: 'GET',
    path: STATUS_API.instoreClientAccessToken,
    access: merchant,
    summary: 'A client access token for in-store set-up.',
    query: textFields(['store_location_id']),
    response: AnyObjectAnswer,
  },
  {
    method: 'GET',
    path: `${STATUS_API.instoreStoreLocation}:id`,
    access: merchant,
    summary: 'The in-store status of one store location.',
    params: objectWith(['id']),
    response: AnyObjectAnswer,
  },
  {
    method: 'POST',
    path: STATUS_API.updateUser,
    access: merchant,
    summary: 'Marks status page steps done.',
    body: objectWith([
      'inStoreTrainingComplete',
      'inStoreTrainingButtonClicked',
      'inStoreDirectDebitAuthorized',
      'messagingComplete',
    ]),
    response: AnyObjectAnswer,
  },
  {
    method: 'POST',
    path: STATUS_API.helpDeskEmail,
    access: merchant,
    summary:
      'Sends a help-desk request (multipart: contentBody, email, currentPage, country, storeName, file: the screenshot).',
    bodyType: 'multipart/form-data',
    response: HelpDeskAnswer,
  },
  {
    method: 'GET',
    path: STATUS_API.flags,
    access: 'public',
    summary: 'The feature flags of this server.',
    response: AnyObjectAnswer,
  },
  {
    method: 'GET',
    path: STATUS_EVENTS_PATH,
    access: merchant,
    summary: "A server-sent event stream of the merchant's status changes.",
  },
  {
    method: 'GET',
    path: CASH_PAY_API.checkEligibility,
    access: merchant,
    summary: 'Whether the merchant is offered cash pay.',
    response: v.looseObject({ eligible: v.boolean() }),
  },
  {
    method: 'POST',
    path: CASH_PAY_API.updateInfo,
    access: merchant,
    summary: 'Saves the cash pay form.',
    body: objectWith(['data', 'cashPayAgreementAccepted']),
    response: AnyObjectAnswer,
  },
  {
    method: 'POST',
    path: CASH_PAY_API.activate,
    access: merchant,
    summary: 'Activates cash pay in one click.',
    response: AnyObjectAnswer,
  },
  {
    method: 'POST',
    path: CASH_PAY_API.updateProfileImageUrl,
    access: merchant,
    summary: 'Saves the cash pay logo, or skips it.',
    body: objectWith(['cashPayLogoUrl', 'skip']),
    response: v.looseObject({ success: v.boolean() }),
  },
  {
    method: 'POST',
    path: CASH_PAY_API.updateChannel,
    access: merchant,
    summary: 'Turns on the cash pay channel of a store.',
    body: objectWith(['mlsProspectRef']),
    response: AnyObjectAnswer,
  },
];
