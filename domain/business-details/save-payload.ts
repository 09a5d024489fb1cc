import { contextOfMerchant } from '../applicability/context';
import { toCountryCode } from '../countries/country-code';
import { dobToIso } from '../masks/dob-mask';
import type { Merchant } from '../merchant/merchant';
import type { Owner } from './owner';
import type { StoreDetails } from './store-details';
import { isInStoreChannel } from '../picklists/sales-channels';
import type { FormCompletedState } from '../session/form-completion';
import { computeSelfServeInStore } from '../applicability/self-serve';
import { ownersInScope } from './owners-in-scope';
import { plainValues, storeValues } from '../payload/values';
import { seesStoreDetailsAndAdditionalOwners, type ViewerRole } from '../session/contact-roles';

/** A section as sent: field name to value. */
export type SectionPayload = Record<string, unknown>;

/** The onboarding sections of a save (doc 2 §7 "save sections are wrapped in data"). */
export interface SaveSections {
  companyInformation: SectionPayload;
  storeDetails: SectionPayload;
  owners: SectionPayload[];
  /** Listed locations; empty when the channel has no store or a location file was uploaded. */
  locations: SectionPayload[];
  /** The uploaded store location file's path, or '' when locations are listed. */
  storeLocationsFile: string;
}

/** POST /api/save form data (doc 2 §7): saveData, storeData, formCompletionData. */
export interface FullSavePayload {
  saveData: { data: SaveSections };
  storeData: { data: SectionPayload };
  formCompletionData: FormCompletedState;
}

/**
 * A save as sent: a plain contact's leaves out the parts withheld from them (the store details,
 * locations and owners after the first; docs/decisions/0258), which the server then keeps.
 */
export interface SavePayload {
  saveData: { data: Partial<SaveSections> };
  storeData?: { data: SectionPayload };
  formCompletionData: FormCompletedState;
}

/** `payload` as `role` may send it: whole, or without what a plain contact is not shown. */
export function payloadForRole(payload: FullSavePayload, role: ViewerRole): SavePayload {
  if (seesStoreDetailsAndAdditionalOwners(role)) return payload;
  const { companyInformation, owners } = payload.saveData.data;
  return {
    saveData: { data: { companyInformation, owners: owners.slice(0, 1) } },
    formCompletionData: { ...payload.formCompletionData, storeDetailsForm: false },
  };
}

/** An owner as sent: the date of birth as yyyy-MM-dd (doc 2 §5). */
export function ownerPayload(owner: Owner, registeredCountry: string): SectionPayload {
  const values = plainValues(owner);
  const country = toCountryCode(registeredCountry);
  const iso = country ? dobToIso(owner.dob, country) : undefined;
  if (iso) values.dob = iso;
  return values;
}

/** The store details as sent, with the computed selfServeInStore (doc 2 §4). */
export function storeDetailsPayload(
  store: StoreDetails,
  registeredCountry: string,
): SectionPayload {
  return {
    ...storeValues(store, registeredCountry),
    selfServeInStore: computeSelfServeInStore(
      registeredCountry,
      store.salesChannel,
      store.multiTerminal,
    ),
  };
}

/**
 * The save of the onboarding forms (doc 2 §7). Owners the country and business type do not
 * allow are left out; locations are sent only for in-store channels and only when no store
 * location file stands in for them (doc 2 §4 "otherwise locations are removed").
 */
export function savePayload(merchant: Merchant): FullSavePayload {
  const context = contextOfMerchant(merchant);
  const country = context.registeredCountry ?? '';
  const storeDetails = storeDetailsPayload(merchant.storeDetails, country);
  const fileName = merchant.storeLocationsFile?.path.trim() ?? '';
  const listLocations = isInStoreChannel(context.salesChannel) && fileName === '';
  return {
    saveData: {
      data: {
        companyInformation: plainValues(merchant.companyInformation),
        storeDetails,
        owners: ownersInScope(merchant.owners, context).map((owner) =>
          ownerPayload(owner, country),
        ),
        locations: listLocations ? merchant.locations.map((location) => plainValues(location)) : [],
        storeLocationsFile: isInStoreChannel(context.salesChannel) ? fileName : '',
      },
    },
    storeData: { data: storeDetails },
    formCompletionData: { ...merchant.formCompletion },
  };
}

/** The save as multipart form fields: each part JSON-encoded. */
export function saveFormFields(payload: FullSavePayload): Record<keyof FullSavePayload, string> {
  return {
    saveData: JSON.stringify(payload.saveData),
    storeData: JSON.stringify(payload.storeData),
    formCompletionData: JSON.stringify(payload.formCompletionData),
  };
}
