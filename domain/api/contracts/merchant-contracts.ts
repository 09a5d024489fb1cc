/**
 * The contracts of the merchant's own calls (doc 2 §7). The section payloads are checked for shape
 * here; their field rules are the section schemas of domain/schemas, run by the route, so the
 * field-error answers (400 with validation_errors, doc 2 §8) are theirs.
 */
import * as v from 'valibot';
import { USER_STATES } from '../../session/user-state';
import { VIEWER_ROLES } from '../../session/contact-roles';
import { MERCHANT_API } from '../merchant-api';
import { PLAID_API } from '../plaid-api';
import { IN_STORE_BODY_ERROR, IN_STORE_FIELDS_PATH } from '../in-store-fields-api';
import { STATE_LOG_BODY_ERROR, STATE_LOG_ROUTE } from '../state-log-api';
import { PLACES_API } from '../../business-details/address-search';
import {
  AnyObjectAnswer,
  jsonObject,
  objectOf,
  objectWith,
  textFields,
  type RouteContract,
} from '../route-contract';

/** What the browser relies on after a save: the new state. */
export const SaveAnswer = v.looseObject({
  userState: v.optional(v.picklist(USER_STATES)),
  formCompletedState: v.optional(v.looseObject({})),
});

/**
 * RestoreResponse: the sections the browser reads at once are objects; the rest, when there,
 * have their shape (sensitive values come masked).
 */
export const RestoreAnswer = v.looseObject({
  userState: v.optional(v.picklist(USER_STATES)),
  formCompletedState: v.optional(v.looseObject({})),
  email: v.optional(v.string()),
  lead: v.optional(v.nullable(v.looseObject({}))),
  companyInformation: v.looseObject({}),
  storeDetails: v.looseObject({}),
  owners: v.optional(v.array(v.looseObject({}))),
  locations: v.optional(v.array(v.looseObject({}))),
  primaryBank: v.optional(v.looseObject({})),
  secondaryBank: v.optional(v.looseObject({})),
  customerSupport: v.optional(v.looseObject({})),
  cashPay: v.optional(v.looseObject({})),
  merchantAccount: v.looseObject({}),
  viewerRole: v.optional(v.picklist(VIEWER_ROLES)),
});

/** UploadFileResponse. */
export const UploadAnswer = v.looseObject({
  url: v.string(),
  name: v.string(),
  message: v.string(),
});

/** doc 2 §7 error.plaidError: the answer of a bank link request that is not valid. */
export const LINK_REQUEST_INVALID_MESSAGE = 'The bank link request is not valid.';
const LINK_REQUEST_INVALID = { error: { plaidError: LINK_REQUEST_INVALID_MESSAGE } };

/** The messages of a merchant body that is not a JSON object. */
export const MERCHANT_BODY_ERRORS = {
  save: 'The save data is not valid.',
  bank: 'The bank data is not valid.',
  support: 'The customer support data is not valid.',
  prospect: 'The prospect reference is missing.',
} as const;

const merchant = 'merchant' as const;
export const MERCHANT_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'GET',
    path: MERCHANT_API.restore,
    access: merchant,
    summary: 'Everything the merchant saved (sensitive values masked) and the account fields.',
    response: RestoreAnswer,
  },
  {
    method: 'POST',
    path: MERCHANT_API.save,
    access: merchant,
    summary: 'Saves the sections sent (JSON, or multipart with a store locations file).',
    bodyType: 'multipart/form-data',
    body: objectWith(['saveData', 'storeData', 'formCompletionData']),
    response: SaveAnswer,
    invalid: { error: MERCHANT_BODY_ERRORS.save, message: MERCHANT_BODY_ERRORS.save },
  },
  {
    method: 'POST',
    path: IN_STORE_FIELDS_PATH,
    access: merchant,
    summary: 'Saves the in-store answers of the store details (docs/decisions/0093).',
    body: objectOf({ data: jsonObject }),
    response: v.looseObject({ inStoreFields: v.looseObject({}), selfServeInStore: v.boolean() }),
    invalid: { error: IN_STORE_BODY_ERROR },
  },
  {
    method: 'POST',
    path: STATE_LOG_ROUTE,
    access: merchant,
    summary: "Debug state diffs of the merchant's own session, while its flag is on (doc 2 §7).",
    params: objectWith(['email']),
    body: jsonObject,
    response: AnyObjectAnswer,
    invalid: { error: STATE_LOG_BODY_ERROR },
  },
  {
    method: 'POST',
    path: MERCHANT_API.onboardingLink,
    access: merchant,
    summary: "The onboarding link of the merchant's prospect.",
    body: objectWith(['prospectId']),
    response: v.looseObject({ onboardingLink: v.string() }),
    invalid: { error: MERCHANT_BODY_ERRORS.prospect },
  },
  {
    method: 'POST',
    path: MERCHANT_API.updateBankInfo,
    access: merchant,
    summary: 'Saves the bank details entered by hand.',
    body: jsonObject,
    response: SaveAnswer,
    invalid: { error: MERCHANT_BODY_ERRORS.bank },
  },
  {
    method: 'POST',
    path: MERCHANT_API.updateCustomerServiceInfo,
    access: merchant,
    summary: 'Saves the customer support details.',
    body: jsonObject,
    response: SaveAnswer,
    invalid: { error: MERCHANT_BODY_ERRORS.support },
  },
  {
    method: 'POST',
    path: MERCHANT_API.uploadFile,
    access: merchant,
    summary: 'Uploads a file (multipart: file, filename, bucketType, field).',
    bodyType: 'multipart/form-data',
    response: UploadAnswer,
  },
  {
    method: 'GET',
    path: `${MERCHANT_API.files}:id`,
    access: merchant,
    summary: 'A file the merchant uploaded.',
    params: objectWith(['id']),
  },
  {
    method: 'GET',
    path: PLACES_API.autocomplete,
    access: merchant,
    summary: 'Address suggestions for the typed text in one country.',
    query: textFields(['q', 'country']),
    response: AnyObjectAnswer,
    invalid: { error: 'A search text and a country are needed.' },
  },
  {
    method: 'GET',
    path: PLACES_API.details,
    access: merchant,
    summary: 'The address parts of a picked suggestion.',
    query: textFields(['id']),
    response: AnyObjectAnswer,
    invalid: { error: 'A place id is needed.' },
  },
  {
    method: 'GET',
    path: PLAID_API.availability,
    access: merchant,
    summary: 'Whether a bank link is offered.',
    response: v.looseObject({ linkAvailable: v.boolean() }),
  },
  {
    method: 'POST',
    path: PLAID_API.createLinkToken,
    access: merchant,
    summary: 'A Plaid link token for the store.',
    body: objectWith(['storeName']),
    response: v.looseObject({ linkToken: v.string() }),
    invalid: LINK_REQUEST_INVALID,
  },
  {
    method: 'POST',
    path: PLAID_API.updateBankInfo,
    access: merchant,
    summary: 'Saves the bank account linked through Plaid.',
    body: jsonObject,
    response: AnyObjectAnswer,
    invalid: LINK_REQUEST_INVALID,
  },
];
