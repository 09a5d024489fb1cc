import { describe, expect, it } from 'vitest';
import { stateEntryFor, statesFor, stateValuesFor } from './states';

describe('states by country (doc 2 §3)', () => {
  it('US: 50 states, DC and the five inhabited territories, stored by code', () => {
    const us = statesFor('US');
    expect(us).toHaveLength(56);
    expect(new Set(us.map((s) => s.code)).size).toBe(56);
    expect(stateValuesFor('US')).toEqual(
      expect.arrayContaining(['AL', 'NE', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']),
    );
    expect(us.find((s) => s.code === 'AL')?.name).toBe('Alabama');
  });

  it('Canada: 13 provinces and territories, stored by name', () => {
    const ca = statesFor('CA');
    expect(ca).toHaveLength(13);
    expect(stateValuesFor('CA')).toEqual(
      expect.arrayContaining([
        'Alberta',
        'British Columbia',
        'New Brunswick',
        'Nova Scotia',
        'Ontario',
        'Quebec',
        'Yukon',
      ]),
    );
  });

  it('Australia: exactly the eight listed, stored by abbreviation', () => {
    expect(stateValuesFor('AU')).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it.each([
    ['NZ', 'freeText'],
    ['UK', 'none'],
    ['US', 'pickList'],
  ] as const)('%s state entry is %s', (country, kind) => {
    expect(stateEntryFor(country).kind).toBe(kind);
  });

  it('NZ and UK have no pick list', () => {
    expect(statesFor('NZ')).toEqual([]);
    expect(statesFor('UK')).toEqual([]);
  });
});
