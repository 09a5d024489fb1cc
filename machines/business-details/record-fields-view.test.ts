/**
 * The business details records' view model against document 2's tables (doc 2 §3 pick lists, §4
 * applicability, addresses): values copied from the seed, not read from domain/.
 */
import { describe, expect, it } from 'vitest';
import type { MerchantRevision } from '../../domain/api/revision-api';
import {
  addressFill,
  recordView,
  type AddressView,
  type RecordInput,
  type RecordItem,
} from './record-fields-view';
import { sayIn } from '../../test/i18n/say-in';

const view = (input: Partial<RecordInput> & Pick<RecordInput, 'section'>) =>
  recordView({ values: {}, context: {}, errorOf: () => undefined, ...input });

const fieldNames = (items: RecordItem[]) =>
  items.flatMap((item) => (item.kind === 'field' ? [item.view.name] : ['(address)']));

const field = (items: RecordItem[], name: string) =>
  items.flatMap((item) => (item.kind === 'field' && item.view.name === name ? [item.view] : []))[0];

const address = (items: RecordItem[]) =>
  items.flatMap((item) => (item.kind === 'address' ? [item.view] : []))[0] as AddressView;

const company = (values: Record<string, unknown>) =>
  view({ section: 'companyInformation', values });

describe('company information by country and business type (doc 2 §4)', () => {
  it('offers each country’s business types (doc 2 §3)', () => {
    const types = (country: string) =>
      (field(company({ registeredCountry: country }), 'businessType')?.options ?? []).map((o) =>
        typeof o === 'string' ? o : o.value,
      );
    expect(types('CA')).toEqual(['Sole Proprietorship', 'Corporation', 'Partnership']);
    expect(types('US')).toEqual(['Sole Proprietorship', 'Corporation', 'LLC', 'Partnership']);
  });

  it('asks the legal name except of a sole trader, the ABN in Australia and the EIN in the US', () => {
    expect(
      fieldNames(company({ registeredCountry: 'AU', businessType: 'Sole Trader' })),
    ).not.toContain('legalBusinessName');
    expect(fieldNames(company({ registeredCountry: 'AU', businessType: 'Trust' }))).toEqual(
      expect.arrayContaining(['legalBusinessName', 'abn', 'trustDeed']),
    );
    const us = company({ registeredCountry: 'US', businessType: 'Corporation' });
    expect(fieldNames(us)).toContain('ein');
    expect(
      fieldNames(company({ registeredCountry: 'US', businessType: 'Sole Proprietorship' })),
    ).not.toContain('ein');
  });

  it('asks an NZ private company for its constitution and shareholder agreement, and the address confirmation last', () => {
    const names = fieldNames(company({ registeredCountry: 'NZ', businessType: 'Private Company' }));
    expect(names).toEqual(
      expect.arrayContaining(['registrationNumber', 'hasConstitution', 'hasShareholderAgreement']),
    );
    expect(names.at(-1)).toBe('businessAddressConfirmed');
    expect(names.indexOf('(address)')).toBe(names.indexOf('hasShareholderAgreement') + 1);
  });

  it('names the address parts in the country’s words and drops what does not apply', () => {
    const us = address(company({ registeredCountry: 'US', businessType: 'Corporation' }));
    expect(sayIn('en', us.parts.postalCode.label)).toBe('Business ZIP code');
    expect(sayIn('fr-CA', us.parts.postalCode.label)).toBe('Code ZIP de l’entreprise');
    expect(us.parts.state.kind).toBe('select');
    expect(us.parts.state.options?.length).toBeGreaterThanOrEqual(51);
    const uk = address(company({ registeredCountry: 'UK', businessType: 'Private Company' }));
    // State is not applicable in the UK; street2 is not in Australia and New Zealand.
    expect(uk.parts.state.shown).toBe(false);
    const au = address(company({ registeredCountry: 'AU', businessType: 'Trust' }));
    expect(au.parts.street2.shown).toBe(false);
    expect(au.parts.state.options?.map((o) => (typeof o === 'string' ? o : o.value))).toHaveLength(
      8,
    );
    const nz = address(company({ registeredCountry: 'NZ', businessType: 'Trust' }));
    expect(nz.parts.state.kind).toBe('text');
  });

  it('types a Canadian postal code in its mask', () => {
    const ca = address(company({ registeredCountry: 'CA', businessType: 'Corporation' }));
    expect(ca.parts.postalCode.format?.('m5v3l9')).toBe('M5V 3L9');
  });

  it('fills only the address parts the record shows from a picked place', () => {
    const uk = address(company({ registeredCountry: 'UK', businessType: 'Private Company' }));
    expect(
      addressFill(uk, {
        street: '1 High St',
        city: 'London',
        state: 'Greater London',
        postalCode: 'N1 9GU',
      }),
    ).toEqual({
      businessStreet: '1 High St',
      businessCity: 'London',
      businessPostalCode: 'N1 9GU',
    });
  });
});

