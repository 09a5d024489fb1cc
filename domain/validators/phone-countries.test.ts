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
