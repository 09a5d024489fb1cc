/**
 * Formats a Canadian postal code as it is typed (doc 2 §5): letters and digits only, uppercased,
 * at most 6 of them, with a space after the third (k1a0b1 -> K1A 0B1).
 */
export function formatCanadaPostalCode(raw: string): string {
  const chars = raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
  return chars.length > 3 ? `${chars.slice(0, 3)} ${chars.slice(3)}` : chars;
}
