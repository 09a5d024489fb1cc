/**
 * The country pick list a merchant reads: stored codes, names in the merchant's language
 * (COUNTRY_NAMES stays the English name the provider's systems and the console read).
 */
import { msg, type Message } from '../i18n/message';
import type { PickList } from '../picklists/pick-list';
import { COUNTRY_CODES, type CountryCode } from './country-code';

export const COUNTRY_LABELS: Readonly<Record<CountryCode, Message>> = {
  US: msg('fields.country.US'),
  AU: msg('fields.country.AU'),
  NZ: msg('fields.country.NZ'),
  UK: msg('fields.country.UK'),
  CA: msg('fields.country.CA'),
};

export const COUNTRY_OPTIONS: PickList<CountryCode> = COUNTRY_CODES.map((code) => ({
  value: code,
  label: COUNTRY_LABELS[code],
}));
