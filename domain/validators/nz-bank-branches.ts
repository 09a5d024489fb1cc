import { NZ_BANK_BRANCH_REGISTER } from './data/nz-bank-branch-register';

/**
 * The bank and branch ranges whose check-digit algorithm is published: Inland Revenue's "RWT and
 * NRWT certificate filing specification" (2020, section "Bank account number validation"). A pair
 * is [first, last]. Banks and branches opened since (banks 05 and 88, BNZ 02-2025..2053, ANZ
 * 04-2014..2019, for instance) have no published algorithm, so their check digit is not checked.
 */
export const NZ_CHECK_DIGIT_RANGES: Readonly<
  Record<string, readonly (readonly [number, number])[]>
> = {
  '01': [
    [1, 999],
    [1100, 1199],
    [1800, 1899],
  ],
  '02': [
    [1, 999],
    [1200, 1299],
  ],
  '03': [
    [1, 999],
    [1300, 1399],
    [1500, 1599],
    [1700, 1799],
    [1900, 1999],
    [7350, 7399],
  ],
  '04': [[2020, 2024]],
  '06': [
    [1, 999],
    [1400, 1499],
  ],
  '08': [[6500, 6599]],
  '09': [[0, 0]],
  '10': [[5165, 5169]],
  '11': [
    [5000, 6499],
    [6600, 8999],
  ],
  '12': [
    [3000, 3299],
    [3400, 3499],
    [3600, 3699],
  ],
  '13': [[4900, 4999]],
  '14': [[4700, 4799]],
  '15': [[3900, 3999]],
  '16': [[4400, 4499]],
  '17': [[3300, 3399]],
  '18': [[3500, 3599]],
  '19': [[4600, 4649]],
  '20': [[4100, 4199]],
  '21': [[4800, 4899]],
  '22': [[4000, 4049]],
  '23': [[3700, 3799]],
  '24': [[4300, 4349]],
  '25': [[2500, 2599]],
  '26': [[2600, 2699]],
  '27': [[3800, 3849]],
  '28': [[2100, 2149]],
  '29': [[2150, 2299]],
  '30': [[2900, 2949]],
  '31': [[2800, 2849]],
  '33': [[6700, 6799]],
  '35': [[2400, 2499]],
  '38': [[9000, 9499]],
};

/** True when the check-digit algorithm of `bank` is published for `branch` (both zero-padded). */
export function hasNzCheckDigitAlgorithm(bank: string, branch: string): boolean {
  const ranges = NZ_CHECK_DIGIT_RANGES[bank];
  const n = Number(branch);
  return !!ranges && ranges.some(([first, last]) => n >= first && n <= last);
}

/** The branch runs of the register ("0001,0004,0102-0105") as [first, last] pairs. */
function runsOf(branches: string): [number, number][] {
  return branches.split(',').map((run) => {
    const [first = '', last = first] = run.split('-');
    return [Number(first), Number(last)];
  });
}

/**
 * The bank's name when the register lists `bank` and `branch`. Informative only: a bank or
 * branch missing from the register never blocks an account (banks open branches between
 * register releases), the format rule of doc 2 §5 decides.
 */
export function nzRegisterBankName(bank: string, branch: string): string | undefined {
  const entry = NZ_BANK_BRANCH_REGISTER.banks[bank];
  const n = Number(branch);
  if (!entry) return undefined;
  return runsOf(entry.branches).some(([first, last]) => n >= first && n <= last)
    ? entry.name
    : undefined;
}
