import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NZ_BANK_BRANCH_REGISTER } from './data/nz-bank-branch-register';
import { checkNzAccount } from './nz-bank-account';
import { hasNzCheckDigitAlgorithm, nzRegisterBankName } from './nz-bank-branches';
import { inEnglish } from '../../test/i18n/say-in';

const format = {
  code: 'InvalidFormat',
  error:
    'NZ bank account number must only contain numbers and match formats ##-####-#######-## or ##-####-#######-###',
};
const checksum = {
  code: 'InvalidFormat',
  error: 'This NZ bank account number is not valid. Check it against your bank statement.',
};

describe('checkNzAccount: format (doc 2 §5), then the check digit where published', () => {
  it.each([
    // worked examples of the Inland Revenue specification, one per algorithm
    ['01-0902-0068389-00', undefined], // A
    ['08-6523-1954512-001', undefined], // D
    ['26-2600-0320871-032', undefined], // G
    ['01-0242-0100194-00', undefined], // A
    ['31-2800-0000001-00', undefined], // X: not checked
    ['0109020068389000', format],
    ['01-902-0068389-00', format],
    ['01-0902-068389-00', format],
    ['01-0902-0068389-0', format],
    ['01-0902-0068389-0000', format],
    ['01-0902-006838a-00', format],
    // banks and branches without a published algorithm: the format decides
    ['01-9999-0100197-00', undefined],
    ['32-0001-0068389-00', undefined],
    ['08-0001-1954512-001', undefined],
    ['01-0242-0100195-00', checksum],
    ['08-6523-1954513-001', checksum],
    ['26-2600-0320871-033', checksum],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(inEnglish(checkNzAccount(value))).toEqual(expected);
  });
});

// The specification's weights over bank(2) branch(4) base(8) suffix(4), restated as the oracle.
const SPEC: Record<string, { w: number[]; m: number; fold: boolean }> = {
  A: { w: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], m: 11, fold: false },
  B: { w: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], m: 11, fold: false },
  D: { w: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], m: 11, fold: false },
  E: { w: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], m: 11, fold: true },
  F: { w: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], m: 10, fold: false },
  G: { w: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], m: 10, fold: true },
  X: { w: new Array<number>(18).fill(0), m: 1, fold: false },
};

// A sample of banks with one branch range each, covering every algorithm.
const BANKS: [string, number, number][] = [
  ['01', 1, 999],
  ['02', 1200, 1299],
  ['03', 1500, 1599],
  ['06', 1400, 1499],
  ['08', 6500, 6599],
  ['09', 0, 0],
  ['11', 5000, 6499],
  ['12', 3000, 3299],
  ['25', 2500, 2599],
  ['26', 2600, 2699],
  ['28', 2100, 2149],
  ['29', 2150, 2299],
  ['31', 2800, 2849],
  ['33', 6700, 6799],
  ['38', 9000, 9499],
];

const algorithmOf = (bank: string, base: string): string =>
  ({ '08': 'D', '09': 'E', '25': 'F', '33': 'F', '26': 'G', '28': 'G', '29': 'G', '31': 'X' })[
    bank
  ] ?? (Number(base) < 990000 ? 'A' : 'B');

const fold = (n: number): number => (n > 9 ? fold(Math.floor(n / 10) + (n % 10)) : n);

function weightedSum(digits: number[], algorithm: string): number {
  const { w, fold: folds } = SPEC[algorithm]!;
  return digits.reduce((sum, d, i) => sum + (folds ? fold(d * w[i]!) : d * w[i]!), 0);
}

const hyphenated = (d: number[], suffixLength: number): string =>
  `${d.slice(0, 2).join('')}-${d.slice(2, 6).join('')}-${d.slice(7, 14).join('')}-${d
    .slice(18 - suffixLength)
    .join('')}`;

/**
 * Valid accounts: random branch, base and suffix, then the one digit with weight 1 (last of the
 * base, or last of the suffix for E and G) set so the weighted sum divides by the modulus.
 */
