/**
 * POST /api/in-store-fields (doc 2 §7 gives the call without its payload or answer;
 * docs/decisions/0093-finance-contact-and-in-store-fields.md): the in-store answers of the store
 * details, sent on their own. The in-store fields are those doc 2 §4 ties to the in-store
 * channels: contactlessPayment, multiTerminal and acquirer, numOfStores, and the in-store share
 * of sales totalAnnualSalesInStore. They are kept in the store details, checked by the same
 * schema as the form, and answered with selfServeInStore, which they decide (doc 2 §4).
 */
import type { ValidationErrors } from '../errors/field-errors';
import { msg } from '../i18n/message';

export const IN_STORE_FIELDS_PATH = '/api/in-store-fields';

export const IN_STORE_FIELDS = [
  'contactlessPayment',
  'multiTerminal',
  'acquirer',
  'numOfStores',
  'totalAnnualSalesInStore',
] as const;
export type InStoreField = (typeof IN_STORE_FIELDS)[number];

/** The body: `{data: {...}}` like every section call (doc 2 §7); fields left out keep their value. */
export interface InStoreFieldsRequest {
  data: Partial<Record<InStoreField, string | number>>;
}

/** 200: what is kept, and selfServeInStore as it now stands. */
export interface InStoreFieldsResponse {
  inStoreFields: Record<InStoreField, string>;
  selfServeInStore: boolean;
}

/** 400: field errors under `storeDetails` (doc 2 §8 codes), or a message. */
export interface InStoreFieldsErrorResponse {
  error: string;
  validation_errors?: ValidationErrors;
}

/** Answered when the merchant's sales channel does not sell in store. */
export const NOT_IN_STORE_ERROR = msg('status.server.notInStore');
/** Answered for a body that is not `{data}` with in-store fields only. */
export const IN_STORE_BODY_ERROR = 'The in-store details are missing or not valid.';
