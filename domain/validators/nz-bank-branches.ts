/**
 * Bank and branch ranges of New Zealand account numbers, from Inland Revenue's "RWT and NRWT
 * certificate filing specification" (2020, section "Bank account number validation"), which
 * republishes the ranges of the Payments NZ bank branch register. A pair is [first, last].
 */
export const NZ_BRANCH_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
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

/** True when `branch` is a branch of `bank` (both as typed, zero-padded). */
export function isKnownNzBranch(bank: string, branch: string): boolean {
  const ranges = NZ_BRANCH_RANGES[bank];
  const n = Number(branch);
  return !!ranges && ranges.some(([first, last]) => n >= first && n <= last);
}
