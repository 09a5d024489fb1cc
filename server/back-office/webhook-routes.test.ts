/**
 * POST /api/back-office/webhooks: signed with WEBHOOK_SECRET (good, bad, stale, replayed), every
 * event type applied and audited as `webhook:<event id>`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import type { Repositories } from '../db/repositories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import type { TestBrowser } from '../testing/test-browser';
import {
  createOpsAccount,
  databaseOf,
  opsBrowser,
  testMerchant,
  type TestMerchant,
} from '../testing/back-office-kit';
import {
  EVENT_INVALID,
  EVENT_REPLAYED,
  SIGNATURE_INVALID,
  SIGNATURE_STALE,
  UNKNOWN_PROSPECT,
  WEBHOOKS_OFF,
} from './webhook-routes';
import { signatureHeader } from './webhook-signature';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz';
const URL = '/api/back-office/webhooks';

describe.each(DIALECTS)('back office webhooks on %s', (dialect) => {
  let t: TestApp;
  let repos: Repositories;
  let shop: TestMerchant;
  let ops: TestBrowser;
  let sequence = 0;
  beforeEach(async () => {
    t = await createTestApp(dialect, { WEBHOOK_SECRET: SECRET });
    ({ repos } = await databaseOf(t));
    shop = await testMerchant(t, repos, 'shop@example.com');
    await createOpsAccount(t);
    ops = await opsBrowser(t);
  });
  afterEach(() => t.close());

  /** Delivers `body` signed at the app's current time (or with `header`). */
  const deliver = (body: string, header = signatureHeader(SECRET, body, t.clock.now())) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', 'x-portal-signature': header },
      payload: body,
    });
  const event = (type: string, data: Record<string, unknown>, id = `evt_${++sequence}`) =>
    JSON.stringify({
      id,
      type,
      createdAt: t.clock.now(),
      data: { mlsProspectRef: shop.mlsProspectRef, ...data },
    });
  const detail = async () =>
    (await ops.get(`/api/ops/applications/${shop.id}`)).json<ApplicationDetail>();

  it('applies a signed compliance decision and audits it as the webhook', async () => {
    const body = event('compliance.decided', { status: 'READY_TO_INSTALL' }, 'evt_decision');
    const response = await deliver(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, id: 'evt_decision' });
    const view = await detail();
    expect(view.onboardingStatus).toBe('READY_TO_INSTALL');
    expect(view.merchantId).toMatch(/^MER-/);
    expect(view.audit).toContainEqual(
      expect.objectContaining({
        actor: 'webhook:evt_decision',
        action: 'compliance.decided',
        before: { onboardingStatus: 'IN_REVIEW' },
        after: { onboardingStatus: 'READY_TO_INSTALL' },
      }),
    );
  });

  it('refuses the same event twice (replay), with 409', async () => {
    const body = event('onboarding_group.changed', { onboardingGroup: 'ZDO Merchant' });
    expect((await deliver(body)).statusCode).toBe(200);
    const replay = await deliver(body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ error: EVENT_REPLAYED });
    expect(
      (await detail()).audit.filter((entry) => entry.action === 'onboarding_group.changed'),
    ).toHaveLength(1);
  });

  it.each([
    [
      'signed with another secret',
      (body: string) =>
        signatureHeader('another_secret_0123456789abcdefghijklmn', body, Date.now()),
      SIGNATURE_INVALID,
    ],
    ['without a signature', () => '', SIGNATURE_INVALID],
    ['with a malformed signature', () => 't=1,v1=zz', SIGNATURE_INVALID],
    [
      'signed for another body',
      (body: string) => signatureHeader(SECRET, `${body} `, Date.now()),
      SIGNATURE_INVALID,
    ],
  ])('refuses a delivery %s with 401 and changes nothing', async (_name, sign, message) => {
    const body = event('onboarding_group.changed', { onboardingGroup: 'ZDO Merchant' });
    // The test clock started at the real time, so Date.now() is within the tolerance.
    const response = await deliver(body, sign(body));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: message });
    expect((await detail()).onboardingGroup).toBe('Normal Merchant');
  });

  it('refuses a delivery signed more than five minutes ago (stale), even with a good signature', async () => {
    const body = event('onboarding_group.changed', { onboardingGroup: 'ZDO Merchant' });
    const header = signatureHeader(SECRET, body, t.clock.now());
    t.clock.advance(5 * 60 * 1000 + 1000);
    const response = await deliver(body, header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGNATURE_STALE });
    expect((await detail()).onboardingGroup).toBe('Normal Merchant');
  });

  it('accepts a delivery four minutes old', async () => {
    const body = event('onboarding_group.changed', { onboardingGroup: 'ZDO Merchant' });
    const header = signatureHeader(SECRET, body, t.clock.now());
    t.clock.advance(4 * 60 * 1000);
    expect((await deliver(body, header)).statusCode).toBe(200);
  });

  it('applies each event type', async () => {
    const [location] = (await detail()).storeLocations;
    const deliveries = [
      event('opportunity_stage.changed', {
        opportunityStage: 'Closed Won',
        opportunityOwnerEmail: 'am@provider.example',
      }),
      event('onboarding_group.changed', { onboardingGroup: 'ZDO Pilot V1' }),
      event('owner_controls.changed', {
        ownerControls: [{ requireId: true, requireCertifiedId: true }],
      }),
      event('instore_transaction.recorded', { storeLocationId: location!.id }),
      event('account.created', { merchantId: 'MER-FROMBACKOFFICE' }),
    ];
    for (const body of deliveries) expect((await deliver(body)).statusCode, body).toBe(200);
    const view = await detail();
    expect(view).toMatchObject({
      opportunityStage: 'Closed Won',
      opportunityOwnerEmail: 'am@provider.example',
      onboardingGroup: 'ZDO Pilot V1',
      merchantId: 'MER-FROMBACKOFFICE',
    });
    expect(view.ownerControls[0]).toEqual({ requireId: true, requireCertifiedId: true });
    expect(view.storeLocations[0]!.testTransactionRecorded).toBe(true);
    expect(
      new Set(
        view.audit
          .filter((entry) => entry.actor.startsWith('webhook:'))
          .map((entry) => entry.action),
      ),
    ).toEqual(
      new Set([
        'opportunity_stage.changed',
        'onboarding_group.changed',
        'owner_controls.changed',
        'instore_transaction.recorded',
        'account.created',
      ]),
    );
    // The merchant's own calls see what the back office said.
    expect((await shop.browser.get('/api/opportunity-stage')).json()).toEqual({
      opportunityStage: 'Closed Won',
    });
    expect((await shop.browser.post('/api/zdo/create-account')).json()).toEqual({
      status: 'CREATED',
    });
  });

  it('answers a refused transition with 409, and the same event may be delivered again later', async () => {
    await repos.merchantAccounts.update(shop.id, { onboardingStatus: 'INELIGIBLE' });
    const body = event('compliance.decided', { status: 'COMPLETE' }, 'evt_refused');
    const refused = await deliver(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(
      /^An application that is INELIGIBLE cannot be moved to COMPLETE/,
    );
    await repos.merchantAccounts.update(shop.id, { onboardingStatus: 'READY_TO_INSTALL' });
    expect((await deliver(body)).statusCode).toBe(200);
  });

  it.each([
    [
      'an unknown type',
      JSON.stringify({ id: 'evt_x', type: 'merchant.deleted', data: {} }),
      400,
      EVENT_INVALID,
    ],
    [
      'no id',
      JSON.stringify({ type: 'account.created', data: { mlsProspectRef: 'MP-1' } }),
      400,
      EVENT_INVALID,
    ],
    [
      'a bad status',
      JSON.stringify({
        id: 'e1',
        type: 'compliance.decided',
        data: { mlsProspectRef: 'MP-1', status: 'OK' },
      }),
      400,
      EVENT_INVALID,
    ],
    ['not JSON', '{"id": ', 400, 'The request body is not valid JSON.'],
    [
      'an unknown merchant',
      JSON.stringify({ id: 'e2', type: 'account.created', data: { mlsProspectRef: 'MP-NOBODY' } }),
      404,
      UNKNOWN_PROSPECT,
    ],
  ])('refuses %s (signed correctly)', async (_name, body, status, message) => {
    const response = await deliver(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message });
  });
});

describe.each(DIALECTS)('back office webhooks without WEBHOOK_SECRET on %s', (dialect) => {
  it('is off without WEBHOOK_SECRET (503), so nothing unsigned is ever applied', async () => {
    const off = await createTestApp(dialect);
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: URL,
        payload: { id: 'e', type: 'account.created' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: WEBHOOKS_OFF });
    } finally {
      await off.close();
    }
  });
});
