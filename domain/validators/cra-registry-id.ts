import type { FieldError } from '../errors/field-errors';
import { CA_PROVINCES } from '../picklists/states';
import { clean, fieldError } from './field-error';

/**
 * The provincial corporate registry id of a Canadian corporation (doc 2 §5): its pattern and
 * the message shown when it does not match. The messages are ours; the seeds give the rules.
 */
interface RegistryIdRule {
  readonly pattern: RegExp;
  readonly message: string;
}

const RULES: Readonly<Record<string, RegistryIdRule>> = {
  'British Columbia': {
    pattern: /^[A-Za-z0-9]{7,9}$/,
    message: 'Must be 7 to 9 letters or numbers',
  },
  'New Brunswick': { pattern: /^\d{5,6}$/, message: 'Must be 5 or 6 digits' },
  Ontario: { pattern: /^(?:\d{7}|\d{8}|\d{10})$/, message: 'Must be 7, 8 or 10 digits' },
  Quebec: { pattern: /^(?:\d{7}|\d{8}|\d{10})$/, message: 'Must be 7, 8 or 10 digits' },
  'Nova Scotia': { pattern: /^\d{7}$/, message: 'Must be 7 digits' },
  Alberta: { pattern: /^[A-Za-z0-9]{8,10}$/, message: 'Must be 8 to 10 letters or numbers' },
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
