/**
 * The merchant agreement's calls on both databases: the public read (the shipped default stored
 * as version 1, bad links refused with the doc 2 §8 message), the admin routes for console
 * accounts only (401 anonymous, 403 merchant, 200/201 console), versions that only ever add, bad
 * input answered 400, and the owners-step save that records the version accepted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGREEMENT_BAD_LINK_MESSAGE } from '../../domain/agreement/agreement-link';
import { sayIn } from '../i18n/say';
import { defaultAgreement, defaultAgreementTitle } from '../../domain/agreement/default-agreements';
import {
  AGREEMENT_TEXT_REFUSED,
  MAX_AGREEMENT_BODY,
  type AdminAgreementDocument,
  type AgreementDocument,
} from '../../domain/api/agreement-api';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { validMerchant } from '../../test/data/valid-merchant';
import { createOpsAccount, databaseOf, opsBrowser } from '../testing/back-office-kit';
import type { Db } from '../db/database';
import { BUSINESS_FORMS, saveBody, signUpMerchant } from '../testing/merchant-test-kit';
import { OPS_SIGN_IN_REQUIRED } from '../ops/require-ops';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { AGREEMENT_KEY_REFUSED, OPS_ONLY } from './agreement-routes';

/** doc 2 §8, word for word. */
const BAD_LINK_IN_ENGLISH =
  'Please fill out the company information form before viewing the merchant agreement.';

const AU = { country: 'AU', industry: 'Clothing', product: 'provider' } as const;
const US = { country: 'US', industry: 'Clothing', product: 'cashApp' } as const;
const query = (params: Record<string, string>) =>
  `/api/merchant-agreement?${new URLSearchParams(params).toString()}`;

