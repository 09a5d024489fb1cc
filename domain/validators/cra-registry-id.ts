import { msg, type Message } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { CA_PROVINCES } from '../picklists/states';
import { clean, fieldError } from './field-error';

/**
 * The provincial corporate registry id of a Canadian corporation (doc 2 §5): its pattern and
 * the message shown when it does not match. The messages are ours; the seeds give the rules.
 */
interface RegistryIdRule {
  readonly pattern: RegExp;
  readonly message: Message;
}

const SEVEN_EIGHT_OR_TEN_DIGITS = msg('validation.registryIdDigitsOneOf', {
  first: 7,
  second: 8,
  third: 10,
});

const RULES: Readonly<Record<string, RegistryIdRule>> = {
  'British Columbia': {
    pattern: /^[A-Za-z0-9]{7,9}$/,
    message: msg('validation.registryIdLettersOrNumbers', { min: 7, max: 9 }),
  },
  'New Brunswick': {
    pattern: /^\d{5,6}$/,
    message: msg('validation.registryIdDigitsEither', { first: 5, second: 6 }),
  },
  Ontario: { pattern: /^(?:\d{7}|\d{8}|\d{10})$/, message: SEVEN_EIGHT_OR_TEN_DIGITS },
  Quebec: { pattern: /^(?:\d{7}|\d{8}|\d{10})$/, message: SEVEN_EIGHT_OR_TEN_DIGITS },
  'Nova Scotia': { pattern: /^\d{7}$/, message: msg('validation.registryIdDigits', { count: 7 }) },
  Alberta: {
    pattern: /^[A-Za-z0-9]{8,10}$/,
    message: msg('validation.registryIdLettersOrNumbers', { min: 8, max: 10 }),
  },
};

/** The province name of a stored value that may be a name or a two-letter code. */
function provinceName(province: string | undefined): string | undefined {
  const p = clean(province);
  return CA_PROVINCES.find((o) => o.name === p || o.code === p.toUpperCase())?.name;
}

/** doc 2 §4: provinces where a corporation must give its registry id. */
export const REGISTRY_ID_PROVINCES: readonly string[] = Object.keys(RULES);

/**
 * Checks a registry id against the rule of `province` (British Columbia 7 to 9 alphanumeric,
 * New Brunswick 5 or 6 digits, Ontario and Quebec 7, 8 or 10 digits, Nova Scotia 7 digits,
 * Alberta 8 to 10 alphanumeric). Other provinces have no format rule.
 */
export function checkCraRegistryId(
  value: string,
  province: string | undefined,
): FieldError | undefined {
  const v = clean(value);
  const name = provinceName(province);
  const rule = name ? RULES[name] : undefined;
  if (v === '' || !rule || rule.pattern.test(v)) return undefined;
  return fieldError('InvalidFormat', rule.message);
}
