import { isSensitiveField, type RestoreResponse } from '../api/merchant-api';
import { isFilled } from '../applicability/conditions';
import type { CompanyInformation } from './company-information';
import { emptyLead } from '../lead/lead';
import { emptyLocation, type Location } from './location';
import { renumberLocations } from './location-list';
import { emptyMerchant, type Merchant } from '../merchant/merchant';
import { emptyMerchantAccount } from '../merchant/merchant-account';
import type { Owner } from './owner';
import { normalizeOwners } from './owner-list';
import type { StoreDetails } from './store-details';

/**
 * What the browser keeps of the business forms between visits (doc 1 §4 "Locally saved form").
 * Sensitive values are never kept in the browser's storage.
 */
export interface LocalDraft {
  companyInformation?: Partial<CompanyInformation>;
  storeDetails?: Partial<StoreDetails>;
  owners?: Partial<Owner>[];
  locations?: Partial<Location>[];
}

/** The merchant a restore answer describes. */
export function merchantOfRestore(restore: RestoreResponse): Merchant {
  const base = emptyMerchant();
  const {
    opportunityStage: _s,
    messagingComplete: _m,
    gatewayEnabled: _g,
    ...account
  } = restore.merchantAccount;
  return {
    ...base,
    lead: restore.lead ?? emptyLead(),
    companyInformation: { ...base.companyInformation, ...restore.companyInformation },
    storeDetails: { ...base.storeDetails, ...restore.storeDetails },
    owners: normalizeOwners(restore.owners.map((owner) => ({ ...base.owners[0]!, ...owner }))),
    locations: renumberLocations(restore.locations),
    primaryBank: { ...base.primaryBank, ...restore.primaryBank },
    secondaryBank: { ...base.secondaryBank, ...restore.secondaryBank },
    customerSupport: { ...base.customerSupport, ...restore.customerSupport },
    cashPay: { ...base.cashPay, ...restore.cashPay },
    storeLocationsFile: restore.storeLocationsFile,
    merchantAccount: { ...emptyMerchantAccount(), ...account },
    formCompletion: { ...base.formCompletion, ...restore.formCompletedState },
  };
}

const withoutSensitive = <T extends object>(record: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(record).filter(([field]) => !isSensitiveField(field)),
  ) as Partial<T>;

/** The draft the browser keeps of `merchant`'s business forms, without sensitive values. */
export function localDraftOf(merchant: Merchant): LocalDraft {
  return {
    companyInformation: { ...merchant.companyInformation },
    storeDetails: { ...merchant.storeDetails },
    owners: merchant.owners.map(withoutSensitive),
    locations: merchant.locations.map((location) => ({ ...location })),
  };
}

/** Kept answers over a section: only what the kept draft filled in replaces the section's. */
function overlay<T extends object>(section: T, kept: Partial<T> | undefined): T {
  const filled = Object.entries(kept ?? {}).filter(
    ([field, value]) => field in section && isFilled(value),
  );
  return { ...section, ...Object.fromEntries(filled) };
}

/** True when some record holds an answer other than the empty record's defaults. */
const anyAnswered = (records: readonly object[], empty: object): boolean =>
  records.some((record) =>
    Object.entries(record).some(
      ([f, v]) => f !== 'label' && isFilled(v) && v !== (empty as Record<string, unknown>)[f],
    ),
  );

/**
 * The restored merchant with the browser's draft in: typed answers the server has not seen fill
 * the company and store forms, but the server draft's owners and locations take precedence
 * (doc 1 §4); the browser's lists are used only when the server holds no owner or location data.
 */
export function withLocalDraft(merchant: Merchant, draft: LocalDraft | undefined): Merchant {
  if (!draft) return merchant;
  const base = emptyMerchant();
  const serverOwners = anyAnswered(merchant.owners.map(withoutSensitive), base.owners[0]!);
  const serverLocations = anyAnswered(merchant.locations, emptyLocation());
  return {
    ...merchant,
    companyInformation: overlay(merchant.companyInformation, draft.companyInformation),
    storeDetails: overlay(merchant.storeDetails, draft.storeDetails),
    owners:
      serverOwners || !draft.owners?.length
        ? merchant.owners
        : normalizeOwners(draft.owners.map((owner) => ({ ...base.owners[0]!, ...owner }))),
    locations:
      serverLocations || !draft.locations?.length
        ? merchant.locations
        : renumberLocations(
            draft.locations.map((location, i) => ({ ...emptyLocation(i), ...location })),
          ),
  };
}
