import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode as PhoneRegion,
} from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { checkPhone } from './phone';
import {
  defaultPhoneRegion,
  phoneCountryOptions,
  phoneRegionOfNumber,
  withCallingCode,
} from './phone-countries';

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (region: string) => names.of(region) ?? region;

describe('phone country picker (doc 1 §3)', () => {
  it('lists us, au, nz, ca, gb first, then about 240 regions by name', () => {
    const options = phoneCountryOptions(nameOf);
    expect(options.slice(0, 5).map((o) => [o.region, o.callingCode])).toEqual([
      ['US', '1'],
      ['AU', '61'],
      ['NZ', '64'],
      ['CA', '1'],
      ['GB', '44'],
    ]);
    expect(options.length).toBeGreaterThan(200);
    const rest = options.slice(5).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(new Set(options.map((o) => o.region)).size).toBe(options.length);
  });

  it('defaults to the registered country', () => {
    expect(defaultPhoneRegion('NZ')).toBe('NZ');
    expect(defaultPhoneRegion('UK')).toBe('GB');
    expect(defaultPhoneRegion('')).toBe('US');
  });

  it('shows the region of an international number, the default for a national one', () => {
    expect(phoneRegionOfNumber('+64211234567', 'AU')).toBe('NZ');
    expect(phoneRegionOfNumber('0211234567', 'NZ')).toBe('NZ');
    expect(phoneRegionOfNumber('+1', 'CA')).toBe('CA');
    expect(phoneRegionOfNumber('+1', 'AU')).toBe('US');
  });

  it('puts the picked calling code in front, dropping the trunk prefix or the old code', () => {
    expect(withCallingCode('0412 345 678', 'AU', 'AU')).toBe('+61412345678');
    expect(withCallingCode('+61412345678', 'NZ', 'AU')).toBe('+64412345678');
    expect(withCallingCode('', 'GB', 'US')).toBe('+44');
    // A number written with the picked code passes the same check as typed nationally.
    const picked = withCallingCode('021 123 4567', 'NZ', 'NZ');
    expect(checkPhone(picked, 'AU')).toBeUndefined();
  });
});

describe('phone country picker on the trimmed numbering-plan table', () => {
  // The picker reads the same trimmed table as the checks; it must list, read and rewrite numbers
  // exactly as with the package's full "min" metadata.
  const full = {
    countries: getCountries,
    code: getCountryCallingCode,
    parse: (v: string, region?: PhoneRegion) => parsePhoneNumberFromString(v, region),
  };

  it('lists the same regions with the same calling codes', () => {
    const options = phoneCountryOptions(nameOf);
    expect(options.map((o) => o.region).sort()).toEqual([...full.countries()].sort());
    for (const o of options) expect(o.callingCode).toBe(full.code(o.region));
  });

  it('reads and rewrites numbers as the full table does', () => {
    const numbers = [
      '+64211234567',
      '+61412345678',
      '+442079460958',
      '+14165550123',
      '+12025550123',
      '+33612345678',
      '+4915123456789',
      '+8613812345678',
      '+1',
      '+7',
      '021 123 4567',
      '0412 345 678',
      '020 7946 0958',
      '(202) 555-0123',
      '',
    ];
    const regions: PhoneRegion[] = ['US', 'AU', 'NZ', 'CA', 'GB', 'FR', 'RU'];
    for (const number of numbers) {
      for (const from of regions) {
        const parsed = number.startsWith('+') ? full.parse(number) : undefined;
        if (parsed?.country) expect(phoneRegionOfNumber(number, from)).toBe(parsed.country);
        for (const to of regions) {
          const national = full.parse(number.replace(/[^\d+]/g, ''), from)?.nationalNumber;
          const rewritten = withCallingCode(number, to, from);
          expect(rewritten.startsWith(`+${full.code(to)}`)).toBe(true);
          if (national) expect(rewritten).toBe(`+${full.code(to)}${national}`);
        }
      }
    }
  });
});
