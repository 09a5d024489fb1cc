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
import type { Language } from '../../domain/i18n/language';
import { useLanguage, useSay } from '../i18n/say';

const names = new Map<Language, Intl.DisplayNames>();
/** The name of a region in `language`, as the browser's Intl gives it. */
function regionNameIn(language: Language) {
  let display = names.get(language);
  if (!display) {
    display = new Intl.DisplayNames([language], { type: 'region' });
    names.set(language, display);
  }
  return (region: string) => display.of(region) ?? region;
}

/** The English accessible name of the picker of the field labelled `label` (fields.phone.countryPicker). */
export const phoneCountryLabel = (label: string) => `Country calling code for ${label}`;

function PhoneNumberField(
  props: FieldProps<string> & {
    placeholder?: string;
    /** The merchant's registered country (US, AU, NZ, UK, CA), the picker's default. */
    registeredCountry?: string | undefined;
  },
) {
  const say = useSay();
  const language = useLanguage();
  const options = phoneCountriesView(language, regionNameIn(language));
  const region = phoneRegionView(props.value, props.registeredCountry);
  const { registeredCountry: _country, ...field } = props;
  const picker = (
    <select
      aria-label={say({ id: 'fields.phone.countryPicker', values: { label: props.label } })}
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
