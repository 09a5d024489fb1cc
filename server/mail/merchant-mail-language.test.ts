/**
 * A merchant's e-mails (a request for changes, a compliance decision) are written in the language
 * the merchant keeps (server/i18n/language-choices.ts), English when none is kept; the words of
 * the English e-mails stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askForChanges, merchantInReview, reviewer } from '../testing/revision-kit';
import { openRawDatabase, type RawDatabase } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const ITEMS = [{ key: 'companyInformation.ein', reason: 'numberMismatch' as const }];

describe.each(DIALECTS)('a merchant’s e-mails in their language on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let ops: TestBrowser;
  let n = 0;
  const mailsTo = async (to: string) =>
    (await raw.repos.devMailbox.listRecent(200)).filter((mail) => mail.recipient === to);
  /** A merchant in review whose kept language is `language` (none: never kept). */
  const merchant = async (language?: 'en' | 'fr-CA') => {
    const shop = await merchantInReview(t, raw, `langue${++n}@example.ca`);
    if (language) await raw.repos.languageChoices.choose(shop.email, language, t.clock.now());
    return shop;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { SUPPORT_EMAIL: 'support@example.com' });
    raw = await openRawDatabase(t);
    ops = await reviewer(t, 'reviewer@provider.example');
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('asks for changes in French for a merchant who reads the portal in fr-CA', async () => {
    const shop = await merchant('fr-CA');
    expect((await askForChanges(ops, shop.merchantId, ITEMS, 21)).statusCode).toBe(200);
    const [mail] = await mailsTo(shop.email);
    expect(mail?.subject).toBe('Changements requis à votre demande de marchand');
    expect(mail?.text_body).toMatch(/^Bonjour,\n/);
    expect(mail?.text_body).toMatch(/soumettre pour examen d’ici le \d{1,2} [a-zéû]+ \d{4}\./);
    expect(mail?.html_body).toContain('<html lang="fr-CA">');
  });

  it('asks for changes in English, word for word, when English or nothing is kept', async () => {
    for (const language of ['en', undefined] as const) {
      const shop = await merchant(language);
      expect((await askForChanges(ops, shop.merchantId, ITEMS, 21)).statusCode).toBe(200);
      const [mail] = await mailsTo(shop.email);
      expect(mail?.subject).toBe('Changes needed on your merchant application');
      expect(mail?.text_body).toContain(
        'Our compliance team has reviewed your merchant application and needs a few changes before we can continue.',
      );
    }
  });

  it('tells a compliance decision in the merchant’s language', async () => {
    const french = await merchant('fr-CA');
    const english = await merchant();
    for (const shop of [french, english]) {
      const decided = await ops.post(`/api/ops/applications/${shop.merchantId}/compliance`, {
        decision: 'REQUIRES_ATTENTION',
        note: 'un relevé bancaire',
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    const [inFrench] = await mailsTo(french.email);
    expect(inFrench?.subject).toBe('Action requise pour votre demande de marchand');
    expect(inFrench?.text_body).toContain('Ce dont nous avons besoin : un relevé bancaire');
    const [inEnglish] = await mailsTo(english.email);
    expect(inEnglish?.subject).toBe('Action needed on your merchant application');
    expect(inEnglish?.text_body).toContain('What we need: un relevé bancaire');
  });
});
