import fc from 'fast-check';
import { parsePhoneNumberFromString as parseWithPackageMetadata } from 'libphonenumber-js';
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { trimPhoneMetadata } from '../../scripts/phone-metadata';
import shipped from './phone-metadata.json';

const REGIONS = ['US', 'CA', 'GB', 'AU', 'NZ', 'FR', 'DE', 'JM', 'JE', 'CX'] as const;

/** What the checks read of a parsed number. */
function reading(parsed: ReturnType<typeof parseWithPackageMetadata>) {
  return (
    parsed && {
      code: parsed.countryCallingCode,
      national: parsed.nationalNumber,
      country: parsed.country,
      valid: parsed.isValid(),
      possible: parsed.isPossible(),
    }
  );
}

describe('the phone metadata the portal ships', () => {
  it("is the installed libphonenumber-js's min metadata without formats (npx tsx scripts/write-phone-metadata.ts)", () => {
    expect(shipped).toEqual(trimPhoneMetadata());
  });

  it('keeps every calling code and country of the package', () => {
    expect(Object.keys(shipped.countries).length).toBeGreaterThan(200);
    expect(shipped.country_calling_codes['44']).toContain('GB');
    expect(shipped.countries.NZ?.[4]).toBeNull();
  });

  it('parses and checks any number as the full min metadata does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIONS),
        fc.constantFrom('', '+', '0', '00'),
        fc.stringMatching(/^\d{3,16}$/),
        (region, lead, digits) => {
          const text = lead + digits;
          expect(
            reading(parsePhoneNumberFromString(text, region, shipped as unknown as MetadataJson)),
          ).toEqual(reading(parseWithPackageMetadata(text, region)));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
