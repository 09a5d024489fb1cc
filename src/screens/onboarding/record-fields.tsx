/**
 * The fields of one record (company information, store details, an owner, a location) in table
 * order, each shown, required and labelled as the applicability engine says (domain/applicability),
 * with the address block where the record has one.
 */
import { Stack } from '@mantine/core';
import type { ApplicabilityContext } from '../../../domain/applicability/context';
import { RECORD_RULES, type RecordSection } from '../../../domain/applicability/record-rules';
import { ruleStates, type FieldState } from '../../../domain/applicability/rule-states';
import { toCountryCode } from '../../../domain/countries/country-code';
import type { PlaceAddress } from '../../../domain/onboarding/address-search';
import { AddressFields, type AddressPart } from '../../forms/address-fields';
import { fieldHint } from '../../../domain/countries/field-hints';
import { LABEL_VARIANTS, localLabel } from '../../forms/field-labels';
import { SectionField, type FieldSpec } from './section-field';

export type { RecordSection };

export interface RecordFieldsProps {
  section: RecordSection;
  specs: Partial<Record<string, FieldSpec>>;
  labels: Readonly<Record<string, string>>;
  values: Readonly<Record<string, unknown>>;
  context: ApplicabilityContext;
  /** The message under a field, if any. */
  errorOf: (field: string) => string | undefined;
  onChange: (field: string, value: unknown) => void;
  /** The address parts under this record's names, shown after the field `after`. */
  address?: { names: Readonly<Record<AddressPart, string>>; after: string };
}

/** The visible fields of a record. */
export function RecordFields(props: RecordFieldsProps) {
  const { values, context, labels } = props;
  const states: Record<string, FieldState> = ruleStates(
    RECORD_RULES[props.section],
    values,
    context,
  );
  const country = toCountryCode(
    (typeof values.registeredCountry === 'string' && values.registeredCountry) ||
      context.registeredCountry,
  );
  const label = (field: string) => {
    const variant = states[field]?.labelVariant;
    return localLabel((variant && LABEL_VARIANTS[variant]) || labels[field] || field, country);
  };

  const addressBlock = () => {
    const names = props.address!.names;
    const parts = Object.fromEntries(
      (Object.keys(names) as AddressPart[]).map((part) => {
        const field = names[part];
        const state = states[field];
        return [
          part,
          {
            label: label(field),
            description: fieldHint(field, country),
            value: typeof values[field] === 'string' ? (values[field] as string) : '',
            error: props.errorOf(field),
            required: state?.required ?? false,
            shown: state?.shown ?? false,
          },
        ];
      }),
    );
    return (
      <AddressFields
        key="address"
        country={country}
        parts={parts}
        onChange={(part, value) => props.onChange(names[part], value)}
        onFill={(address: PlaceAddress) => {
          for (const part of Object.keys(address) as (keyof PlaceAddress)[]) {
            if (states[names[part]]?.shown) props.onChange(names[part], address[part]);
          }
        }}
      />
    );
  };

  const items = Object.entries(props.specs).flatMap(([field, spec]) => {
    const state = states[field];
    const input = state?.shown ? (
      <SectionField
        key={field}
        name={field}
        label={label(field)}
        spec={spec!}
        value={values[field]}
        onChange={(value) => props.onChange(field, value)}
        error={props.errorOf(field)}
        required={state.required}
        country={country}
        description={fieldHint(field, country)}
      />
    ) : null;
    return props.address?.after === field ? [input, addressBlock()] : [input];
  });
  return <Stack gap="sm">{items}</Stack>;
}
