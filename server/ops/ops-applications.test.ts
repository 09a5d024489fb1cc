/**
 * The console's application calls: list and search, the masked detail, compliance decisions
 * (allowed and refused transitions, credentials on approval, the decision e-mail through a real
 * SMTP server), stage, group, owner controls and test transactions, each audited.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPLIANCE_DECISIONS,
  COMPLIANCE_TRANSITIONS,
  type ApplicationDetail,
  type ApplicationListResponse,
} from '../../domain/api/back-office-api';
import { maskValue } from '../../domain/api/merchant-api';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import {
  OPS_EMAIL,
  createOpsAccount,
  databaseOf,
  opsBrowser,
  testMerchant,
  type TestMerchant,
} from '../testing/back-office-kit';
import { DECLINED_TEXT } from '../back-office/decision-mail';
import type { Repositories } from '../db/repositories';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import type { Db } from '../db/database';

describe.each(DIALECTS)('console applications on %s', (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  let repos: Repositories;
  let db: Db;
  let ops: TestBrowser;
  let shop: TestMerchant;
  beforeEach(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, { SMTP_URL: sink.url });
    ({ repos, db } = await databaseOf(t));
    await createOpsAccount(t);
    ops = await opsBrowser(t);
    shop = await testMerchant(t, repos, 'shop@example.com');
  });
  afterEach(async () => {
    await t.close();
    await sink.close();
  });

  const detail = async (id = shop.id) =>
    (await ops.get(`/api/ops/applications/${id}`)).json<ApplicationDetail>();
  const decide = (decision: string, note?: string, id = shop.id) =>
    ops.post(`/api/ops/applications/${id}/compliance`, { decision, ...(note ? { note } : {}) });
  /** Puts the shop's record in `status` directly, as earlier decisions would have. */
  const putInStatus = (status: OnboardingStatus) =>
    repos.merchantAccounts.update(shop.id, { onboardingStatus: status });

  describe('list and search', () => {
    beforeEach(async () => {
      await testMerchant(t, repos, 'corner@example.com', { submitted: false });
      await testMerchant(t, repos, 'bakery@example.org');
    });
    const list = async (query: string) =>
      (await ops.get(`/api/ops/applications${query}`)).json<ApplicationListResponse>();

    it('lists every application, newest first, with submitted ones IN_REVIEW', async () => {
      const page = await list('');
      expect(page.total).toBe(3);
      expect(page.items.map((item) => item.email)).toEqual([
        'bakery@example.org',
        'corner@example.com',
        'shop@example.com',
      ]);
      expect(page.items.map((item) => item.onboardingStatus)).toEqual([
        'IN_REVIEW',
        'IN_PROGRESS',
        'IN_REVIEW',
      ]);
      expect(page.items[0]).toMatchObject({
        storeName: 'Acme',
        registeredCountry: 'AU',
        onboardingGroup: 'Normal Merchant',
      });
    });

    it.each([
      ['?q=corner', ['corner@example.com']],
      ['?q=EXAMPLE.ORG', ['bakery@example.org']],
      ['?q=acme', ['bakery@example.org', 'corner@example.com', 'shop@example.com']],
      ['?q=nothing-like-this', []],
      ['?q=%25', []],
      ['?status=IN_PROGRESS', ['corner@example.com']],
      ['?status=IN_REVIEW&q=shop', ['shop@example.com']],
      ['?status=COMPLETE', []],
    ])('finds %s', async (query, emails) => {
      expect((await list(query)).items.map((item) => item.email)).toEqual(emails);
    });

    it('pages through the list', async () => {
      const first = await list('?pageSize=2&page=1');
      const second = await list('?pageSize=2&page=2');
      expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect([...first.items, ...second.items].map((item) => item.email)).toHaveLength(3);
      expect(second.items).toHaveLength(1);
      const searched = await list('?q=example&pageSize=1&page=3');
      expect(searched).toMatchObject({ total: 3, page: 3 });
      expect(searched.items).toHaveLength(1);
    });

    it.each(['?page=0', '?pageSize=1000', '?status=UNKNOWN', '?page=x', `?q=${'a'.repeat(300)}`])(
      'refuses the query %s with a 400',
      async (query) => {
        const response = await ops.get(`/api/ops/applications${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'The search is not valid.' });
      },
    );
  });

  it('shows one application with sensitive values masked and store locations with ids', async () => {
    const response = await ops.get(`/api/ops/applications/${shop.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json<ApplicationDetail>();
    expect(view).toMatchObject({
      email: 'shop@example.com',
      mlsProspectRef: shop.mlsProspectRef,
      onboardingStatus: 'IN_REVIEW',
      opportunityStage: 'Compliance Checks',
      merchantId: '',
      secretKey: '',
      allowedDecisions: COMPLIANCE_TRANSITIONS.IN_REVIEW,
    });
    const sections = view.sections as {
      primaryBank: Record<string, string>;
      owners: Array<Record<string, string>>;
    };
    expect(sections.primaryBank.account).toBe(maskValue('12345678'));
    expect(sections.primaryBank.bsb).toBe(maskValue('062-000'));
    expect(sections.owners[0]!.dob).toBe(maskValue('15-04-1985'));
    for (const plain of ['12345678', '062-000', '15-04-1985'])
      expect(response.body).not.toContain(plain);
    expect(view.storeLocations).toEqual([
      {
        id: expect.stringMatching(/^sl_[0-9a-f]{20}$/),
        label: 'Location 1',
        locationName: 'Acme 1',
        testTransactionRecorded: false,
      },
      {
        id: expect.stringMatching(/^sl_[0-9a-f]{20}$/),
        label: 'Location 2',
        locationName: 'Acme 2',
        testTransactionRecorded: false,
      },
    ]);
  });

  it.each(['00000000-0000-0000-0000-000000000000', 'not%20an%20id'])(
    'answers 404 for the application %s',
    async (id) => {
      const response = await ops.get(`/api/ops/applications/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No application has that id.' });
    },
  );

  describe('compliance decisions', () => {
    // Every (from, decision) pair: allowed exactly when the transition table says so.
    const FROM: OnboardingStatus[] = [
      'IN_REVIEW',
      'REQUIRES_ATTENTION',
      'READY_TO_INSTALL',
      'COMPLETE',
      'INELIGIBLE',
    ];
    const pairs = FROM.flatMap((from) =>
      COMPLIANCE_DECISIONS.map((decision) => [from, decision] as const),
    );

    it.each(pairs)('from %s to %s', async (from, decision) => {
      await putInStatus(from);
      const allowed = COMPLIANCE_TRANSITIONS[from].includes(decision);
      const response = await decide(decision);
      if (allowed) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<ApplicationDetail>().onboardingStatus).toBe(decision);
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json<{ error: string }>().error).toBe(
          from === decision
            ? `The application is already ${from}.`
            : `An application that is ${from} cannot be moved to ${decision}. Allowed: ${COMPLIANCE_TRANSITIONS[from].join(', ')}.`,
        );
        expect((await detail()).onboardingStatus).toBe(from);
      }
    });

    it('refuses any decision while the forms are not finished', async () => {
      const unfinished = await testMerchant(t, repos, 'unfinished@example.com', {
        submitted: false,
      });
      const response = await decide('READY_TO_INSTALL', undefined, unfinished.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error:
          'The application is IN_PROGRESS: the merchant has not finished the onboarding forms, so there is nothing to decide yet.',
      });
    });

    it('approval creates the credentials once, stores the secret key encrypted and mails the merchant', async () => {
      const response = await decide('READY_TO_INSTALL');
      const view = response.json<ApplicationDetail>();
      expect(view.merchantId).toMatch(/^MER-[0-9A-F]{12}$/);
      expect(view.secretKey).toMatch(/^•+.{4}$/);
      const credentials = (await shop.browser.get('/api/zdo/get-apc-credentials')).json<{
        merchantId: string;
        secretKey: string;
      }>();
      expect(credentials.merchantId).toBe(view.merchantId);
      expect(credentials.secretKey).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
      expect(view.secretKey).toBe(maskValue(credentials.secretKey));
      const stored = await db
        .selectFrom('merchant_accounts')
        .select('secret_key')
        .where('merchant_id', '=', shop.id)
        .executeTakeFirstOrThrow();
      expect(stored.secret_key).toMatch(/^enc:v1:/);
      expect(stored.secret_key).not.toContain(credentials.secretKey);
      // A later approval keeps the same credentials.
      await decide('COMPLETE');
      expect((await detail()).merchantId).toBe(view.merchantId);

      const mail = await sink.waitForMail('shop@example.com');
      expect(mail.content).toContain('Subject: Your merchant application has been approved');
      expect(mail.content).toContain('http://localhost:3000/app/status');
      expect(mail.content).not.toContain(credentials.secretKey);
    });

    it.each([
      [
        'REQUIRES_ATTENTION',
        'Action needed on your merchant application',
        'What we need: a clearer copy of the ID',
      ],
      ['INELIGIBLE', 'An update on your merchant application', DECLINED_TEXT],
    ])('a %s decision mails the merchant (%s)', async (decision, subject, line) => {
      await decide(decision, 'a clearer copy of the ID');
      const mail = await sink.waitForMail('shop@example.com');
      expect(mail.content).toContain(`Subject: ${subject}`);
      expect(mail.content.replace(/\r?\n/g, ' ')).toContain(line);
    });

    it('writes who decided, from what and to what in the audit log', async () => {
      await decide('REQUIRES_ATTENTION', 'bank statement');
      const audit = (await detail()).audit;
      expect(audit).toContainEqual({
        actor: `ops:${OPS_EMAIL}`,
        action: 'compliance.decided',
        before: { onboardingStatus: 'IN_REVIEW' },
        after: { onboardingStatus: 'REQUIRES_ATTENTION', note: 'bank statement' },
        createdAt: t.clock.now(),
      });
      expect(audit.map((entry) => entry.action)).toContain('onboarding_status.submitted');
    });
  });

  it('sets the opportunity stage and owner e-mail, audited', async () => {
    const response = await ops.post(`/api/ops/applications/${shop.id}/opportunity-stage`, {
      opportunityStage: 'Implemented',
      opportunityOwnerEmail: 'AM@provider.example',
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<ApplicationDetail>();
    expect(view).toMatchObject({
      opportunityStage: 'Implemented',
      opportunityOwnerEmail: 'am@provider.example',
    });
    expect(view.audit.find((entry) => entry.action === 'opportunity_stage.changed')).toMatchObject({
      before: { opportunityStage: 'Compliance Checks', opportunityOwnerEmail: '' },
      after: { opportunityStage: 'Implemented', opportunityOwnerEmail: 'am@provider.example' },
    });
  });

  it('sets the onboarding group, audited', async () => {
    const view = (
      await ops.post(`/api/ops/applications/${shop.id}/onboarding-group`, {
        onboardingGroup: 'ZDO Pilot V1',
      })
    ).json<ApplicationDetail>();
    expect(view.onboardingGroup).toBe('ZDO Pilot V1');
    expect(view.audit.find((entry) => entry.action === 'onboarding_group.changed')).toMatchObject({
      before: { onboardingGroup: 'Normal Merchant' },
      after: { onboardingGroup: 'ZDO Pilot V1' },
    });
  });

  it('sets owner controls per owner (five positions), audited', async () => {
    const ownerControls = [
      { requireId: true, requireCertifiedId: false },
      { requireId: true, requireCertifiedId: true },
    ];
    const view = (
      await ops.post(`/api/ops/applications/${shop.id}/owner-controls`, { ownerControls })
    ).json<ApplicationDetail>();
    const off = { requireId: false, requireCertifiedId: false };
    expect(view.ownerControls).toEqual([...ownerControls, off, off, off]);
    expect(view.audit.find((entry) => entry.action === 'owner_controls.changed')).toMatchObject({
      action: 'owner_controls.changed',
      before: { ownerControls: [off, off, off, off, off] },
    });
    expect((await repos.merchantAccounts.get(shop.id))?.ownerControls[1]).toEqual({
      requireId: true,
      requireCertifiedId: true,
    });
  });

  it('records a test transaction at one store location, audited', async () => {
    const [first, second] = (await detail()).storeLocations;
    const response = await ops.post(
      `/api/ops/applications/${shop.id}/store-locations/${first!.id}/test-transaction`,
    );
    expect(response.statusCode).toBe(200);
    const view = response.json<ApplicationDetail>();
    expect(view.storeLocations.map((location) => location.testTransactionRecorded)).toEqual([
      true,
      false,
    ]);
    expect(
      view.audit.find((entry) => entry.action === 'instore_transaction.recorded'),
    ).toMatchObject({
      before: { storeLocationId: first!.id, hasSelfServeTransaction: false },
      after: { storeLocationId: first!.id, hasSelfServeTransaction: true, amountCents: 100 },
    });
    expect((await shop.browser.get(`/api/instore/store-location/${first!.id}`)).json()).toEqual({
      hasSelfServeTransaction: true,
    });
    expect((await shop.browser.get(`/api/instore/store-location/${second!.id}`)).json()).toEqual({
      hasSelfServeTransaction: false,
    });
    const unknown = await ops.post(
      `/api/ops/applications/${shop.id}/store-locations/sl_unknown/test-transaction`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This merchant has no store location with that id.' });
  });

  it.each([
    ['compliance', { decision: 'APPROVED' }],
    ['compliance', { decision: 'COMPLETE', note: 'x'.repeat(3000) }],
    ['opportunity-stage', { opportunityStage: 'Negotiation' }],
    [
      'opportunity-stage',
      { opportunityStage: 'Implemented', opportunityOwnerEmail: 'not an e-mail' },
    ],
    ['onboarding-group', { onboardingGroup: 'VIP Merchant' }],
    ['owner-controls', { ownerControls: [] }],
    [
      'owner-controls',
      {
        ownerControls: Array.from({ length: 6 }, () => ({
          requireId: true,
          requireCertifiedId: true,
        })),
      },
    ],
    ['owner-controls', { ownerControls: [{ requireId: 'yes', requireCertifiedId: false }] }],
  ])('refuses a %s change of %j with a 400 and changes nothing', async (action, body) => {
    const before = await detail();
    const response = await ops.post(`/api/ops/applications/${shop.id}/${action}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/^(Choose|Give) /) });
    const after = await detail();
    expect({ ...after, audit: after.audit.length }).toEqual({
      ...before,
      audit: before.audit.length,
    });
  });
});
