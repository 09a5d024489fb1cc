/**
 * A phone number field with its country picker (doc 1 §3: about 240 countries, us, au, nz, ca, gb
 * first, the default the registered country). Picking a country writes its calling code into the
 * number (machines/forms/input-views.ts); the number is checked against the country's
 * format on submit.
 */
import {
  numberWithRegion,
  phoneCountriesView,
  phoneInput,
  phoneRegionView,
} from '../../machines/forms/input-views';
import type { FieldProps } from './field-props';
import { TextField } from './text-field';
import { memoField } from './memo-field';

let names: Intl.DisplayNames | undefined;
function regionName(region: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return names.of(region) ?? region;
}

/** The accessible name of the picker of the field labelled `label`. */
export const phoneCountryLabel = (label: string) => `Country calling code for ${label}`;

function PhoneNumberField(
  props: FieldProps<string> & {
    placeholder?: string;
    /** The merchant's registered country (US, AU, NZ, UK, CA), the picker's default. */
    registeredCountry?: string | undefined;
  },
) {
  const options = phoneCountriesView(regionName);
  const region = phoneRegionView(props.value, props.registeredCountry);
  const { registeredCountry: _country, ...field } = props;
  const picker = (
    <select
      aria-label={phoneCountryLabel(props.label)}
      value={region}
      disabled={props.readOnly}
      onChange={(event) =>
        props.onChange(numberWithRegion(props.value, event.currentTarget.value, region))
      }
      style={{
        width: '100%',
        height: '100%',
        border: 0,
        background: 'transparent',
        paddingInlineStart: 8,
        font: 'inherit',
        color: 'inherit',
      }}
    >
      {options.map((option) => (
        <option key={option.region} value={option.region}>
          {option.region} +{option.callingCode} {option.name}
        </option>
      ))}
    </select>
  );
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      format={phoneInput}
      placeholder={props.placeholder}
      leftSection={picker}
      leftSectionWidth={96}
    />
  );
}

/** Renders again only when what it shows changes (memo-field.ts). */
export const PhoneField = memoField(PhoneNumberField);
