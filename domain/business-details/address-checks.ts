import { stateEntryFor, stateValuesFor } from '../picklists/states';
import { checkPickList } from '../validators/pick-list';
import { checkNotPoBox } from '../validators/po-box';
import { checkPostalCode } from '../validators/postal-code';
import type { FieldCheck, FieldSpec } from '../schemas/check-context';
import { forCountry } from '../schemas/common-checks';

// Apart from common-checks.ts so the sections without an address do not load these checks.

/** A street: never a PO box (doc 2 §5). */
export const streetCheck: FieldCheck = (value) => checkNotPoBox(value);

/** A postal code by country rules (doc 2 §5). */
export const postalCodeCheck: FieldCheck = forCountry((value, country) =>
  checkPostalCode(value, country),
);

/** A state: from the country's list where it has one; free text in NZ. */
export const stateCheck: FieldCheck = forCountry((value, country) =>
  stateEntryFor(country).kind === 'pickList'
    ? checkPickList(value, stateValuesFor(country))
    : undefined,
);

/** The specs of an address's parts under one section's names. */
export function addressSpecs(names: {
  street: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
}): Record<string, FieldSpec> {
  return {
    [names.street]: { check: streetCheck },
    [names.street2]: { check: streetCheck },
    [names.state]: { check: stateCheck },
    [names.postalCode]: { check: postalCodeCheck },
  };
}
