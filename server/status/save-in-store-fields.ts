/**
 * POST /api/in-store-fields (domain/api/in-store-fields-api.ts): the sent in-store answers merged
 * into the store details, checked with the store details schema (only the in-store fields' errors
 * count: the rest of the section may still be a draft), then kept.
 */
import {
  IN_STORE_FIELDS,
  NOT_IN_STORE_ERROR,
  type InStoreField,
  type InStoreFieldsResponse,
} from '../../domain/api/in-store-fields-api';
import { computeSelfServeInStore } from '../../domain/applicability/self-serve';
import type { FieldError } from '../../domain/errors/field-errors';
import type { Message } from '../../domain/i18n/message';
import type { StoreDetails } from '../../domain/business-details/store-details';
import { isInStoreChannel } from '../../domain/picklists/sales-channels';
import { validationContextOf } from '../../domain/schemas/validate-merchant';
import { parseSection } from '../../domain/schemas/validate-section';
import type { Repositories } from '../db/repositories';
import type { LoadedMerchant } from '../merchant/merchant-record';

export type InStoreOutcome =
  | { kind: 'unknown-merchant' }
  | { kind: 'not-in-store'; error: Message }
  | { kind: 'invalid'; errors: Record<string, FieldError> }
  | { kind: 'saved'; answer: InStoreFieldsResponse };

/** Keeps `sent` in the store details of the merchant `loaded` (read under its lock) when they pass. */
export async function saveInStoreFields(
  repos: Repositories,
  loaded: LoadedMerchant | undefined,
  sent: Partial<Record<InStoreField, string>>,
): Promise<InStoreOutcome> {
  if (!loaded) return { kind: 'unknown-merchant' };
  const merchantId = loaded.row.id;
  const { merchant } = loaded;
  const country = merchant.companyInformation.registeredCountry || merchant.lead.registeredCountry;
  const channel = merchant.storeDetails.salesChannel || merchant.lead.salesChannel;
  if (!isInStoreChannel(channel)) return { kind: 'not-in-store', error: NOT_IN_STORE_ERROR };

  const storeDetails: StoreDetails = { ...merchant.storeDetails, salesChannel: channel, ...sent };
  const checked = parseSection(
    'storeDetails',
    storeDetails,
    validationContextOf({ ...merchant, storeDetails }),
  );
  const errors = Object.fromEntries(
    Object.entries(checked.errors).filter(([field]) =>
      (IN_STORE_FIELDS as readonly string[]).includes(field),
    ),
  );
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  const selfServeInStore = computeSelfServeInStore(country, channel, storeDetails.multiTerminal);
  await repos.merchantSections.save(merchantId, {
    storeDetails: { ...storeDetails, selfServeInStore },
  });
  const inStoreFields = Object.fromEntries(
    IN_STORE_FIELDS.map((field) => [field, String(storeDetails[field] ?? '')]),
  ) as Record<InStoreField, string>;
  return { kind: 'saved', answer: { inStoreFields, selfServeInStore } };
}
