import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { merchantWithFinishedForms, startLifecyclePortal, type LifecyclePortal } from './support/lifecycle';
import { deliverWebhook, prospectRefOf } from './support/back-office-webhook';
import { nzTrust, usCorporation, withOwnerId, withTrustFiles } from './support/revision-merchants';

const SECRET = 'whsec_revisions_0123456789abcdefghijklmnopqrstuvwxyz';
let portal: LifecyclePortal;
let browser: Browser;
beforeAll(async () => {
  portal = await startLifecyclePortal({ WEBHOOK_SECRET: SECRET });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => { await browser?.close(); await portal?.close(); });

it('sets up both merchants', async () => {
  const us = await merchantWithFinishedForms(browser, portal, `us.${Date.now()}@example.com`, usCorporation(), { withFiles: withOwnerId });
  await us.getByRole('heading', { level: 1 }).first().waitFor();
  console.log('US', await us.getByRole('heading', { level: 1 }).first().textContent());
  const nz = await merchantWithFinishedForms(browser, portal, `nz.${Date.now()}@example.com`, nzTrust(), {
    width: 390,
    afterSignUp: async (page) => {
      const answer = await deliverWebhook(portal.url, SECRET, 'owner_controls.changed', {
        mlsProspectRef: await prospectRefOf(page),
        ownerControls: [{ requireId: false, requireCertifiedId: true }],
      });
      expect(answer.status, answer.text).toBe(200);
    },
    withFiles: withTrustFiles,
  });
  await nz.getByRole('heading', { level: 1 }).first().waitFor();
  console.log('NZ', await nz.getByRole('heading', { level: 1 }).first().textContent());
}, 120_000);
