/**
 * Identifiers as people type them, brought to the form the rules of doc 2 §5 check and the server
 * stores: an ABN copied from the register ("51 824 753 556"), an EIN from the IRS letter
 * ("12-3456789"), a sort code from a bank card ("12 34 56"). Spaces and dashes between the digits
 * are dropped (or, for a BSB and a sort code, put where the format has them); letters and other
 * characters stay, so a value that is wrong in substance still gets doc 2's message. Applied by
 * the shared schemas before the checks, in the browser and on the server alike (decision 0110).
 */

const SEPARATORS = /[\s\-‐‑–—.]/g;

/** Digits and letters only: spaces, dashes and dots between them dropped. */
export const withoutSeparators = (value: string): string => value.replace(SEPARATORS, '');

/** Spaces dropped (an account number may carry its own dashes, as NZ's does). */
const withoutSpaces = (value: string): string => value.replace(/\s/g, '');

/**
 * Digits in groups of `sizes`, joined by '-': typed without separators or with spaces. A dash
 * typed in another place stays as typed, so "06-2000" still gets the BSB message (decision 0043:
 * a value is never silently moved into another shape).
 */
const grouped =
  (...sizes: number[]) =>
  (value: string): string => {
    const digits = withoutSeparators(value);
    if (!/^\d+$/.test(digits) || digits.length !== sizes.reduce((a, b) => a + b, 0)) {
      return value;
    }
    const dashesAt = [...value.replace(/\s/g, '')].flatMap((c, i, all) =>
      c === '-' ? [all.slice(0, i).filter((d) => d !== '-').length] : [],
    );
    const groupEnds = sizes
      .slice(0, -1)
      .map((_, i) => sizes.slice(0, i + 1).reduce((a, b) => a + b));
    if (dashesAt.some((at) => !groupEnds.includes(at))) return value;
    const parts: string[] = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(digits.slice(at, at + size));
      at += size;
    }
    return parts.join('-');
  };

/** UK company numbers are upper case ("sc045551" is SC045551). */
const upperWithoutSeparators = (value: string): string => withoutSeparators(value).toUpperCase();

/** The normaliser of each identifier field, by the field's name in every section. */
export const FIELD_NORMALISERS: Readonly<Record<string, (value: string) => string>> = {
  abn: withoutSeparators,
  ein: withoutSeparators,
  craBusinessNumber: withoutSeparators,
  registrationNumber: withoutSeparators,
  companyNumber: upperWithoutSeparators,
  ssn: withoutSeparators,
  routing: withoutSeparators,
  routing2: withoutSeparators,
  canadaRoutingTransitIdNumber: withoutSeparators,
  canadaRoutingInstitutionIdNumber: withoutSeparators,
  canadaChequingAccount: withoutSeparators,
  confirmCanadaChequingAccount: withoutSeparators,
  account: withoutSpaces,
  confirmAccount: withoutSpaces,
  account2: withoutSpaces,
  confirmAccount2: withoutSpaces,
  bsb: grouped(3, 3),
  bsb2: grouped(3, 3),
  sortCode: grouped(2, 2, 2),
  sortCode2: grouped(2, 2, 2),
};

/** `value` of `field` as the rules read it and the server keeps it. */
export function normaliseField(field: string, value: string): string {
  const normalise = FIELD_NORMALISERS[field];
  return normalise ? normalise(value.trim()) : value;
}
