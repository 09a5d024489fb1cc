/**
 * Requests for changes through the console and the signed webhook: asked, refused (400, 409),
 * sent by the merchant, resolved by the next decision, withdrawn; what the status page, the
 * restore and the console read; the e-mails, without personal data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVISION_API, REVISION_NOT_READY, opsRevisionPath } from '../../domain/api/revision-api';
import { sayIn } from '../i18n/say';
import type { MerchantRevision } from '../../domain/api/revision-api';
import { signatureHeader } from '../back-office/webhook-signature';
import { openRawDatabase, saveBody, type RawDatabase } from '../testing/merchant-test-kit';
import {
  askForChanges,
  copyOf,
  detailOf,
  merchantInReview,
  reviewer,
} from '../testing/revision-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import type { TestBrowser } from '../testing/test-browser';
import { NO_OPEN_REVISION, REVISION_ALREADY_OPEN, WITHDRAW_FIRST } from './revision-service';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz';
const DAY = 24 * 60 * 60 * 1000;
const REVIEWER = 'reviewer@example.com';
const ITEMS = [
  { key: 'companyInformation.ein', reason: 'numberMismatch' as const },
  { key: 'owners.0.ssn', reason: 'other' as const, note: 'Use the number on the card.' },
];

describe.each(DIALECTS)('requests for changes on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let ops: TestBrowser;
  let n = 0;
  const application = () => merchantInReview(t, raw, `revise${++n}@example.com`);
  const mails = async (to: string) =>
    (await raw.repos.devMailbox.listRecent(200)).filter((mail) => mail.recipient === to);
  let sequence = 0;
  const deliver = (type: string, data: Record<string, unknown>) => {
    const body = JSON.stringify({ id: `evt_${++sequence}`, type, data });
    return t.app.inject({
      method: 'POST',
      url: '/api/back-office/webhooks',
      headers: {
        'content-type': 'application/json',
        'x-portal-signature': signatureHeader(SECRET, body, t.clock.now()),
      },
      payload: body,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      WEBHOOK_SECRET: SECRET,
      SUPPORT_EMAIL: 'support@example.com',
    });
    raw = await openRawDatabase(t);
    ops = await reviewer(t, REVIEWER);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('asks for changes: REQUIRES_ATTENTION, audited, shown to the merchant, mailed without personal data', async () => {
    const shop = await application();
    const response = await askForChanges(ops, shop.merchantId, ITEMS, 21);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.onboardingStatus).toBe('REQUIRES_ATTENTION');
    expect(detail.allowedDecisions).toEqual(['INELIGIBLE']);
    expect(detail.revisions).toHaveLength(1);
    expect(detail.revisions[0]).toMatchObject({
      state: 'requested',
      requestedBy: REVIEWER,
      deadline: t.clock.now() + 21 * DAY,
      items: [
        { key: 'companyInformation.ein', reason: 'numberMismatch', note: '', changedAt: null },
        {
          key: 'owners.0.ssn',
          reason: 'other',
          note: 'Use the number on the card.',
          changedAt: null,
        },
      ],
      changes: [],
    });
    expect(
      detail.audit.find((entry: { action: string }) => entry.action === 'revision.requested'),
    ).toMatchObject({
      actor: `ops:${REVIEWER}`,
      before: { onboardingStatus: 'IN_REVIEW' },
      after: {
        onboardingStatus: 'REQUIRES_ATTENTION',
        items: ITEMS.map((i) => ({ note: '', ...i })),
      },
    });
    const status = (await shop.browser.get('/api/status')).json();
    expect(status.onboardingStatus).toBe('REQUIRES_ATTENTION');
    expect(status.revision).toMatchObject({
      state: 'requested',
      deadline: t.clock.now() + 21 * DAY,
    });
    expect((await shop.browser.get('/api/restore')).json().revision.items).toHaveLength(2);

    const [mail] = await mails(shop.email);
    expect(mail?.subject).toBe('Changes needed on your merchant application');
    expect(mail?.text_body).toContain('http://localhost:3000/app/status');
    const deadline = new Date(t.clock.now() + 21 * DAY).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail?.text_body).toContain(deadline);
    for (const personal of [
      'Acme',
      shop.merchant.companyInformation.ein,
      'Use the number',
      'EIN',
    ]) {
      expect(mail?.text_body).not.toContain(personal);
      expect(mail?.html_body).not.toContain(personal);
    }
  });

  it.each([
    [{ items: [] }, 'A request for changes holds 1 to 40 items.'],
    [{}, 'Give items: a list of 1 to 40 items'],
    [
      { items: [{ key: 'companyInformation', reason: 'other', note: 'x' }] },
      'does not name an item',
    ],
    [
      { items: [{ key: 'companyInformation.shoeSize', reason: 'other', note: 'x' }] },
      'is not a field a reviewer can flag',
    ],
    [
      { items: [{ key: 'owners.2.ssn', reason: 'numberMismatch' }] },
      'the application has 2 saved owners',
    ],
    [
      { items: [{ key: 'locations.5.locationStreet', reason: 'other', note: 'x' }] },
      '2 saved locations',
    ],
    [
      { items: [{ key: 'companyInformation.ein', reason: 'tooLate' }] },
      'the reason must be one of documentUnreadable',
    ],
    [
      { items: [{ key: 'companyInformation.ein', reason: 'other' }] },
      'the reason "other" needs a note',
    ],
    [
      { items: [{ key: 'companyInformation.ein', reason: 'other', note: 'x'.repeat(501) }] },
      'the note is at most 500 characters',
    ],
    [{ items: [ITEMS[0], ITEMS[0]] }, '"companyInformation.ein" is flagged twice'],
    [
      { items: [ITEMS[0]], deadlineDays: 91 },
      'deadlineDays must be a whole number of days from 1 to 90',
    ],
    [{ items: [ITEMS[0]], deadlineDays: 1.5 }, 'deadlineDays must be a whole number'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const shop = await application();
    const response = await ops.post(opsRevisionPath(shop.merchantId), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect((await detailOf(ops, shop.merchantId)).onboardingStatus).toBe('IN_REVIEW');
  });

  it('refuses a second request, a decision while one is open, and a request the status takes none of', async () => {
    const shop = await application();
    expect((await askForChanges(ops, shop.merchantId, ITEMS)).statusCode).toBe(200);
    const again = await askForChanges(ops, shop.merchantId, [ITEMS[0]!]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REVISION_ALREADY_OPEN);
    const decision = await ops.post(`/api/ops/applications/${shop.merchantId}/compliance`, {
      decision: 'READY_TO_INSTALL',
    });
    expect(decision.statusCode).toBe(409);
    expect(decision.json().error).toBe(WITHDRAW_FIRST);
    const viaWebhook = await deliver('compliance.decided', {
      mlsProspectRef: shop.mlsProspectRef,
      status: 'COMPLETE',
    });
    expect(viaWebhook.statusCode).toBe(409);
    expect(viaWebhook.json().error).toBe(WITHDRAW_FIRST);

    const declined = await application();
    await ops.post(`/api/ops/applications/${declined.merchantId}/compliance`, {
      decision: 'INELIGIBLE',
    });
    const refused = await askForChanges(ops, declined.merchantId, ITEMS);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(
      'An application that is INELIGIBLE cannot be moved to REQUIRES_ATTENTION',
    );
  });

  it('lets the merchant send only once every item changed; the next decision resolves the request', async () => {
    const shop = await application();
    await askForChanges(ops, shop.merchantId, ITEMS);
    const early = await shop.browser.post(REVISION_API.send);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(sayIn('en', REVISION_NOT_READY));

    const fixed = copyOf(shop.merchant);
    fixed.companyInformation.ein = '987654321';
    fixed.owners[0]!.ssn = '212345679';
    const saved = await shop.browser.post('/api/save', saveBody(fixed));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().revision.state).toBe('beingFixed');

    const sent = await shop.browser.post(REVISION_API.send);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ revision: MerchantRevision }>().revision.state).toBe('sent');
    const status = (await shop.browser.get('/api/status')).json();
    expect(status).toMatchObject({ onboardingStatus: 'IN_REVIEW', revision: null });
    const [toReviewer] = await mails(REVIEWER);
    expect(toReviewer?.subject).toBe('Requested changes were sent for review');
    expect(toReviewer?.text_body).not.toContain('987654321');
    expect(toReviewer?.text_body).not.toContain(shop.email);

    let detail = await detailOf(ops, shop.merchantId);
    expect(detail.audit.find((entry) => entry.action === 'revision.sent')?.actor).toBe(shop.email);
    expect(detail.revisions?.[0]?.state).toBe('sent');
    const approved = await ops.post(`/api/ops/applications/${shop.merchantId}/compliance`, {
      decision: 'READY_TO_INSTALL',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    detail = await detailOf(ops, shop.merchantId);
    expect(detail.revisions?.[0]).toMatchObject({ state: 'resolved', closedBy: `ops:${REVIEWER}` });
    expect((await shop.browser.post(REVISION_API.send)).json().error).toBe(NO_OPEN_REVISION);
  });

  it('withdraws the open request: back to IN_REVIEW, mailed, and a second withdrawal is refused', async () => {
    const shop = await application();
    await askForChanges(ops, shop.merchantId, ITEMS);
    const response = await ops.post(opsRevisionPath(shop.merchantId, 'withdraw'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      onboardingStatus: 'IN_REVIEW',
      revisions: [{ state: 'withdrawn', closedBy: `ops:${REVIEWER}` }],
    });
    expect((await mails(shop.email)).map((mail) => mail.subject)).toContain(
      'No changes are needed on your merchant application',
    );
    const again = await ops.post(opsRevisionPath(shop.merchantId, 'withdraw'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(NO_OPEN_REVISION);
    expect((await shop.browser.get('/api/status')).json().revision).toBeNull();
  });

  it('declining the application withdraws its open request', async () => {
    const shop = await application();
    await askForChanges(ops, shop.merchantId, ITEMS);
    const declined = await ops.post(`/api/ops/applications/${shop.merchantId}/compliance`, {
      decision: 'INELIGIBLE',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().revisions[0].state).toBe('withdrawn');
    expect(declined.json().onboardingStatus).toBe('INELIGIBLE');
  });

  it('takes the request and its withdrawal from the signed webhook', async () => {
    const shop = await application();
    const bad = await deliver('revision.requested', {
      mlsProspectRef: shop.mlsProspectRef,
      items: [{ key: 'owners.9.ssn', reason: 'numberMismatch' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('the application has 2 saved owners');
    const asked = await deliver('revision.requested', {
      mlsProspectRef: shop.mlsProspectRef,
      items: ITEMS,
      deadlineDays: 7,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    let detail = await detailOf(ops, shop.merchantId);
    expect(detail.onboardingStatus).toBe('REQUIRES_ATTENTION');
    expect(detail.revisions?.[0]).toMatchObject({
      state: 'requested',
      requestedBy: 'back-office',
      deadline: t.clock.now() + 7 * DAY,
    });
    expect(detail.audit.find((entry) => entry.action === 'revision.requested')?.actor).toMatch(
      /^webhook:evt_/,
    );
    const withdrawn = await deliver('revision.withdrawn', { mlsProspectRef: shop.mlsProspectRef });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    detail = await detailOf(ops, shop.merchantId);
    expect(detail.onboardingStatus).toBe('IN_REVIEW');
    expect(detail.revisions?.[0]?.state).toBe('withdrawn');
    const none = await deliver('revision.withdrawn', { mlsProspectRef: shop.mlsProspectRef });
    expect(none.statusCode).toBe(409);
  });
});
