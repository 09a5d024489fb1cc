import type { Rule } from '../applicability/conditions';
import type { FieldRule } from '../applicability/field-rule';

/** Which address: an owner's home, the business address, or a store location. */
export type AddressKind = 'owner' | 'business' | 'location';

/** The names an address's parts take in one section. */
export interface AddressFieldNames<F extends string> {
  street: F;
  street2: F;
  city: F;
  state: F;
  postalCode: F;
}

/**
 * doc 2 §4 "Addresses": city, postal code and street are required for owners in all five
 * countries; for the business and locations they are required for the US (non-sole-proprietorship),
 * Australia, New Zealand, the UK and Canada.
 */
const requiredFor: Record<AddressKind, Rule> = {
  owner: true,
  business: [{ countries: ['AU', 'NZ', 'UK', 'CA'] }, { countries: ['US'], soleTrader: false }],
  location: [{ countries: ['AU', 'NZ', 'UK', 'CA'] }, { countries: ['US'], soleTrader: false }],
};

/**
 * The rules of one address. State is not applicable where the country has no state field (the
 * UK) and optional elsewhere: doc 2 §4 requires only city, postal code and street. street2 is not applicable in Australia and New Zealand and "required only outside Canada,
 * the UK and the US" (doc 2 §4), which leaves it optional wherever it applies.
 */
export function addressRules<F extends string>(
  kind: AddressKind,
  names: AddressFieldNames<F>,
): Record<F, FieldRule> {
  const required = requiredFor[kind];
  return {
    [names.street]: { required },
    [names.street2]: {
      applies: { notCountries: ['AU', 'NZ'] },
      required: { notCountries: ['CA', 'UK', 'US'] },
    },
    [names.city]: { required },
    [names.state]: { applies: { hasStateEntry: true }, required: false },
    [names.postalCode]: { required },
  } as Record<F, FieldRule>;
}
