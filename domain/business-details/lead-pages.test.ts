import { describe, expect, it } from 'vitest';
import { emptyLead, type Lead } from '../lead/lead';
import { LEAD_RULES } from '../lead/lead-rules';
import {
  LEAD_PAGE_FIELDS,
  LEAD_PAGES,
  earliestPageWithError,
  leadPageErrors,
  leadPageOrder,
  visibleLeadFields,
} from '../lead/lead-pages';
import { displayFileName } from './display-file-name';
import { english } from '../../test/i18n/say-in';

const lead = (answers: Partial<Lead>): Lead => ({ ...emptyLead(), ...answers });

describe('lead pages (doc 1 §2)', () => {
  it('ask every lead field exactly once', () => {
    const asked = LEAD_PAGES.flatMap((page) => LEAD_PAGE_FIELDS[page]);
    expect([...asked].sort()).toEqual(Object.keys(LEAD_RULES.fields).sort());
  });

  it.each([
    [undefined, 'contact last'],
    ['SIGN_UP_CONTROL', 'contact last'],
    ['SIGN_UP_TEST', 'contact first'],
  ] as const)('variant %s puts %s', (group, where) => {
    const order = leadPageOrder(group);
    expect(order).toHaveLength(4);
    expect(order.indexOf('contact')).toBe(where === 'contact first' ? 0 : 3);
    expect(order.filter((p) => p !== 'contact')).toEqual([
      'business-info',
      'additional-business-info',
      'business-size',
    ]);
  });

  it('shows the channel choice only where the country has one (doc 2 §3)', () => {
    expect(
      visibleLeadFields('additional-business-info', lead({ registeredCountry: 'CA' })),
    ).not.toContain('salesChannel');
    expect(
      visibleLeadFields('additional-business-info', lead({ registeredCountry: 'AU' })),
    ).toContain('salesChannel');
  });

  it('checks only the visible inputs of the page', () => {
    const errors = leadPageErrors('business-info', lead({ registeredCountry: 'US' }));
    expect(Object.keys(errors).sort()).toEqual(['industry', 'storeName']);
    expect(english(errors.storeName?.error)).toBe('Value Required');
  });

  it('asks the franchise name only of a franchisee', () => {
    const page = 'additional-business-info';
    const base = { registeredCountry: 'US', platform: 'Shopify' };
    expect(leadPageErrors(page, lead({ ...base, franchisee: 'No' }))).toEqual({});
    expect(Object.keys(leadPageErrors(page, lead({ ...base, franchisee: 'Yes' })))).toEqual([
      'franchiseName',
    ]);
  });

  it('jumps to the earliest page, in the shown order, holding an erroring field', () => {
    const errors = { phone: {}, numOfStores: {}, unknownField: {} };
    expect(earliestPageWithError(errors, leadPageOrder('SIGN_UP_CONTROL'))).toBe('business-size');
    expect(earliestPageWithError(errors, leadPageOrder('SIGN_UP_TEST'))).toBe('contact');
    expect(earliestPageWithError({}, leadPageOrder(undefined))).toBeUndefined();
  });
});

describe('file names are shortened for display over 40 characters (doc 1 §9)', () => {
  it.each([
    ['passport.pdf', 'passport.pdf'],
    ['a'.repeat(40), 'a'.repeat(40)],
    [`${'b'.repeat(45)}.jpeg`, `${'b'.repeat(34)}….jpeg`],
    ['c'.repeat(50), `${'c'.repeat(39)}…`],
  ])('%s → %s', (name, shown) => {
    expect(displayFileName(name)).toBe(shown);
    expect([...displayFileName(name)].length).toBeLessThanOrEqual(40);
  });
});
