/**
 * Formats a Canadian postal code as it is typed (doc 2 §5): uppercased; six letters and digits typed without a space get one after the third
 * (k1a0b1 -> K1A 0B1). Nothing is cut or added otherwise, so "K1A0B" keeps the length message the
 * API gives for it (decision 0043).
 */
export function formatCanadaPostalCode(raw: string): string {
  const typed = raw.toUpperCase();
  if (/^[A-Z0-9]{6}$/.test(typed)) return `${typed.slice(0, 3)} ${typed.slice(3)}`;
  return typed;
}
