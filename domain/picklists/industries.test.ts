import { describe, expect, it } from 'vitest';
import {
  DDS_RESTRICTED_INDUSTRIES,
  INDUSTRY_OPTIONS,
  INDUSTRY_VALUES,
  XBT_EXCLUDED_INDUSTRIES,
  industryLabelOf,
  industryValueOf,
  isDdsRestrictedIndustry,
  isXbtExcludedIndustry,
} from './industries';
import { HEALTH_SUB_INDUSTRIES, healthIndustryCodeOf } from './health-sub-industries';

describe('industries (doc 2 §3)', () => {
  it('has about 40 entries with unique labels and values', () => {
    expect(INDUSTRY_OPTIONS.length).toBeGreaterThanOrEqual(38);
    expect(INDUSTRY_OPTIONS.length).toBeLessThanOrEqual(45);
    expect(new Set(INDUSTRY_OPTIONS.map((o) => o.english)).size).toBe(INDUSTRY_OPTIONS.length);
    expect(new Set(INDUSTRY_OPTIONS.map((o) => o.label.id)).size).toBe(INDUSTRY_OPTIONS.length);
    expect(new Set(INDUSTRY_VALUES).size).toBe(INDUSTRY_OPTIONS.length);
  });

  it.each([
    ['Automotive (non-services no vehicles)', 'Automotive'],
    ['Other (only select if your industry is not listed)', 'Other'],
  ])('stores %s as %s', (label, value) => {
    expect(industryValueOf(label)).toBe(value);
    expect(industryLabelOf(value)).toBe(label);
  });

  it.each([
    'Adult',
    'Automotive',
    'Electronics',
    'Health',
    'Home & Garden (non-furniture)',
    'Jewellery',
    'Other',
    'Outdoor',
    'Services',
    'Footwear',
    ...DDS_RESTRICTED_INDUSTRIES,
  ])('includes the seed category %s', (value) => {
    expect(INDUSTRY_VALUES).toContain(value);
  });

  it('excludes exactly the seed categories from cross-border trade', () => {
    expect([...XBT_EXCLUDED_INDUSTRIES].sort()).toEqual(
      [
        'Adult',
        'Automotive',
        'Electronics',
        'Health',
        'Home & Garden (non-furniture)',
        'Jewellery',
        'Other',
        'Outdoor',
        'Services',
      ].sort(),
    );
    expect(isXbtExcludedIndustry('Jewellery')).toBe(true);
    expect(isXbtExcludedIndustry('Clothing')).toBe(false);
    expect(isXbtExcludedIndustry(undefined)).toBe(false);
  });

  it('restricts the dds question to quick-service food and food delivery', () => {
    expect(isDdsRestrictedIndustry('Quick Service Food')).toBe(true);
    expect(isDdsRestrictedIndustry('Food Delivery')).toBe(true);
    expect(isDdsRestrictedIndustry('Groceries')).toBe(false);
  });
});

describe('Health sub-industries map to ANZSIC 2006 classes', () => {
  it.each([
    ['General Practice', '8511'],
    ['Dental Services', '8531'],
    ['Optometry', '8532'],
    ['Pharmaceutical Retailing', '4271'],
    ['Other', '8599'],
  ])('%s -> %s', (sub, code) => {
    expect(healthIndustryCodeOf(sub)).toBe(code);
  });

  it('lists them in the seed order', () => {
    expect(HEALTH_SUB_INDUSTRIES.map((s) => s.value)).toEqual([
      'General Practice',
      'Dental Services',
      'Optometry',
      'Pharmaceutical Retailing',
      'Other',
    ]);
    expect(healthIndustryCodeOf('Chiropractic')).toBeUndefined();
  });
});
