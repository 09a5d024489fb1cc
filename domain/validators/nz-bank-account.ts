import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';
import { hasNzCheckDigitAlgorithm } from './nz-bank-branches';

/** doc 2 §5. */
export const NZ_ACCOUNT_FORMAT_MESSAGE = msg('validation.nzAccountFormat');
/** Ours: the check digit of the account number is wrong. */
export const NZ_ACCOUNT_CHECKSUM_MESSAGE = msg('validation.nzAccountChecksum');

/** The check-digit algorithms of the Inland Revenue specification. */
export type NzCheckAlgorithm = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'X';

/**
 * Weights over the 18-digit form bank(2) branch(4) base(8) suffix(4), the modulus, and whether
 * each product is first folded to one digit by adding its digits (E and G). From Inland
 * Revenue's "RWT and NRWT certificate filing specification" (2020), "Bank account number
 * validation", which follows Payments NZ's BECS account-number rules. C is part of the
 * specification although no bank selects it today.
 */
const ALGORITHMS: Record<
  NzCheckAlgorithm,
  { weights: readonly number[]; modulus: number; fold: boolean }
> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, fold: false },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, fold: false },
  C: { weights: [3, 7, 0, 0, 0, 0, 9, 1, 10, 5, 3, 4, 2, 1, 0, 0, 0, 0], modulus: 11, fold: false },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11, fold: false },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, fold: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10, fold: false },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, fold: true },
  X: { weights: new Array<number>(18).fill(0), modulus: 1, fold: false },
};

/** The parts of an account number typed as ##-####-#######-## or ##-####-#######-###. */
export interface NzAccountParts {
  readonly bank: string;
  readonly branch: string;
  readonly base: string;
  readonly suffix: string;
}

const NZ_ACCOUNT = /^(\d{2})-(\d{4})-(\d{7})-(\d{2,3})$/;

/** Splits a hyphenated account number; undefined when it does not match either format. */
export function parseNzAccount(value: string): NzAccountParts | undefined {
  const match = NZ_ACCOUNT.exec(clean(value));
  if (!match) return undefined;
  const [, bank = '', branch = '', base = '', suffix = ''] = match;
  return { bank, branch, base, suffix };
}

/**
 * The algorithm for an account (specification, "Check digit algorithm"): bank 08 D, 09 E,
 * 25 and 33 F, 26, 28 and 29 G, 31 X (not checked); any other bank A when the account base is
 * below 00990000, else B.
 */
export function nzCheckAlgorithm(parts: NzAccountParts): NzCheckAlgorithm {
  switch (parts.bank) {
    case '08':
      return 'D';
    case '09':
      return 'E';
    case '25':
    case '33':
      return 'F';
    case '26':
    case '28':
    case '29':
      return 'G';
    case '31':
      return 'X';
    default:
      return Number(parts.base) < 990000 ? 'A' : 'B';
  }
}

/** Adds the digits of a product, and again while it has two (E and G). */
function foldDigits(n: number): number {
  let folded = n;
  while (folded > 9) folded = Math.floor(folded / 10) + (folded % 10);
  return folded;
}

/** The 18 digits the weights apply to: base padded to 8, suffix to 4. */
export function nzAccountDigits(parts: NzAccountParts): number[] {
  const digits = `${parts.bank}${parts.branch}${parts.base.padStart(8, '0')}${parts.suffix.padStart(4, '0')}`;
  return [...digits].map(Number);
}

/** True when the account's weighted sum is a multiple of its algorithm's modulus. */
export function isNzAccountChecksumValid(parts: NzAccountParts): boolean {
  const { weights, modulus, fold } = ALGORITHMS[nzCheckAlgorithm(parts)];
  const sum = nzAccountDigits(parts).reduce((total, digit, i) => {
    const product = digit * (weights[i] ?? 0);
    return total + (fold ? foldDigits(product) : product);
  }, 0);
  return sum % modulus === 0;
}

/** The weights of an algorithm over the 18-digit form, for callers that explain a failure. */
export function nzAlgorithmWeights(algorithm: NzCheckAlgorithm): readonly number[] {
  return ALGORITHMS[algorithm].weights;
}

/**
 * Checks a New Zealand bank account number: the hyphenated format (doc 2 §5) decides; the check
 * digit is added only where its algorithm is published for the bank and branch, so an account
 * at a bank or branch opened since never fails a rule it was not made to follow.
 */
export function checkNzAccount(value: string): FieldError | undefined {
  const v = clean(value);
  if (v === '') return undefined;
  const parts = parseNzAccount(v);
  if (!parts) return fieldError('InvalidFormat', NZ_ACCOUNT_FORMAT_MESSAGE);
  if (hasNzCheckDigitAlgorithm(parts.bank, parts.branch) && !isNzAccountChecksumValid(parts)) {
    return fieldError('InvalidFormat', NZ_ACCOUNT_CHECKSUM_MESSAGE);
  }
  return undefined;
}
