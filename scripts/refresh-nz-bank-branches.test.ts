import { describe, expect, it } from 'vitest';
import {
  banksOfRegister,
  compactRanges,
  parseCsv,
  registerModule,
} from './refresh-nz-bank-branches';

describe('refresh-nz-bank-branches', () => {
  it('reads quoted CSV cells', () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('compacts branch numbers into runs', () => {
    expect(compactRanges([4, 1, 2, 3, 9, 11, 10])).toBe('0001-0004,0009-0011');
  });

  it('builds the data module from the register columns', () => {
    const csv = [
      'Bank Number,Bank Name,Branch Number,Branch Information',
      '5,China Construction Bank NZ Ltd,8884,Head Office',
      '05,China Construction Bank NZ Ltd,8885,"Auckland, CBD"',
      '88,Bank of China NZ Ltd,8800,Head Office',
    ].join('\n');
    const banks = banksOfRegister(csv);
    expect([...banks.entries()]).toEqual([
      ['05', { name: 'China Construction Bank NZ Ltd', branches: '8884-8885' }],
      ['88', { name: 'Bank of China NZ Ltd', branches: '8800' }],
    ]);
    const module = registerModule(banks, 'BankBranchRegister-05Jan2026.csv', '2026-01-05');
    expect(module).toContain("date: '2026-01-05'");
    expect(module).toContain("'88': { name: \"Bank of China NZ Ltd\", branches: '8800' }");
  });

  it('refuses a file without the register columns', () => {
    expect(() => banksOfRegister('Bank,Branch\n01,0001')).toThrow(/bank_number/);
  });
});
