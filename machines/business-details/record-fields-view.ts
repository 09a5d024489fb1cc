/**
 * The business details forms' view model (doc 1 §3, doc 2 §4): for each record (company
 * information, store details, an owner, a location) its fields in table order, each with its label
 * in the merchant's words, pick list in the merchant's country, required mark, hint and message,
 * shown as the applicability rules say; and the address block where the record has one.
 *
 * Memoised per field: a keystroke works out the record's rule states once and hands back the
 * previous view of every field it did not change, so only the typed field renders again.
 */
import type { ApplicabilityContext } from '../../domain/applicability/context';
import { RECORD_RULES, type RecordSection } from '../../domain/applicability/record-rules';
import { ruleStates, type FieldState } from '../../domain/applicability/rule-states';
import { toCountryCode, type CountryCode } from '../../domain/countries/country-code';
import { fieldHint } from '../../domain/countries/field-hints';
import { formatCanadaPostalCode } from '../../domain/masks/canada-postal-code';
import type { PlaceAddress } from '../../domain/business-details/address-search';
import { stateEntryFor, statesFor } from '../../domain/picklists/states';
import {
  COMPANY_LABELS,
  LABEL_VARIANTS,
  LOCATION_LABELS,
  OWNER_LABELS,
  STORE_DETAILS_LABELS,
  localLabel,
} from '../forms/field-labels';
import { textOf, type FieldView, type Options } from '../forms/field-view';
import {
  BUSINESS_ADDRESS,
  COMPANY_FIELDS,
  LOCATION_ADDRESS,
  LOCATION_FIELDS,
  OWNER_ADDRESS,
  OWNER_FIELDS,
  STORE_FIELDS,
  type FieldSpec,
} from '../forms/record-field-specs';
import { revisionFieldState, withRevision, type RevisionPlace } from '../forms/revision-fields';
import { keptViews } from '../forms/view-memo';
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { Text } from '../../domain/i18n/message';

export type { RecordSection };

/** The parts of one address, under the names the section uses. */
export type AddressPart = keyof PlaceAddress | 'street2';

/** How each record is asked: its fields, labels and address block. */
const RECORD_FORMS: Readonly<
  Record<
    RecordSection,
    {
      specs: Partial<Record<string, FieldSpec>>;
      labels: Readonly<Record<string, Text>>;
      address?: { names: Readonly<Record<AddressPart, string>>; after: string };
    }
  >
> = {
  companyInformation: {
    specs: COMPANY_FIELDS,
    labels: COMPANY_LABELS,
    address: { names: BUSINESS_ADDRESS, after: 'hasShareholderAgreement' },
  },
  storeDetails: { specs: STORE_FIELDS, labels: STORE_DETAILS_LABELS },
  owner: {
    specs: OWNER_FIELDS,
    labels: OWNER_LABELS,
    address: { names: OWNER_ADDRESS, after: 'ssn' },
  },
  location: {
    specs: LOCATION_FIELDS,
    labels: LOCATION_LABELS,
    address: { names: LOCATION_ADDRESS, after: 'isResidence' },
  },
};

/** One part of an address block: a field's view, whether it shows, and its typing mask. */
export interface AddressPartView extends FieldView {
  shown: boolean;
  /** What typing gives (Canada's postal code mask, doc 2 §5). */
  format: ((raw: string) => string) | undefined;
}

export interface AddressView {
  country: CountryCode | undefined;
  /** The parts under the record's own field names. */
  parts: Readonly<Record<AddressPart, AddressPartView>>;
}

export type RecordItem =
  { kind: 'field'; view: FieldView } | { kind: 'address'; view: AddressView };

const ADDRESS_PARTS: readonly AddressPart[] = ['street', 'street2', 'city', 'state', 'postalCode'];

const options = new Map<string, Options>();
/** A field's pick list in `country`, one array per field and country. */
function optionsOf(field: string, spec: FieldSpec, country: CountryCode | undefined) {
  if (!spec.options) return undefined;
  const key = `${field}:${country ?? ''}`;
  let list = options.get(key);
  if (!list) {
    list = spec.options(country);
    options.set(key, list);
  }
  return list;
}

/** The address state's pick list in `country`, where the country has one (doc 1 §3). */
function stateOptionsOf(country: CountryCode | undefined): Options | undefined {
  return country && stateEntryFor(country).kind === 'pickList' ? statesFor(country) : undefined;
}

