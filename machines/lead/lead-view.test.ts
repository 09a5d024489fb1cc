/**
 * The lead form's view model against document 2's tables (doc 2 §3 pick lists, §4 applicability):
 * the values here are copied from the seed, not read from domain/, so a view that drifts fails.
 */
import { describe, expect, it } from 'vitest';
import { msg } from '../../domain/i18n/message';
import { emptyLead, type Lead, type LeadField } from '../../domain/lead/lead';
import type { LeadContext } from './lead-types';
import { english } from '../../test/i18n/say-in';
import { leadFieldView, leadFormView, UK_PRIVACY_NOTICE } from './lead-view';

const snapshotOf = (lead: Partial<Lead>, more: Partial<LeadContext> = {}) => ({
  context: {
    lead: { ...emptyLead(), ...lead },
    search: '',
    tracking: {},
    source: {},
    pages: ['business-info', 'additional-business-info', 'business-size', 'contact'],
    pageIndex: 0,
    fieldErrors: {},
    pageChecked: false,
    completedPages: [],
    answer: null,
    ...more,
  } as LeadContext,
  matches: () => true,
});

const valuesOf = (field: LeadField, lead: Partial<Lead>) =>
  (leadFieldView(snapshotOf(lead), field).options ?? []).map((o) =>
    typeof o === 'string' ? o : o.value,
  );

describe('the lead fields’ pick lists in the merchant’s country (doc 2 §3)', () => {
  it('offers the three sales channels where the choice is shown, and only Online Only in Canada', () => {
    for (const country of ['AU', 'NZ', 'UK', 'US']) {
      expect(valuesOf('salesChannel', { registeredCountry: country })).toEqual([
        'Online Only',
        'In-store Only',
        'Online and In-store',
      ]);
    }
    expect(valuesOf('salesChannel', { registeredCountry: 'CA' })).toEqual(['Online Only']);
  });

  it('gives the health categories of AU and NZ', () => {
    const labels = (
      leadFieldView(snapshotOf({ registeredCountry: 'AU', industry: 'Health' }), 'subIndustry')
        .options ?? []
    ).map((o) => (typeof o === 'string' ? o : english(o.label)));
    expect(labels).toEqual([
      'General Practice',
      'Dental Services',
      'Optometry',
      'Pharmaceutical Retailing',
      'Other',
    ]);
  });

  it('has as many annual sales bands as the seed gives each country', () => {
    const bands = (country: string) => valuesOf('totalAnnualSales', { registeredCountry: country });
    expect(bands('AU')).toHaveLength(10);
    expect(bands('NZ')).toHaveLength(10);
    expect(bands('US')).toHaveLength(11);
    expect(bands('CA')).toHaveLength(11);
    expect(bands('UK')).toHaveLength(8);
  });

  it('lists the acquirers by country: NZ 9, UK 11, US 7, Canada none, and none before a country', () => {
    expect(valuesOf('acquirer', { registeredCountry: 'NZ' })).toHaveLength(9);
    expect(valuesOf('acquirer', { registeredCountry: 'UK' })).toHaveLength(11);
    expect(valuesOf('acquirer', { registeredCountry: 'US' })).toHaveLength(7);
    expect(valuesOf('acquirer', { registeredCountry: 'CA' })).toEqual([]);
    expect(valuesOf('acquirer', { registeredCountry: '' })).toEqual([]);
    expect(valuesOf('acquirer', { registeredCountry: 'AU' })).toContain("I don't know my Acquirer");
  });

  it('offers N/A among the UK’s platforms and Other in every country', () => {
    expect(valuesOf('platform', { registeredCountry: 'UK' })).toContain('N/A');
    for (const country of ['AU', 'NZ', 'UK', 'US', 'CA']) {
      expect(valuesOf('platform', { registeredCountry: country })).toContain('Other');
    }
  });
});

describe('the lead fields’ states and labels (doc 2 §4)', () => {
  it('shows franchiseName only once franchisee is Yes', () => {
    const page = (franchisee: string) =>
      leadFormView(
        snapshotOf(
          { registeredCountry: 'US', salesChannel: 'Online Only', franchisee },
          { pageIndex: 1 },
        ),
      ).fields;
    expect(page('No')).not.toContain('franchiseName');
    expect(page('Yes')).toContain('franchiseName');
  });

  it('asks the health category only for Health in AU and NZ', () => {
    const fields = (country: string, industry: string) =>
      leadFormView(snapshotOf({ registeredCountry: country, industry })).fields;
    expect(fields('AU', 'Health')).toContain('subIndustry');
    expect(fields('NZ', 'Health')).toContain('subIndustry');
    expect(fields('US', 'Health')).not.toContain('subIndustry');
    expect(fields('AU', 'Footwear')).not.toContain('subIndustry');
  });

  it('changes the total annual sales label when the channel is Online and In-store', () => {
    const label = (salesChannel: string) =>
      english(
        leadFieldView(snapshotOf({ registeredCountry: 'AU', salesChannel }), 'totalAnnualSales')
          .label,
      );
    expect(label('Online Only')).toBe('Total annual sales');
    expect(label('Online and In-store')).toBe('Total annual sales (online and in-store)');
  });

  it('shows the UK privacy notice on the last page only, and the next page’s button', () => {
    const uk = (pageIndex: number) =>
      leadFormView(snapshotOf({ registeredCountry: 'UK' }, { pageIndex }));
    expect(uk(0).privacyNotice).toBeUndefined();
    expect(uk(0).submitLabel).toEqual(msg('lead.next'));
    expect(uk(0).backDisabled).toBe(true);
    expect(uk(3).privacyNotice).toBe(UK_PRIVACY_NOTICE);
    expect(uk(3).submitLabel).toEqual(msg('lead.submit'));
    expect(
      leadFormView(snapshotOf({ registeredCountry: 'US' }, { pageIndex: 3 })).privacyNotice,
    ).toBeUndefined();
  });

  it('names the page and its place in the form', () => {
    const view = leadFormView(snapshotOf({ registeredCountry: 'CA' }, { pageIndex: 1 }));
    expect(view.heading).toEqual(msg('lead.page.additionalBusinessInfo.title'));
    expect(view.step).toEqual(msg('lead.step', { step: 2, count: 4 }));
  });

  it('puts the server’s or the page’s message under its field', () => {
    const view = leadFieldView(
      snapshotOf({}, { fieldErrors: { storeName: { error: 'Required', code: 'Required' } } }),
      'storeName',
    );
    expect(view.error).toBe('Required');
    expect(view.required).toBe(true);
  });
});

describe('a keystroke rebuilds only what it changed', () => {
  it('hands back the same view of every field the keystroke did not touch', () => {
    const before = snapshotOf({ registeredCountry: 'AU', storeName: 'Bo' });
    const after = snapshotOf({ registeredCountry: 'AU', storeName: 'Bob' });
    const fields: LeadField[] = ['registeredCountry', 'industry', 'website', 'storeName'];
    const first = fields.map((field) => leadFieldView(before, field));
    const second = fields.map((field) => leadFieldView(after, field));
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(second[2]).toBe(first[2]);
    expect(second[3]).not.toBe(first[3]);
    expect(second[3]!.value).toBe('Bob');
  });

  it('hands back the same list of the page’s fields while the keystroke shows none more', () => {
    const before = leadFormView(snapshotOf({ registeredCountry: 'AU', storeName: 'Bo' }));
    const after = leadFormView(snapshotOf({ registeredCountry: 'AU', storeName: 'Bob' }));
    expect(after.fields).toBe(before.fields);
  });
});
