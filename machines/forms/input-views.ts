/**
 * The view models of the shared inputs (src/forms): what typing into a text field gives (a saved
 * sensitive value's mask dropped, doc 2 §5), the Yes/No answers, the phone field's country picker
 * and calling code (doc 1 §3), and the date of birth's reading in the merchant's country (doc 2
 * §5, decision 0110). The inputs show these and hand back what the merchant did; they decide
 * nothing of their own.
 */
import { isMaskedValue, MASK_CHARACTER } from '../../domain/api/merchant-api';
import type { CountryCode } from '../../domain/countries/country-code';
import { msg, type Message, type Text } from '../../domain/i18n/message';
import {
  DOB_DISPLAY_FORMAT,
  dobToIso,
  isoToDob,
  parseTypedDob,
} from '../../domain/masks/date-of-birth';
import { YES_NO } from '../../domain/picklists/yes-no';
import { minimumSignUpAge } from '../../domain/validators/date-of-birth';
import { normalizePhoneInput } from '../../domain/validators/phone';
import {
  defaultPhoneRegion,
  phoneCountryOptions,
  phoneRegionOfNumber,
  withCallingCode,
  type PhoneCountryOption,
} from '../../domain/validators/phone-countries';

/**
 * A saved sensitive value comes back masked (`•••••6789`); once the merchant types, the mask
 * characters are dropped so what is sent is what was typed.
 */
export function typedValue(raw: string, format?: (raw: string) => string): string {
  const typed = raw.includes(MASK_CHARACTER) ? raw.split(MASK_CHARACTER).join('') : raw;
  return format ? format(typed) : typed;
}

/** The answers of a Yes/No question (doc 1 §3 "RadioInput"): the stored values. */
export const YES_NO_ANSWERS: readonly string[] = YES_NO;

/** What a merchant reads of each stored answer. */
export const YES_NO_LABELS: Readonly<Record<string, Message>> = {
  Yes: msg('common.yes'),
  No: msg('common.no'),
};

/** doc 2 §5: phone input keeps only digits and plus signs. */
export const phoneInput = normalizePhoneInput;

const phoneOptions = new Map<string, readonly PhoneCountryOption[]>();
/** The picker's countries (us, au, nz, ca, gb first), named in `nameOf`'s words; made once per language. */
export function phoneCountriesView(language: string, nameOf: (region: string) => string) {
  let options = phoneOptions.get(language);
  if (!options) {
    options = phoneCountryOptions(nameOf);
    phoneOptions.set(language, options);
  }
  return options;
}

/** The region the picker shows for a number, the registered country's while none is dialled. */
export const phoneRegionView = (value: string, registeredCountry: string | undefined) =>
  phoneRegionOfNumber(value, defaultPhoneRegion(registeredCountry));

/** The number once a country is picked: its calling code written into it. */
export const numberWithRegion = (value: string, region: string, from: string) =>
  withCallingCode(
    value,
    region as Parameters<typeof withCallingCode>[1],
    from as Parameters<typeof withCallingCode>[2],
  );

/** While the country is unknown, digits are read day first, as in most of the five countries. */
const FALLBACK_COUNTRY: CountryCode = 'UK';

/** doc 1 §9: the earliest date of a date of birth. */
export const DOB_MIN_DATE = '1900-01-01';

/** How a date of birth is entered (domain/masks/date-of-birth.ts `DOB_HINT`). */
const DOB_HINT = msg('fields.dob.hint');
export { DOB_DISPLAY_FORMAT };

export interface DobInputView {
  country: CountryCode;
  /** The value is a saved date, masked. */
  saved: boolean;
  /** The date held, yyyy-MM-dd, or null. */
  iso: string | null;
  description: Text;
  /**
   * Where the calendar opens when no date is chosen: the year of the newest date of birth that
   * meets the sign-up age (doc 2 §5), so it starts on a decade an owner can be born in.
   */
  calendarStart: string;
}

/** The date of birth field's reading of its value in the merchant's country. */
export function dobInputView(
  value: string,
  country: CountryCode | undefined,
  description: Text | undefined,
): DobInputView {
  const read = country ?? FALLBACK_COUNTRY;
  const saved = isMaskedValue(value);
  return {
    country: read,
    saved,
    iso: saved || !value ? null : (dobToIso(value, read) ?? null),
    description: saved
      ? msg('fields.dob.saved', { year: value.slice(-4) })
      : (description ?? DOB_HINT),
    calendarStart: `${new Date().getFullYear() - minimumSignUpAge(read)}-01-01`,
  };
}

/** The date typed, read in the country's order (digits alone, doc 2 §5), yyyy-MM-dd. */
export const dobOfTyped = (text: string, country: CountryCode) => parseTypedDob(text, country);

/** A picked date in the country's mask (MM-DD-YYYY for the US and Canada, DD-MM-YYYY elsewhere). */
export const dobOfPicked = (iso: string | null, country: CountryCode) =>
  iso ? (isoToDob(iso, country) ?? '') : '';

/**
 * What the form is handed when the merchant leaves the field with `text` typed: the date in the
 * country's mask, or the text itself when it is no date (the form's check then says 'Invalid
 * Date'); undefined when the text says what the form already holds.
 */
export function dobLeftAs(
  text: string,
  iso: string | null,
  country: CountryCode,
): string | undefined {
  const typed = text.trim();
  const read = typed ? parseTypedDob(typed, country) : undefined;
  if (!typed || read === iso) return undefined;
  return read ? (isoToDob(read, country) ?? typed) : typed;
}
