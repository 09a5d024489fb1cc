/**
 * Errors re-checked as the merchant corrects them. Once a form was submitted, a changed field is
 * checked again at once: its message goes when the value is right and changes when it is wrong in
 * another way; an unchanged field keeps its message (the server's included). Without this an
 * error would stay under a field until the next submit.
 */
import type { ErrorSection, FieldError, ValidationErrors } from '../errors/field-errors';
import type { Merchant } from '../merchant/merchant';
import type { BusinessSection } from './accordion';
import { submissionErrors } from './section-save';

const ITEM_KEY = /^(bo|loc)_(\d+)_(.+)$/;

/** The value an error key of `section` points at (owner keys bo_{i}_{field}, doc 2 §5). */
function valueAt(merchant: Merchant, section: ErrorSection, key: string): unknown {
  if (key === 'agreementAccepted') return merchant.formCompletion.agreementAccepted;
  // The list's own message ('You have errors with one or more owners') follows the whole list.
  if (key === section) return (merchant as unknown as Record<string, unknown>)[section];
  const item = ITEM_KEY.exec(key);
  if (item) {
    const list = item[1] === 'bo' ? merchant.owners : merchant.locations;
    return (list[Number(item[2])] as unknown as Record<string, unknown> | undefined)?.[item[3]!];
  }
  const record = (merchant as unknown as Record<string, unknown>)[section];
  return record && typeof record === 'object'
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The errors after a change from `before` to `after`, given the errors shown and the section the
 * merchant is filling in. Nothing is checked before the first submit (no errors shown yet).
 */
export function recheckErrors(
  errors: ValidationErrors,
  before: Merchant,
  after: Merchant,
  section: BusinessSection,
): ValidationErrors {
  const shown = Object.keys(errors) as ErrorSection[];
  if (!shown.some((s) => Object.keys(errors[s] ?? {}).length > 0)) return errors;
  const now = submissionErrors(section, after);
  const result: ValidationErrors = {};
  for (const s of new Set([...shown, ...(Object.keys(now) as ErrorSection[])])) {
    const previous = errors[s] ?? {};
    const current = now[s] ?? {};
    const next: Record<string, FieldError> = {};
    for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
      const changed = !same(valueAt(before, s, key), valueAt(after, s, key));
      if (!changed && previous[key]) next[key] = previous[key];
      else if (changed && current[key]) next[key] = current[key];
    }
    if (Object.keys(next).length > 0) result[s] = next;
  }
  return result;
}
