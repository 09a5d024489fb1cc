/**
 * What the status page and the back office read from a merchant's answers: the saved store
 * details win over the lead they were copied from (doc 2 §5), and store locations get ids.
 */
import { createHash } from 'node:crypto';
import { computeSelfServeInStore } from '../../domain/applicability/self-serve';
import type { StoreLocationSummary } from '../../domain/api/status-api';
import type { Location } from '../../domain/business-details/location';
import { isInStoreChannel } from '../../domain/picklists/sales-channels';
import type { MerchantRow } from '../db/schema';
import type { SavedSections } from '../merchant/merchant-sections-repository';

/** The answers the status context and the console are built from. */
export interface MerchantFacts {
  registeredCountry: string;
  salesChannel: string;
  totalAnnualSales: string;
  storeName: string;
  multiTerminal: string;
  isEligibleForInStoreSelfServeActivation: boolean;
  storeLocations: StoreLocationSummary[];
}

/** The lead answers of the record (an empty object before sign-up or when unreadable). */
export function leadOf(merchant: Pick<MerchantRow, 'lead'>): Record<string, unknown> {
  if (!merchant.lead) return {};
  try {
    const lead: unknown = JSON.parse(merchant.lead);
    return lead && typeof lead === 'object' ? (lead as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A store location's id: derived from the merchant and the location's name and address, so it
 * stays the same when other locations are added or removed (their labels are renumbered) and a
 * test transaction recorded at one address never counts for another.
 */
export function storeLocationId(merchantId: string, location: Location): string {
  const key = [
    merchantId,
    location.locationName,
    location.locationStreet,
    location.locationPostalCode,
  ]
    .map((part) => part.trim().toLowerCase())
    .join('\u0000');
  return `sl_${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

/** The facts of `merchant`, read from its saved sections and lead. */
export function merchantFacts(merchant: MerchantRow, sections: SavedSections): MerchantFacts {
  const lead = leadOf(merchant);
  const store = sections.storeDetails;
  const pick = (saved: string | undefined, leadField: string) => saved || textOf(lead[leadField]);
  const registeredCountry = pick(
    sections.companyInformation?.registeredCountry,
    'registeredCountry',
  );
  const salesChannel = pick(store?.salesChannel, 'salesChannel');
  const multiTerminal = store?.multiTerminal ?? 'No';
  // doc 1 §4: locations count only for in-store channels; otherwise they are dropped.
  const locations = isInStoreChannel(salesChannel) ? (sections.locations ?? []) : [];
  return {
    registeredCountry,
    salesChannel,
    totalAnnualSales: pick(store?.totalAnnualSales, 'totalAnnualSales'),
    storeName: pick(store?.storeName, 'storeName'),
    multiTerminal,
    isEligibleForInStoreSelfServeActivation: computeSelfServeInStore(
      registeredCountry,
      salesChannel,
      multiTerminal,
    ),
    storeLocations: locations
      .filter((location) => location.locationName.trim() || location.locationStreet.trim())
      .map((location, index) => ({
        id: storeLocationId(merchant.id, location),
        label: location.label || `Location ${index + 1}`,
        locationName: location.locationName,
      })),
  };
}