const validAccount = fc
  .tuple(
    fc.constantFrom(...BANKS),
    fc.integer({ min: 0, max: 9999 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }),
    fc.constantFrom(2, 3),
  )
  .map(([[bank, first, last], b, base, suffix, suffixLength]) => {
    const branch = String(first + (b % (last - first + 1))).padStart(4, '0');
    const suffixDigits = suffixLength === 2 ? [0, ...suffix.slice(0, 2)] : suffix;
    const digits = [...`${bank}${branch}0`].map(Number).concat(base, [0], suffixDigits);
    const algorithm = algorithmOf(bank, base.join(''));
    const free = algorithm === 'E' || algorithm === 'G' ? 17 : 13;
    digits[free] = 0;
    const { m } = SPEC[algorithm]!;
    digits[free] = (m - (weightedSum(digits, algorithm) % m)) % m;
    return { digits, suffixLength, algorithm };
  })
  .filter(({ digits }) => digits.every((d) => d <= 9));

describe('NZ account check digits (property)', () => {
  it('every generated account passes, whatever its algorithm', () => {
    fc.assert(
      fc.property(validAccount, ({ digits, suffixLength }) => {
        expect(checkNzAccount(hyphenated(digits, suffixLength))).toBeUndefined();
      }),
    );
  });

  it('changing one weighted digit fails under A, B, D and F (prime moduli, no folding)', () => {
    fc.assert(
      fc.property(
        validAccount.filter(({ algorithm }) => 'ABDF'.includes(algorithm)),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        ({ digits, suffixLength, algorithm }, pick, shift) => {
          const weighted = SPEC[algorithm]!.w.flatMap((w, i) => (w > 0 ? [i] : []));
          const position = weighted[pick % weighted.length]!;
          const corrupted = digits.slice();
          corrupted[position] = (digits[position]! + shift) % 10;
          // Skip the rare base change that moves an account across the A/B boundary.
          const base = corrupted.slice(7, 14).join('');
          fc.pre(algorithmOf(hyphenated(corrupted, 2).slice(0, 2), base) === algorithm);
          // A changed branch digit may leave the ranges whose algorithm is published.
          const [bank = '', branch = ''] = hyphenated(corrupted, 2).split('-');
          fc.pre(hasNzCheckDigitAlgorithm(bank, branch));
          expect(checkNzAccount(hyphenated(corrupted, suffixLength))).toBeDefined();
        },
      ),
    );
  });
});

describe('accounts at banks and branches newer than the check-digit ranges', () => {
  // Bank and branch numbers from the Payments NZ Bank Branch Register (January 2026).
  const newer = [
    '05-8884',
    '05-8889',
    '88-8800',
    '02-2025',
    '02-2053',
    '04-2014',
    '04-2019',
    '01-6150',
    '03-5050',
  ];
  it.each(newer)('%s is in the register and never blocked', (bankBranch) => {
    const [bank = '', branch = ''] = bankBranch.split('-');
    expect(nzRegisterBankName(bank, branch)).toBeDefined();
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), fc.stringMatching(/^\d{2,3}$/), (base, suffix) => {
        expect(checkNzAccount(`${bankBranch}-${base}-${suffix}`)).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('keeps the check digit where the algorithm is published', () => {
    expect(hasNzCheckDigitAlgorithm('01', '0902')).toBe(true);
    expect(hasNzCheckDigitAlgorithm('04', '2020')).toBe(true);
    expect(hasNzCheckDigitAlgorithm('04', '2014')).toBe(false);
    expect(hasNzCheckDigitAlgorithm('05', '8884')).toBe(false);
  });

  it('names its source and date', () => {
    expect(NZ_BANK_BRANCH_REGISTER.source.name).toBe('Payments NZ Bank Branch Register');
    expect(NZ_BANK_BRANCH_REGISTER.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
