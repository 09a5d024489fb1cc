/**
 * The bank step's composed words: the agreement spelt as the merchant's country spells it in
 * English and said in Canadian French, and a saved bank's summary, masked, in either language.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../domain/i18n/language';
import type { Text } from '../../domain/i18n/message';
import { sayWith } from '../../domain/i18n/say';
import { bankAgreement } from './bank-copy';
import { bankSummaryText } from './bank-view';

const catalogues = import.meta.glob<Record<string, string>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const catalogueOf = (language: Language): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(catalogues)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(([, messages]) => messages),
  ) as Record<string, string>;

/** A text as a merchant reading `language` reads it. */
const sayIn = (language: Language, text: Text | null | undefined) => {
  const messages = catalogueOf(language);
  return sayWith(
    (id, values) => String(new IntlMessageFormat(messages[id] ?? id, language).format(values)),
    text,
  );
};

describe('the bank agreement', () => {
  it.each([
    ['AU', 'authorise'],
    ['NZ', 'authorise'],
    ['UK', 'authorise'],
    ['US', 'authorize'],
    ['CA', 'authorize'],
    [undefined, 'authorize'],
  ] as const)('%s merchants read "%s" in English', (country, spelling) => {
    expect(sayIn('en', bankAgreement(country))).toBe(
      `By submitting, you ${spelling} us to pay your settlements into this account and to debit it for refunds, chargebacks and any fees due under your merchant agreement.`,
    );
  });

  it('speaks of pre-authorized debits to a Canadian merchant reading French', () => {
    expect(sayIn('fr-CA', bankAgreement('CA'))).toBe(
      'En soumettant ce formulaire, vous nous autorisez à verser vos règlements dans ce compte et à y effectuer des débits préautorisés (DPA) pour les remboursements, les rétrofacturations et les frais dus aux termes de votre entente de marchand.',
    );
  });
});

describe('a saved bank in one line', () => {
  const canadian = {
    canadaRoutingInstitutionIdNumber: '001',
    canadaRoutingTransitIdNumber: '12345',
    canadaChequingAccount: '1234567',
  };

  it('names each number by its label, masked, as before in English', () => {
    expect(sayIn('en', bankSummaryText({ bankName: 'ANZ', account: '12345678' }, ''))).toBe(
      'Bank name ANZ · Account number ••••5678',
    );
    expect(sayIn('en', bankSummaryText(canadian, ''))).toBe(
      'Institution number ••• · Transit number ••••5 · Chequing account number ••••567',
    );
  });

  it('names the Canadian numbers in French', () => {
    expect(sayIn('fr-CA', bankSummaryText(canadian, ''))).toBe(
      'Numéro d’institution ••• · Numéro de transit ••••5 · Numéro de compte chèques ••••567',
    );
  });

  it('reads the secondary under its suffixed names, and is nothing when nothing is saved', () => {
    expect(sayIn('en', bankSummaryText({ bsb2: '062-000' }, '2'))).toBe('BSB ••••000');
    expect(bankSummaryText({}, '')).toBeNull();
  });
});