const keepField = keptViews<FieldView>();
const keepPart = keptViews<AddressPartView>();
const keepParts = keptViews<Record<AddressPart, AddressPartView>>();
const keepAddress = keptViews<AddressView>();

export interface RecordInput {
  section: RecordSection;
  values: Readonly<Record<string, unknown>>;
  context: ApplicabilityContext;
  /** The message under a field, if any. */
  errorOf: (field: string) => Text | undefined;
  /** Tells apart the views of records shown at once (an owner's index). */
  key?: string;
  /** The open request for changes: only its flagged fields stay editable (decision 0266). */
  revision?: MerchantRevision | null;
  /** An owner's or a location's place in its list, which the request's keys name. */
  index?: number;
}

/** Where each record sits in a request's keys. */
const REVISION_SECTION_OF: Readonly<Record<RecordSection, RevisionPlace['section']>> = {
  companyInformation: 'companyInformation',
  storeDetails: 'storeDetails',
  owner: 'owners',
  location: 'locations',
};

/** The record's place in a request's keys. */
export function revisionPlaceOf(section: RecordSection, index: number | undefined): RevisionPlace {
  const place = REVISION_SECTION_OF[section];
  return place === 'owners' || place === 'locations'
    ? { section: place, index: index ?? 0 }
    : { section: place };
}

/** The record's country: its own answer, else the merchant's. */
export function recordCountry(input: Pick<RecordInput, 'values' | 'context'>) {
  const own = input.values.registeredCountry;
  return toCountryCode((typeof own === 'string' && own) || input.context.registeredCountry);
}

/** The visible items of a record, in table order, with the address block where it belongs. */
export function recordView(input: RecordInput): RecordItem[] {
  const { section, values } = input;
  const form = RECORD_FORMS[section];
  const states: Record<string, FieldState> = ruleStates(
    RECORD_RULES[section],
    values,
    input.context,
  );
  const country = recordCountry(input);
  const prefix = `${section}:${input.key ?? ''}:`;
  const place = revisionPlaceOf(section, input.index);
  const requested = <V extends FieldView>(field: string, view: V): V =>
    withRevision(view, revisionFieldState(input.revision, place, field));
  const label = (field: string) => {
    const variant = states[field]?.labelVariant;
    return localLabel((variant && LABEL_VARIANTS[variant]) || form.labels[field] || field, country);
  };
  const fieldView = (field: string, spec: FieldSpec): FieldView => ({
    name: field,
    kind: spec.kind,
    label: label(field),
    hint: fieldHint(field, country) ?? spec.description,
    value:
      spec.kind === 'multi' || spec.kind === 'checkbox' ? values[field] : textOf(values[field]),
    error: input.errorOf(field),
    required: states[field]?.required ?? false,
    options: optionsOf(field, spec, country),
    country,
  });

  const addressItem = (names: Readonly<Record<AddressPart, string>>): RecordItem => {
    const parts = Object.fromEntries(
      ADDRESS_PARTS.map((part) => {
        const field = names[part];
        const pickList = part === 'state' ? stateOptionsOf(country) : undefined;
        const view: AddressPartView = {
          name: field,
          kind: pickList ? 'select' : 'text',
          label: label(field),
          hint: fieldHint(field, country),
          value: textOf(values[field]),
          error: input.errorOf(field),
          required: states[field]?.required ?? false,
          options: pickList,
          country,
          shown: states[field]?.shown ?? false,
          format: part === 'postalCode' && country === 'CA' ? formatCanadaPostalCode : undefined,
        };
        return [part, keepPart(prefix + field, requested(field, view))];
      }),
    ) as Record<AddressPart, AddressPartView>;
    return {
      kind: 'address',
      view: keepAddress(`${prefix}address`, {
        country,
        parts: keepParts(`${prefix}parts`, parts),
      }),
    };
  };

  return Object.entries(form.specs).flatMap(([field, spec]): RecordItem[] => {
    const input: RecordItem[] = states[field]?.shown
      ? [
          {
            kind: 'field',
            view: keepField(prefix + field, requested(field, fieldView(field, spec!))),
          },
        ]
      : [];
    return form.address?.after === field ? [...input, addressItem(form.address.names)] : input;
  });
}

/** The changes a picked place makes: the parts of the address the record shows. */
export function addressFill(view: AddressView, address: PlaceAddress): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(address) as (keyof PlaceAddress)[])
      .filter((part) => view.parts[part].shown)
      .map((part) => [view.parts[part].name, address[part]]),
  );
}