describe('store details and owners (doc 2 §4)', () => {
  it('asks acquirer and contactless payment of in-store channels, platform of online ones (AU)', () => {
    const names = (salesChannel: string) =>
      fieldNames(
        view({
          section: 'storeDetails',
          values: { salesChannel },
          context: { registeredCountry: 'AU' },
        }),
      );
    expect(names('In-store Only')).toEqual(
      expect.arrayContaining(['acquirer', 'contactlessPayment']),
    );
    expect(names('In-store Only')).not.toContain('platform');
    expect(names('Online Only')).toContain('platform');
    expect(names('Online Only')).not.toContain('acquirer');
  });

  it('asks the SSN in the US only, and the ID backside in the UK and Australia only', () => {
    const names = (country: string) =>
      fieldNames(view({ section: 'owner', values: {}, context: { registeredCountry: country } }));
    expect(names('US')).toContain('ssn');
    expect(names('CA')).not.toContain('ssn');
    expect(names('UK')).toContain('govIdBackside');
    expect(names('AU')).toContain('govIdBackside');
    expect(names('US')).not.toContain('govIdBackside');
    expect(names('US')).toContain('dob');
  });

  it('asks a US owner living in Nebraska whether they are a ward of the state, below the home address (doc 1 §9)', () => {
    const owner = (country: string, state: string) =>
      view({
        section: 'owner',
        key: `${country}-${state}`,
        values: { state },
        context: { registeredCountry: country },
      });
    const nebraska = owner('US', 'NE');
    // A Yes/No question, required once asked.
    expect(field(nebraska, 'wardOfState')).toMatchObject({ kind: 'yesNo', required: true });
    expect(sayIn('en', field(nebraska, 'wardOfState')?.label)).toBe(
      'Is this person a ward of the state?',
    );
    const names = fieldNames(nebraska);
    expect(names.indexOf('wardOfState')).toBe(names.indexOf('(address)') + 1);
    expect(fieldNames(owner('US', 'TX'))).not.toContain('wardOfState');
    expect(fieldNames(owner('US', ''))).not.toContain('wardOfState');
    expect(fieldNames(owner('CA', 'NE'))).not.toContain('wardOfState');
  });

  it('requires an owner’s city, street and postal code in every country', () => {
    for (const country of ['AU', 'CA', 'NZ', 'UK', 'US']) {
      const parts = address(
        view({ section: 'owner', key: country, context: { registeredCountry: country } }),
      ).parts;
      expect([parts.street.required, parts.city.required, parts.postalCode.required]).toEqual([
        true,
        true,
        true,
      ]);
    }
  });
});

describe('a keystroke rebuilds only what it changed', () => {
  it('keeps the views of the fields and address the keystroke did not touch', () => {
    const values = {
      registeredCountry: 'US',
      businessType: 'Corporation',
      legalBusinessName: 'Acme',
    };
    const before = company(values);
    const after = company({ ...values, legalBusinessName: 'Acme Inc' });
    expect(field(after, 'businessType')).toBe(field(before, 'businessType'));
    expect(field(after, 'ein')).toBe(field(before, 'ein'));
    expect(address(after)).toBe(address(before));
    expect(field(after, 'legalBusinessName')).not.toBe(field(before, 'legalBusinessName'));
  });
});

describe('the fields while a request for changes is open (decision 0266)', () => {
  const revision: MerchantRevision = {
    id: 'rev-1',
    state: 'requested',
    deadline: Date.UTC(2026, 11, 12),
    items: [
      { key: 'companyInformation.ein', reason: 'numberMismatch', note: '', changedAt: null },
      {
        key: 'owners.1.govId',
        reason: 'documentUnreadable',
        note: 'The photo is blurred',
        changedAt: null,
      },
    ],
  };
  const usCorporation = {
    registeredCountry: 'US',
    businessType: 'Corporation',
    legalBusinessName: 'Acme Inc',
    ein: '123456789',
  };

  it('leaves every field editable while no request is open', () => {
    const items = view({ section: 'companyInformation', values: usCorporation, revision: null });
    for (const item of items) {
      if (item.kind === 'field') expect(item.view.readOnly).toBeUndefined();
    }
  });

  it('makes the flagged field editable with its reason first in its line, and the rest read-only', () => {
    const items = view({ section: 'companyInformation', values: usCorporation, revision });
    const ein = field(items, 'ein')!;
    expect(ein.readOnly).toBeUndefined();
    expect(sayIn('en', ein.request)).toBe('Change requested: Number does not match the register.');
    expect(sayIn('en', ein.hint)).toMatch(
      /^Change requested: Number does not match the register\./,
    );
    for (const name of fieldNames(items).filter((n) => n !== 'ein' && n !== '(address)'))
      expect(field(items, name)?.readOnly).toBe(true);
    const parts = Object.values(address(items).parts);
    expect(parts.every((part) => part.readOnly === true)).toBe(true);
  });

  it('shows a read-only pick list, Yes/No and box in words', () => {
    const items = view({
      section: 'companyInformation',
      values: {
        registeredCountry: 'NZ',
        businessType: 'Private Company',
        hasConstitution: 'Yes',
        businessAddressConfirmed: true,
      },
      revision,
    });
    expect(sayIn('en', field(items, 'businessType')?.display)).toBe('Private Company');
    expect(sayIn('en', field(items, 'hasConstitution')?.display)).toBe('Yes');
    expect(sayIn('en', field(items, 'businessAddressConfirmed')?.display)).toBe('Yes');
    expect(sayIn('fr-CA', field(items, 'hasConstitution')?.display)).toBe('Oui');
  });

  it('names an owner by its place: only the second owner’s ID stays open, with the note', () => {
    const owner = (index: number) =>
      view({
        section: 'owner',
        values: { registeredCountry: 'US' },
        revision,
        index,
        key: `${index}`,
      });
    expect(field(owner(0), 'govId')?.readOnly).toBe(true);
    const second = field(owner(1), 'govId')!;
    expect(second.readOnly).toBeUndefined();
    expect(sayIn('en', second.request)).toBe(
      'Change requested: Document unreadable. Note from our team: The photo is blurred',
    );
    expect(field(owner(1), 'firstName')?.readOnly).toBe(true);
  });
});
