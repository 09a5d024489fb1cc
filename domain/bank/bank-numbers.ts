/**
 * Input masks of bank numbers (doc 2 §5). A mask only adds the separators: it never drops, adds
 * or moves a digit, and a hyphen typed where the mask would not put one stays where it is. The
 * browser then shows for a value the message the API gives for it (decision 0043): "06-2000"
 * stays "06-2000", a seventh digit stays.
 */
import { BSB_PLACEHOLDER, SORT_CODE_EXAMPLE } from './bank-number-examples';

export { BSB_PLACEHOLDER, SORT_CODE_EXAMPLE };

const digitsOf = (raw: string): string => raw.replace(/\D/g, '');

/** How many digits come before each hyphen of `value`. */
export function hyphenPositions(value: string): number[] {
  const positions: number[] = [];
  let digits = 0;
  for (const ch of value) {
    if (ch === '-') positions.push(digits);
    else if (/\d/.test(ch)) digits++;
  }
  return positions;
}

/**
 * Groups the digits of `raw` at `groups` (the digit counts after which a hyphen goes), unless a
 * typed hyphen sits elsewhere: then the digits and hyphens are kept as typed.
 */
function grouped(raw: string, groups: readonly number[]): string {
  const typed = raw.replace(/[^\d-]/g, '');
  const typedAt = hyphenPositions(typed);
  const own = typedAt.every((at, i) => groups.includes(at) && typedAt.indexOf(at) === i);
  if (!own || typed.endsWith('-')) return typed;
  const d = digitsOf(typed);
  let out = '';
  let from = 0;
  for (const at of groups) {
    if (d.length <= at) break;
    out += `${d.slice(from, at)}-`;
    from = at;
  }
  return out + d.slice(from);
}

/** The BSB input mask (doc 2 §5); its placeholder is in bank-number-examples.ts. */
export const BSB_MASK = '000-000';

/** Formats an Australian BSB as typed: a hyphen after the third digit (123-456). */
export function formatBsb(raw: string): string {
  return grouped(raw, [3]);
}

/** The sort code input mask (doc 2 §5). */
export const SORT_CODE_MASK = '00-00-00';

/** Formats a UK sort code as typed: digits in pairs joined by hyphens (12-34-56). */
export function formatSortCode(raw: string): string {
  return grouped(raw, [2, 4]);
}

/** doc 2 §5: NZ account auto-hyphenation begins at 15 or more characters. */
export const NZ_ACCOUNT_HYPHENATE_FROM = 15;

/**
 * Formats a New Zealand account number as typed. From 15 digits they are grouped
 * bank-branch-base-suffix (##-####-#######-## or -###); anything shorter is left as typed
 * (digits and hyphens only).
 */
export function formatNzAccount(raw: string): string {
  const typed = raw.replace(/[^\d-]/g, '');
  if (digitsOf(typed).length < NZ_ACCOUNT_HYPHENATE_FROM) return typed;
  return grouped(typed, [2, 6, 13]);
}
