/**
 * The visible label of every field of the lead and business details forms, as messages of the
 * `fields` catalogue. End-to-end tests find the fields by their English words.
 */
import type { CompanyInformationField } from '../../domain/business-details/company-information';
import type { LeadField } from '../../domain/lead/lead';
import { LEAD_TO_STORE_FIELDS } from '../../domain/lead/lead-copies';
import type { LocationField } from '../../domain/business-details/location';
import type { OwnerField } from '../../domain/business-details/owner';
import type { StoreDetailsField } from '../../domain/business-details/store-details';
import { ONLINE_AND_IN_STORE_LABEL } from '../../domain/business-details/shared-store-rules';
import type { CountryCode } from '../../domain/countries/country-code';
import { postalCodeWord, stateWord } from '../../domain/countries/local-words';
import { isMessage, msg, type Message, type MessageId, type Text } from '../../domain/i18n/message';

/** The labels of `fields` under the ids `fields.<group>.<field>`. */
function labels<F extends string>(group: string, fields: readonly F[]): Record<F, Message> {
  return Object.fromEntries(
    fields.map((field) => [field, msg(`fields.${group}.${field}` as MessageId)]),
  ) as Record<F, Message>;
}

/**
 * A label that names the postal code or the state, in the country's words (decision 0110): its
 * message selects on `country`, which is 'none' until the country is known.
 */
const localised = (id: MessageId): Message => msg(id, { country: 'none' });

/** The store's fields that the lead form asks too, under one label in both forms. */
const STORE_LABELS = labels('store', LEAD_TO_STORE_FIELDS);

export const LEAD_LABELS: Record<LeadField, Message> = {
  ...STORE_LABELS,
  ...labels('lead', [
    'firstName',
    'lastName',
    'registeredCountry',
    'phone',
    'email',
    'franchisee',
    'franchiseName',
  ] as const),
};

/** The label of totalAnnualSales when the merchant sells online and in store (doc 2 §4). */
export const LABEL_VARIANTS: Record<string, Message> = {
  [ONLINE_AND_IN_STORE_LABEL]: msg('fields.variant.totalAnnualSalesOnlineAndInStore'),
};

export const COMPANY_LABELS: Record<CompanyInformationField, Message> = {
  ...labels('company', [
    'registeredCountry',
    'businessType',
    'legalBusinessName',
    'companyNumber',
    'registrationNumber',
    'trustDeed',
    'stockMarketLister',
    'hasConstitution',
    'hasShareholderAgreement',
    'craBusinessNumber',
    'craRegistryId',
    'ein',
    'abn',
    'businessStreet',
    'businessStreet2',
    'businessCity',
    'partnershipAgreement',
    'proofOfInsurance',
    'businessAddressConfirmed',
  ] as const),
  businessState: localised('fields.company.businessState'),
  businessPostalCode: localised('fields.company.businessPostalCode'),
};

export const STORE_DETAILS_LABELS: Record<StoreDetailsField, Message> = {
  ...STORE_LABELS,
  ...labels('storeDetails', [
    'facebookUrl',
    'selfFulfillment',
    'aveTimeToShip',
    'interestedInXBT',
    'currenciesAvailable',
    'preOrders',
    'websiteNotLive',
    'ddsRestricted',
    'artisan',
    'nonFamilyEmployee',
    'reseller',
    'multiTerminal',
    'selfServeInStore',
  ] as const),
};

export const OWNER_LABELS: Record<OwnerField, Message> = {
  // doc 1 §3: social security, social insurance or tax id by country; `ssn` applies in the US.
  ...labels('owner', [
    'firstName',
    'lastName',
    'dob',
    'ssn',
    'street',
    'street2',
    'city',
    'govId',
    'govIdBackside',
    'verificationMethod',
    'certifiedGovIdPrimary',
    'certifiedGovIdSecondary',
    'ownershipConfirmed',
    'wardOfState',
  ] as const),
  state: localised('fields.owner.state'),
  postalCode: localised('fields.owner.postalCode'),
};

export const LOCATION_LABELS: Record<LocationField, Message> = {
  ...labels('location', [
    'locationName',
    'branchNumber',
    'isMall',
    'mallName',
    'isResidence',
    'locationStreet',
    'locationStreet2',
    'locationCity',
    'label',
  ] as const),
  locationState: localised('fields.location.locationState'),
  locationPostalCode: localised('fields.location.locationPostalCode'),
};

/** Replaces `phrase` in `label` by `word`, keeping a capital where the phrase starts the label. */
function replacePhrase(label: string, phrase: string, word: string): string {
  const at = label.toLowerCase().indexOf(phrase);
  if (at < 0) return label;
  const replacement = at === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  return label.slice(0, at) + replacement + label.slice(at + phrase.length);
}

/** One message per label and country, so a field's view keeps its label object (view-memo.ts). */
const localLabels = new Map<string, Message>();

/**
 * A label in the merchant's country's words: "Postal code" is "ZIP code" in the US and
 * "Postcode" in Australia, New Zealand and the UK; "State or province" is "State" in the US,
 * "State or territory" in Australia (domain/countries/local-words, decision 0110). A message
 * selects its words on the country; an English string has its words replaced.
 */
export function localLabel(label: string, country: CountryCode | undefined): string;
export function localLabel(label: Text, country: CountryCode | undefined): Text;
export function localLabel(label: Text, country: CountryCode | undefined): Text {
  if (isMessage(label)) {
    if (label.values?.country === undefined) return label;
    const key = `${label.id}:${country ?? 'none'}`;
    let local = localLabels.get(key);
    if (!local) {
      local = msg(label.id, { ...label.values, country: country ?? 'none' });
      localLabels.set(key, local);
    }
    return local;
  }
  if (!country) return label;
  return replacePhrase(
    replacePhrase(label, 'postal code', postalCodeWord(country)),
    'state or province',
    stateWord(country),
  );
}
