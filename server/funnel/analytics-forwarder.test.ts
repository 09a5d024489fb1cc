/**
 * Forwarding to the product-analytics service (docs/decisions/0255): with POSTHOG_API_KEY the
 * stored events reach a PostHog instance (a loopback stand-in here) through the real posthog-node
 * client, under the pseudonymous merchant key and without personal data; an instance that is down
 * fails no merchant call, and the events it missed are sent again from the outbox.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validMerchant } from '../../test/data/valid-merchant';
import { databaseOf } from '../testing/back-office-kit';
import { scrape, valueOf } from '../testing/metrics-scrape';
import { BUSINESS_FORMS, saveBody, signUpMerchant } from '../testing/merchant-test-kit';
import { startPostHogCapture, type PostHogCapture } from '../testing/posthog-capture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import type { Repositories } from '../db/repositories';
import type { Db } from '../db/database';
import { uuidOf } from './posthog-sink';

describe.each(DIALECTS)('forwarding the funnel to PostHog on %s', (dialect) => {
  let t: TestApp;
  let capture: PostHogCapture;
  let repos: Repositories;
  let db: Db;
  beforeEach(async () => {
    capture = await startPostHogCapture();
    t = await createTestApp(dialect, { POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: capture.host });
    ({ repos, db } = await databaseOf(t));
  });
  afterEach(async () => {
    await t.close();
    await capture.close();
  });
  const raw = () => ({ db, repos, close: async () => {} });

  it('sends each stored event under the merchant key, without personal data', async () => {
    const merchant = validMerchant('NZ');
    await signUpMerchant(t, raw(), 'forwarded@example.com', 'NZ', merchant);
    const events = await capture.waitForEvents(2);
    expect(events.map((event) => event.event)).toEqual(['signed_in', 'lead_saved']);
    const stored = await repos.funnel.all();
    expect(events[1]).toMatchObject({
      distinct_id: stored[1]?.merchant_key,
      uuid: uuidOf(stored[1]?.id ?? ''),
      properties: {
        step: 'lead_created',
        country: 'NZ',
        brand: 'provider',
        $process_person_profile: false,
      },
    });
    const text = capture.raw.join('\n');
    for (const personal of [
      'forwarded@example.com',
      merchant.lead.firstName,
      merchant.lead.phone,
    ]) {
      expect(text).not.toContain(personal);
    }
    await expect
      .poll(async () => (await repos.funnel.all()).every((row) => row.forwarded_at !== null))
      .toBe(true);
  });

  it('fails no merchant call while the service is down, and sends the missed events later', async () => {
    capture.refuseNext(50);
    const merchant = validMerchant('AU');
    const shop = await signUpMerchant(t, raw(), 'down@example.com', 'AU', merchant);
    await expect.poll(() => capture.refused(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => (await repos.funnel.all()).every((row) => row.forward_attempts > 0))
      .toBe(true);
    expect((await repos.funnel.all()).every((row) => row.forwarded_at === null)).toBe(true);

    capture.refuseNext(0);
    // The next stored event sets the outbox going again, the missed ones first.
    const saved = await shop.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
    expect(saved.statusCode, saved.body).toBe(200);
    const events = await capture.waitForEvents(3);
    expect(events.map((event) => event.event).sort()).toEqual(
      ['business_details_completed', 'lead_saved', 'signed_in'].sort(),
    );
    // Operators see both in the metrics.
    await expect
      .poll(async () =>
        valueOf(await scrape(t.app), 'portal_analytics_forwarded_total', { outcome: 'sent' }),
      )
      .toBe(3);
    const samples = await scrape(t.app);
    expect(
      valueOf(samples, 'portal_analytics_forwarded_total', { outcome: 'failed' }),
    ).toBeGreaterThanOrEqual(2);
  });
});