describe.each(DIALECTS)('merchant agreement calls on %s', (dialect) => {
  let t: TestApp;
  let db: Db;
  let ops: TestBrowser;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    ({ db } = await databaseOf(t));
    await createOpsAccount(t);
    ops = await opsBrowser(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const storedVersions = () =>
    db
      .selectFrom('agreement_versions')
      .select(['country', 'industry', 'product', 'version', 'title', 'published_by'])
      .orderBy('version')
      .execute();
  const publish = (title: string, body = `${title} text`, key: object = AU) =>
    ops.post('/admin/update-agreement', { ...key, title, body });

  describe('the public read', () => {
    it('answers the shipped default as version 1, stored once however often it is read', async () => {
      const anyone = new TestBrowser(t.app);
      const first = await anyone.get(query(AU));
      expect(first.statusCode, first.body).toBe(200);
      const document = first.json<AgreementDocument>();
      expect(document).toMatchObject({ ...AU, version: 1, ...defaultAgreement(AU) });
      expect(document).not.toHaveProperty('publishedBy');
      expect((await anyone.get(query(AU))).json<AgreementDocument>().version).toBe(1);
      expect(await storedVersions()).toEqual([
        { ...AU, version: 1, title: defaultAgreementTitle(AU), published_by: 'system' },
      ]);
    });

    it.each([
      ['no country', { industry: 'Clothing', product: 'provider' }, 'missing-country'],
      ['an unknown country', { ...AU, country: 'FR' }, 'unknown-country'],
      ['no industry', { country: 'AU', product: 'provider' }, 'missing-industry'],
      ['an unknown industry', { ...AU, industry: 'Rockets' }, 'unknown-industry'],
      ['a non-US Cash product', { ...AU, product: 'cashApp' }, 'product-not-offered'],
      ['an unknown product', { ...AU, product: 'Loans' }, 'unknown-product'],
    ])('refuses %s with the doc 2 §8 message', async (_name, params, reason) => {
      const response = await new TestBrowser(t.app).get(query(params));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: BAD_LINK_IN_ENGLISH, reason });
      expect(await storedVersions()).toEqual([]);
    });

    it('refuses repeated or overlong parameters with a 400, never a 500', async () => {
      const anyone = new TestBrowser(t.app);
      for (const url of [
        '/api/merchant-agreement?country=AU&country=NZ&industry=Clothing&product=provider',
        query({ ...AU, industry: 'x'.repeat(500) }),
      ]) {
        const response = await anyone.get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ error: string }>().error).toBe(
          sayIn('en', AGREEMENT_BAD_LINK_MESSAGE),
        );
      }
    });
  });

  describe('the admin routes', () => {
    it.each(['/admin/generate-agreement', '/admin/update-agreement'])(
      '%s: 401 anonymous, 403 for a merchant, open to the console',
      async (path) => {
        const body = { ...AU, title: 'Agreement', body: 'Text' };
        const anonymous = await new TestBrowser(t.app).post(path, body);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ error: OPS_SIGN_IN_REQUIRED });

        const { browser: merchant } = await signUpMerchant(t, await rawOf(), 'shop@example.com');
        const refused = await merchant.post(path, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: OPS_ONLY });
        expect(await storedVersions()).toEqual([]);

        const allowed = await ops.post(path, body);
        expect([200, 201]).toContain(allowed.statusCode);
        expect(allowed.json<AdminAgreementDocument>()).toMatchObject({ ...AU, version: 1 });
      },
    );

    it('generate answers the current version and stores the default only once', async () => {
      const generated = await ops.post('/admin/generate-agreement', US);
      expect(generated.statusCode).toBe(200);
      expect(generated.json<AdminAgreementDocument>()).toMatchObject({
        ...US,
        version: 1,
        title: defaultAgreementTitle(US),
        publishedBy: 'system',
      });
      await ops.post('/admin/generate-agreement', US);
      expect(await storedVersions()).toHaveLength(1);
    });

    it('update adds the next version and keeps every earlier one as it was', async () => {
      await ops.post('/admin/generate-agreement', AU);
      const second = await publish('Second');
      expect(second.statusCode).toBe(201);
      expect(second.json<AdminAgreementDocument>()).toMatchObject({
        ...AU,
        version: 2,
        title: 'Second',
        body: 'Second text',
        publishedBy: 'ops:ops@example.com',
      });
      expect((await publish('Third')).json<AdminAgreementDocument>().version).toBe(3);
      // Another combination numbers its own versions.
      const other = await publish('Pets first', 'Pets', { ...AU, industry: 'Pets' });
      expect(other.json<AdminAgreementDocument>().version).toBe(1);

      const versions = (await storedVersions()).filter((row) => row.industry === 'Clothing');
      expect(versions.map((row) => [row.version, row.title])).toEqual([
        [1, defaultAgreementTitle(AU)],
        [2, 'Second'],
        [3, 'Third'],
      ]);
      const read = (await new TestBrowser(t.app).get(query(AU))).json<AgreementDocument>();
      expect(read).toMatchObject({ version: 3, title: 'Third', body: 'Third text' });
    });

    it('numbers concurrent publications apart', async () => {
      const answers = await Promise.all(['A', 'B', 'C'].map((title) => publish(title)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      const numbers = answers.map((answer) => answer.json<AdminAgreementDocument>().version);
      expect([...numbers].sort()).toEqual([1, 2, 3]);
    });

    it.each([
      ['no title', { ...AU, body: 'Text' }, AGREEMENT_TEXT_REFUSED],
      ['a blank body', { ...AU, title: 'T', body: '   ' }, AGREEMENT_TEXT_REFUSED],
      ['a number as title', { ...AU, title: 5, body: 'Text' }, AGREEMENT_TEXT_REFUSED],
      [
        'a body too long',
        { ...AU, title: 'T', body: 'x'.repeat(MAX_AGREEMENT_BODY + 1) },
        AGREEMENT_TEXT_REFUSED,
      ],
      [
        'a non-US Cash product',
        { ...AU, product: 'cashApp', title: 'T', body: 'B' },
        AGREEMENT_KEY_REFUSED,
      ],
      [
        'no country',
        { industry: 'Clothing', product: 'provider', title: 'T', body: 'B' },
        AGREEMENT_KEY_REFUSED,
      ],
      ['a list', [AU], AGREEMENT_KEY_REFUSED],
    ])('update refuses %s with a 400', async (_name, body, error) => {
      const response = await ops.post('/admin/update-agreement', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
      expect(await storedVersions()).toEqual([]);
    });

    it('refuses bodies that are not JSON objects with a 400', async () => {
      const generate = await ops.post('/admin/generate-agreement', {});
      expect(generate.statusCode).toBe(400);
      expect(generate.json()).toEqual({ error: AGREEMENT_KEY_REFUSED });
      const broken = await ops.request({
        method: 'POST',
        url: '/admin/update-agreement',
        payload: '{"country": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
    });
  });

  describe('acceptance', () => {
    it('the owners step saved with the agreement accepted records the current version, again after a new one', async () => {
      const raw = await rawOf();
      const shop = await signUpMerchant(t, raw, 'shop@example.com', 'US');
      const merchant = validMerchant('US', { owners: 2, locations: 1 });
      expect(merchant.formCompletion.agreementAccepted).toBe(true);
      const save = () => shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
      const acceptances = async () =>
        (await ops.get(`/api/ops/applications/${shop.merchantId}`)).json<ApplicationDetail>()
          .agreementAcceptances;

      // A save of another step records nothing.
      await shop.browser.post('/api/save', saveBody(merchant, { companyInfoForm: true }));
      expect(await acceptances()).toEqual([]);

      t.clock.advance(1000);
      const firstAt = t.clock.now();
      expect((await save()).statusCode).toBe(200);
      expect(await acceptances()).toEqual([{ ...US, version: 1, acceptedAt: firstAt }]);

      // Saving again on the same version adds nothing.
      t.clock.advance(1000);
      await save();
      expect(await acceptances()).toHaveLength(1);

      await publish('US v2', 'New terms', US);
      t.clock.advance(1000);
      const secondAt = t.clock.now();
      await save();
      expect(await acceptances()).toEqual([
        { ...US, version: 2, acceptedAt: secondAt },
        { ...US, version: 1, acceptedAt: firstAt },
      ]);
    });

    it.each([
      ['US', true],
      ['AU', false],
      ['CA', false],
      ['NZ', false],
      ['UK', false],
    ] as const)(
      'a %s merchant accepting the agreement on the owners step accepts the Cash App Pay terms: %s (decision 0251)',
      async (country, cashTerms) => {
        const raw = await rawOf();
        const shop = await signUpMerchant(
          t,
          raw,
          `shop.${country.toLowerCase()}@example.com`,
          country,
        );
        const merchant = validMerchant(country, { owners: 1, locations: 1 });
        // Another step's save leaves the cash terms as they were.
        const other = await shop.browser.post(
          '/api/save',
          saveBody(merchant, { companyInfoForm: true }),
        );
        expect(other.json().formCompletedState.cashPayAgreementAccepted).toBe(false);
        const response = await shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
        expect(response.statusCode).toBe(200);
        expect(response.json().formCompletedState).toMatchObject({
          agreementAccepted: true,
          cashPayAgreementAccepted: cashTerms,
          // The cash form itself is still to be sent (the activation).
          cashPayForm: false,
        });
        const state = (await shop.browser.get('/user-state')).json();
        expect(state.formCompletedState.cashPayAgreementAccepted).toBe(cashTerms);
      },
    );

    it('a save whose agreement is not accepted records nothing', async () => {
      const raw = await rawOf();
      const shop = await signUpMerchant(t, raw, 'shop@example.com', 'US');
      const merchant = validMerchant('US', { owners: 2, locations: 1 });
      merchant.formCompletion.agreementAccepted = false;
      const response = await shop.browser.post(
        '/api/save',
        saveBody(merchant, { ...BUSINESS_FORMS, agreementAccepted: false }),
      );
      expect(response.statusCode).toBe(400);
      const rows = await db.selectFrom('agreement_acceptances').selectAll().execute();
      expect(rows).toEqual([]);
      const state = (await shop.browser.get('/user-state')).json();
      expect(state.formCompletedState.cashPayAgreementAccepted).toBe(false);
    });
  });

  /** The test kit's raw database, over the connection already open. */
  const rawOf = async () => {
    const { repos } = await databaseOf(t);
    return { db, repos, close: async () => {} };
  };
});
