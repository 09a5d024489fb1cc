const digitsOf = (raw: string, max: number): string => raw.replace(/\D/g, '').slice(0, max);

/** The BSB input mask and placeholder (doc 2 §5). */
export const BSB_MASK = '000-000';
export const BSB_PLACEHOLDER = '111-000';

/** Formats an Australian BSB as typed: 6 digits at most, a hyphen after the third (123-456). */
export function formatBsb(raw: string): string {
  const d = digitsOf(raw, 6);
  return d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
}

/** The sort code input mask and hint example (doc 2 §5). */
export const SORT_CODE_MASK = '00-00-00';
export const SORT_CODE_EXAMPLE = '11-22-33';

/** Formats a UK sort code as typed: 6 digits at most, in pairs joined by hyphens (12-34-56). */
export function formatSortCode(raw: string): string {
  const d = digitsOf(raw, 6);
  return (d.match(/\d{1,2}/g) ?? []).join('-');
}

/** doc 2 §5: NZ account auto-hyphenation begins at 15 or more characters. */
export const NZ_ACCOUNT_HYPHENATE_FROM = 15;

/**
 * Formats a New Zealand account number as typed. Below 15 characters the input is left as typed
 * (digits and hyphens only), so a merchant can type the hyphens; from 15 characters the digits
 * are grouped bank-branch-base-suffix (##-####-#######-## or -###), 16 digits at most.
 */
export function formatNzAccount(raw: string): string {
  const typed = raw.replace(/[^\d-]/g, '');
  if (typed.length < NZ_ACCOUNT_HYPHENATE_FROM) return typed;
  const d = digitsOf(typed, 16);
  if (d.length < NZ_ACCOUNT_HYPHENATE_FROM) return typed;
  return `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6, 13)}-${d.slice(13)}`;
}
