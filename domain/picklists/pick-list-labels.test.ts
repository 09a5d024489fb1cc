/**
 * Every pick list speaks the merchant's language while its values stay what is stored and sent
 * to the provider: each label is a message of the picklists catalogue (or a proper name shown as
 * stored), the English of each message is word for word the label merchants read before, and
 * the values are those of english-pick-lists.fixture.json.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import type { Language } from '../i18n/language';
import { isMessage, type Text } from '../i18n/message';
import { sayWith } from '../i18n/say';
import { acquirerOptionsFor } from './acquirers';
import { annualSalesBandOptionsFor } from './annual-sales-bands';
import { AVE_TIME_TO_SHIP_OPTIONS } from './ave-time-to-ship';
import { businessTypeOptionsFor } from './business-types';
import { CURRENCIES_AVAILABLE_OPTIONS, INTERESTED_IN_XBT_OPTIONS } from './cross-border-trade';
import before from './english-pick-lists.fixture.json';
import { HEALTH_SUB_INDUSTRIES } from './health-sub-industries';
import { INDUSTRY_OPTIONS, industryLabelOf, industryValueOf } from './industries';
import type { PickList } from './pick-list';
import { platformOptionsFor } from './platforms';
import { salesChannelOptionsFor } from './sales-channels';
import { SIGNATORY_TYPE_OPTIONS } from './signatory-types';
import { statesFor } from './states';
import { NZ_CERTIFIED_ID_HINT, NZ_VERIFICATION_METHOD_OPTIONS } from './verification-methods';
import { YES_NO_OPTIONS } from './yes-no';

/** A catalogue as written (ICU text): the build compiles an imported one to syntax trees. */
const read = (language: Language, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

const CATALOGUES: Record<Language, Record<string, string>> = {
  en: { ...read('en', 'common'), ...read('en', 'picklists') },
  'fr-CA': { ...read('fr-CA', 'common'), ...read('fr-CA', 'picklists') },
};

const say = (language: Language, text: Text) =>
  sayWith((id, values) => {
    const source = CATALOGUES[language][id];
    if (source === undefined) throw new Error(`No message ${id} in ${language}`);
    return String(new IntlMessageFormat(source, language).format(values));
  }, text);

/** Proper names, read the same in every language: platforms, acquirers, currency codes. */
const PROPER_NAMES = new Set([
  ...before.platforms.AU,
  ...before.platforms.NZ,
  ...before.platforms.UK,
  ...before.platforms.US,
  ...before.platforms.CA,
  ...before.acquirers.AU,
  ...before.acquirers.NZ,
  ...before.acquirers.UK,
  ...before.acquirers.US,
  ...before.currencies,
]);
for (const words of ['Other', 'Custom Built', 'N/A', "I don't know my Acquirer"])
  PROPER_NAMES.delete(words);

const pairs = (list: PickList) => list.map((o) => [o.value, say('en', o.label)]);
const same = (values: readonly string[]) => values.map((value) => [value, value]);

/** Each list now, and its values with the English labels merchants read before. */
const LISTS: [string, PickList, string[][]][] = [
  ['industries', INDUSTRY_OPTIONS, before.industries],
  ['health sub-industries', HEALTH_SUB_INDUSTRIES, before.healthSubIndustries],
  ['time to ship', AVE_TIME_TO_SHIP_OPTIONS, same(before.aveTimeToShip)],
  ['cross-border trade', INTERESTED_IN_XBT_OPTIONS, same(before.interestedInXbt)],
  ['currencies', CURRENCIES_AVAILABLE_OPTIONS, same(before.currencies)],
  ['signatory types', SIGNATORY_TYPE_OPTIONS, same(before.signatoryTypes)],
  ['NZ verification methods', NZ_VERIFICATION_METHOD_OPTIONS, same(before.nzVerificationMethods)],
  ['yes/no', YES_NO_OPTIONS, same(before.yesNo)],
  ...COUNTRY_CODES.flatMap((country): [string, PickList, string[][]][] => [
    [
      `${country} business types`,
      businessTypeOptionsFor(country),
      same(before.businessTypes[country]),
    ],
    [
      `${country} sales channels`,
      salesChannelOptionsFor(country),
      same(country === 'CA' ? ['Online Only'] : before.salesChannels),
    ],
    [
      `${country} annual sales`,
      annualSalesBandOptionsFor(country),
      same(before.annualSales[country]),
    ],
    [`${country} platforms`, platformOptionsFor(country), same(before.platforms[country])],
    [`${country} acquirers`, acquirerOptionsFor(country), same(before.acquirers[country])],
  ]),
  ['US states', statesFor('US'), before.states.US],
  ['CA provinces', statesFor('CA'), before.states.CA],
  ['AU states', statesFor('AU'), before.states.AU],
];

describe.each(LISTS)('the %s pick list', (_name, list, english) => {
  it('keeps its values, its order and, in English, its labels word for word', () => {
    expect(pairs(list)).toEqual(english);
  });

  it('labels each option with a message of both catalogues, or a proper name as stored', () => {
    for (const option of list) {
      if (isMessage(option.label)) {
        expect(CATALOGUES.en[option.label.id], option.label.id).toBeTypeOf('string');
        expect(CATALOGUES['fr-CA'][option.label.id], option.label.id).toBeTypeOf('string');
      } else {
        expect(PROPER_NAMES.has(option.value), option.value).toBe(true);
        expect(option.label).toBe(option.value);
      }
    }
  });
});

describe('pick lists in Canadian French', () => {
  const french = (list: PickList, value: string) =>
    say('fr-CA', list.find((o) => o.value === value)?.label ?? value);

  it('names the provinces and territories by their official French names', () => {
    const provinces = statesFor('CA');
    expect(french(provinces, 'Quebec')).toBe('Québec');
    expect(french(provinces, 'British Columbia')).toBe('Colombie-Britannique');
    expect(french(provinces, 'New Brunswick')).toBe('Nouveau-Brunswick');
    expect(french(provinces, 'Nova Scotia')).toBe('Nouvelle-Écosse');
    expect(french(provinces, 'Prince Edward Island')).toBe('Île-du-Prince-Édouard');
    expect(french(provinces, 'Newfoundland and Labrador')).toBe('Terre-Neuve-et-Labrador');
    expect(french(provinces, 'Northwest Territories')).toBe('Territoires du Nord-Ouest');
    expect(french(provinces, 'Ontario')).toBe('Ontario');
  });

  it('keeps a US state its usual name where French has none of its own', () => {
    expect(french(statesFor('US'), 'OR')).toBe('Oregon');
    expect(french(statesFor('US'), 'CA')).toBe('Californie');
  });

  it('says the words of the Canadian lists and writes amounts the Quebec way', () => {
    expect(french(businessTypeOptionsFor('CA'), 'Sole Proprietorship')).toBe(
      'Entreprise individuelle',
    );
    expect(french(businessTypeOptionsFor('CA'), 'Corporation')).toBe('Société par actions');
    expect(french(salesChannelOptionsFor('CA'), 'Online Only')).toBe('En ligne seulement');
    expect(french(annualSalesBandOptionsFor('CA'), 'Under $100,000')).toBe(
      'Moins de 100\u00a0000\u00a0$',
    );
    expect(french(platformOptionsFor('CA'), 'Other')).toBe('Autre');
    expect(french(platformOptionsFor('CA'), 'Shopify')).toBe('Shopify');
    expect(french(INDUSTRY_OPTIONS, 'Mobile Phones')).toBe('Cellulaires et accessoires');
    expect(french(YES_NO_OPTIONS, 'Yes')).toBe('Oui');
    expect(french(AVE_TIME_TO_SHIP_OPTIONS, 'Less than one week')).toBe('Moins d’une semaine');
  });

  it('says the NZ certified ID hint in both languages', () => {
    expect(say('en', NZ_CERTIFIED_ID_HINT)).toBe(before.nzCertifiedIdHint);
    expect(say('fr-CA', NZ_CERTIFIED_ID_HINT)).toMatch(/^Téléversez une copie/);
  });
});

describe('industries for the words that stay English', () => {
  it('gives the English display label of a stored value and back', () => {
    for (const [value, label] of before.industries) {
      expect(industryLabelOf(value!)).toBe(label);
      expect(industryValueOf(label!)).toBe(value);
    }
    expect(industryLabelOf('Chiropractic')).toBeUndefined();
  });

  it("keeps each industry's English label the English catalogue's words", () => {
    for (const option of INDUSTRY_OPTIONS) expect(say('en', option.label)).toBe(option.english);
  });
});

describe('the lists of a country', () => {
  it('are made once, so a view model keeps the same list', () => {
    for (const country of COUNTRY_CODES) {
      expect(businessTypeOptionsFor(country)).toBe(businessTypeOptionsFor(country));
      expect(salesChannelOptionsFor(country)).toBe(salesChannelOptionsFor(country));
      expect(annualSalesBandOptionsFor(country)).toBe(annualSalesBandOptionsFor(country));
      expect(platformOptionsFor(country)).toBe(platformOptionsFor(country));
      expect(acquirerOptionsFor(country)).toBe(acquirerOptionsFor(country));
    }
  });
});
