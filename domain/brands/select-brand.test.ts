import { describe, expect, it } from 'vitest';
import { BRANDS, pageTitle } from './brands';
import type { BrandId } from './brands';
import { regionOfLanguageTag, selectBrand } from './select-brand';
import { countryOfTimeZone, TIME_ZONE_COUNTRIES } from './time-zone-countries';
import { msg } from '../i18n/message';

describe('selectBrand: the country URL parameter decides first', () => {
  it.each<[string, BrandId]>([
    ['AU', 'provider'],
    ['CA', 'provider'],
    ['NZ', 'provider'],
    ['GB', 'uk'],
    ['UK', 'uk'],
    ['US', 'cashApp'],
    ['us', 'cashApp'],
    [' gb ', 'uk'],
  ])('country=%s gives the %s brand, whatever the other signals say', (countryParam, brand) => {
    expect(
      selectBrand({
        countryParam,
        url: 'https://merchants.clearfour.example/app',
        timeZone: 'Australia/Sydney',
        languageRegion: 'en-US',
      }),
    ).toBe(brand);
  });

  it.each(['FR', 'XX', '', 'USA'])('an unknown country %j is skipped', (countryParam) => {
    expect(selectBrand({ countryParam, timeZone: 'America/Chicago' })).toBe('cashApp');
  });

  it('does not read the time zone when the parameter decides (the page reads it lazily)', () => {
    let read = 0;
    const signals = {
      countryParam: 'NZ',
      get timeZone() {
        read += 1;
        return 'America/Chicago';
      },
    };
    expect(selectBrand(signals)).toBe('provider');
    expect(read).toBe(0);
    expect(selectBrand({ ...signals, countryParam: null })).toBe('cashApp');
  });
});

describe('selectBrand: then a URL holding the UK brand word', () => {
  it.each([
    'https://merchants.clearfour.example/app',
    'https://example.com/app?ref=ClearFour',
    'https://CLEARFOUR.example/app/lead',
  ])('%s gives the UK brand over the time zone and language', (url) => {
    expect(selectBrand({ url, timeZone: 'America/New_York', languageRegion: 'en-US' })).toBe('uk');
  });

  it('a URL without the word falls through to the time zone', () => {
    expect(selectBrand({ url: 'https://quartet.example/app', timeZone: 'Pacific/Auckland' })).toBe(
      'provider',
    );
  });
});

describe('selectBrand: then the browser time zone', () => {
  it.each<[string, BrandId]>([
    ['America/New_York', 'cashApp'],
    ['America/Los_Angeles', 'cashApp'],
    ['Pacific/Honolulu', 'cashApp'],
    ['US/Eastern', 'cashApp'],
    ['US/Pacific', 'cashApp'],
    ['America/Toronto', 'provider'],
    ['America/Vancouver', 'provider'],
    ['America/St_Johns', 'provider'],
    ['Canada/Pacific', 'provider'],
    ['Canada/Eastern', 'provider'],
    ['Australia/Sydney', 'provider'],
    ['Australia/NSW', 'provider'],
    ['Pacific/Auckland', 'provider'],
    ['NZ', 'provider'],
    ['Europe/London', 'uk'],
    ['GB', 'uk'],
    ['Europe/Belfast', 'uk'],
  ])('%s gives the %s brand over the language region', (timeZone, brand) => {
    expect(selectBrand({ timeZone, languageRegion: 'en-AU' })).toBe(brand);
  });

  it('a Canadian zone sharing US Eastern time gives the provider brand even with en-US', () => {
    expect(selectBrand({ timeZone: 'America/Toronto', languageRegion: 'en-US' })).toBe('provider');
  });

  it('a zone outside the five countries falls through to the language region', () => {
    expect(selectBrand({ timeZone: 'Europe/Paris', languageRegion: 'en-GB' })).toBe('uk');
  });
});

describe('selectBrand: then the browser language region, else the provider brand', () => {
  it.each<[string | null, BrandId]>([
    ['en-GB', 'uk'],
    ['en-US', 'cashApp'],
    ['es-US', 'cashApp'],
    ['en-AU', 'provider'],
    ['en-NZ', 'provider'],
    ['fr-CA', 'provider'],
    ['en_GB', 'uk'],
    ['zh-Hant-US', 'cashApp'],
    ['en', 'provider'],
    ['de-DE', 'provider'],
    [null, 'provider'],
  ])('%s gives the %s brand', (languageRegion, brand) => {
    expect(selectBrand({ languageRegion, timeZone: 'Asia/Tokyo' })).toBe(brand);
  });

  it('no signal at all gives the provider brand', () => {
    expect(selectBrand({})).toBe('provider');
  });
});

describe('regionOfLanguageTag', () => {
  it.each<[string, string | undefined]>([
    ['en-GB', 'GB'],
    ['en-gb', 'GB'],
    ['zh-Hant-TW', 'TW'],
    ['GB', 'GB'],
    ['en', undefined],
    ['', undefined],
  ])('%j → %s', (tag, region) => {
    expect(regionOfLanguageTag(tag)).toBe(region);
  });
});

describe('time zone table', () => {
  it('maps zones to each of the five countries and no other', () => {
    const countries = new Set(TIME_ZONE_COUNTRIES.values());
    expect([...countries].sort()).toEqual(['AU', 'CA', 'NZ', 'UK', 'US']);
  });

  it.each([...TIME_ZONE_COUNTRIES.keys()].filter((zone) => zone.includes('/')))(
    '%s is a zone the runtime knows',
    (zone) => {
      // Canada/East-Saskatchewan was withdrawn from tzdata; browsers on old data still report it.
      if (zone === 'Canada/East-Saskatchewan') return;
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    },
  );

  it('unknown or empty zones give no country', () => {
    expect(countryOfTimeZone('Europe/Paris')).toBeUndefined();
    expect(countryOfTimeZone('')).toBeUndefined();
    expect(countryOfTimeZone(undefined)).toBeUndefined();
  });
});

describe('brands as data', () => {
  it.each(Object.values(BRANDS))(
    '$name has a title, a logo, a favicon and ten colour shades',
    (brand) => {
      expect(pageTitle(brand)).toEqual(msg('common.siteTitle', { brand: brand.name }));
      expect(brand.logoPath).toMatch(/^brands\/.+\.svg$/);
      expect(brand.faviconPath).toMatch(/^brands\/.+\.svg$/);
      expect(brand.colours).toHaveLength(10);
      expect(brand.customerLoginUrl).toMatch(/^https:\/\//);
    },
  );

  it('names the three brands as the design sets them', () => {
    expect([BRANDS.provider.name, BRANDS.uk.name, BRANDS.cashApp.name]).toEqual([
      'Quartet',
      'Clearfour',
      'Quartet Cash',
    ]);
  });
});
