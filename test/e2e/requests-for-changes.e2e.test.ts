/**
 * Requests for changes in Chromium (docs/decisions/0262): a reviewer flags fields and documents
 * of an application with reasons and a deadline, in the console or through the back office's
 * signed webhook; the merchant is e-mailed, sees each item on the status page, changes exactly
 * those in their steps and sends them back; the reviewer sees the history and approves. A
 * request left past its deadline goes overdue. Every screen is checked with axe at 1280 and
 * 390 px and photographed; everything goes through the real server and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { testClock } from '../../server/testing/test-clock';
import { expectNoAxeViolations } from './support/axe';
import { deliverWebhook, prospectRefOf } from './support/back-office-webhook';
import { launchChromium } from './support/browser';
import { field, waitForAppPath } from './support/business-details';
import {
  createOpsUser,
  decide,
  merchantWithFinishedForms,
  openApplication,
  opsConsole,
  post,
  startLifecyclePortal,
  type LifecyclePortal,
} from './support/lifecycle';
import {
  nzTrust,
  pdf,
  usCorporation,
  withOwnerId,
  withTrustFiles,
} from './support/revision-merchants';
import { screenshotPath } from './support/screenshots';
import { signInLinkFrom } from './support/sign-in-link';
import { signInWithEmail } from './support/login';

const OPS_EMAIL = 'reviewer@provider.example';
const OPS_PASSWORD = 'correct horse battery staple';
const WEBHOOK_SECRET = 'whsec_revisions_0123456789abcdefghijklmnopqrstuvwxyz';
const DAY = 24 * 60 * 60 * 1000;
/** Where the server sends mail for the provider's team outside production (no SUPPORT_EMAIL set). */
const SUPPORT_INBOX = 'merchant-support@portal.localhost';
const clock = testClock();

let portal: LifecyclePortal;
let browser: Browser;
let opsPage: Page | undefined;

beforeAll(async () => {
  portal = await startLifecyclePortal({ WEBHOOK_SECRET, REVISION_RESYNC_MS: '1000' }, clock.now);
  browser = await launchChromium();
  await createOpsUser(portal, OPS_EMAIL, OPS_PASSWORD);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function operator(): Promise<Page> {
  opsPage ??= await opsConsole(browser, portal, OPS_EMAIL, OPS_PASSWORD);
  await opsPage.setViewportSize({ width: 1280, height: 900 });
  return opsPage;
}

/** Checks the page with axe and photographs it at 1280 and at 390 px, leaving it at `width`. */
async function atBothWidths(page: Page, name: string, width = 1280): Promise<void> {
  for (const size of [1280, 390]) {
    await page.setViewportSize({ width: size, height: 900 });
    await expectNoAxeViolations(page, `${name} at ${size} px`);
    await page.screenshot({ path: screenshotPath(`revision-${name}-${size}`), fullPage: true });
  }
  await page.setViewportSize({ width, height: 900 });
}

const changesList = (page: Page) => page.getByRole('region', { name: 'Changes requested' });
const item = (page: Page, key: string) => changesList(page).locator(`[data-item="${key}"]`);

/** The reviewer flags `key` under the console's group `group` with `reason` and a note. */
async function flag(ops: Page, group: string, label: string, reason: string, note: string) {
  const panel = ops.getByRole('region', { name: 'Request changes' });
  await panel.waitFor();
  await ops.waitForLoadState('networkidle');
  const control = panel.getByRole('button', { name: new RegExp(`^${group}`) });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const box = panel.getByRole('checkbox', { name: label, exact: true });
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
  const fullLabel = `${group} · ${label}`;
  await panel.getByLabel(`Reason for ${fullLabel}`, { exact: true }).click();
  await ops.getByRole('option', { name: reason, exact: true }).click();
  await panel.getByLabel(`Note to the merchant on ${fullLabel}`, { exact: true }).fill(note);
}

/** A returning merchant signs in with a new e-mailed link and lands on the status page. */
async function signInAgain(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const seen = portal.mail.received.length;
  await page.goto(portal.appUrl);
  await signInWithEmail(page, email);
  await page.goto(signInLinkFrom(await portal.mail.waitForMail(email, 15_000, seen)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForAppPath(page, '/status');
  return page;
}

/** A US corporation that finished its forms, with its owner's ID uploaded, on its status page. */
async function usCorporationInReview(name: string) {
  const email = `${name}.${Date.now()}@example.com`;
  const page = await merchantWithFinishedForms(browser, portal, email, usCorporation(), {
    withFiles: withOwnerId,
  });
  await page.getByRole('heading', { level: 1, name: 'Your application is in review' }).waitFor();
  return { email, page };
}

/** The merchant opens an item from the status page and lands on its step. */
async function openItem(page: Page, key: string, path: string) {
  await item(page, key).getByRole('button').click();
  await waitForAppPath(page, path);
}

/** The status page again, after a step's save brought the merchant back. */
async function backOnStatus(page: Page) {
  await waitForAppPath(page, '/status');
  await changesList(page).waitFor();
}

describe('requests for changes', () => {
  it('a US corporation: the owner’s ID is unreadable and the EIN does not match the register; fixed, sent and approved', async () => {
    const { email, page } = await usCorporationInReview('us.corp');

    const ops = await operator();
    await openApplication(ops, portal, email);
    await flag(
      ops,
      'Beneficial Owners · Owner 1',
      'Government ID (front)',
      'Document unreadable',
      'The photo is blurred; please upload a sharp scan of the front.',
    );
    await flag(
      ops,
      'Company Information',
      'Employer Identification Number (EIN)',
      'Number does not match the register',
      'The IRS letter shows a different EIN.',
    );
    await atBothWidths(ops, 'console-request-drafted');
    const seen = portal.mail.received.length;
    await ops.getByRole('button', { name: 'Send request for changes' }).click();
    await ops.getByText('A request for changes is open').waitFor();

    // The merchant's e-mail: no personal data, a link to the portal.
    const mail = await portal.mail.waitForMail(email, 15_000, seen);
    const text = JSON.stringify(mail);
    expect(text).toContain('/app/status');
    for (const secret of ['123456789', 'Jane', 'Doe', 'Acme Trading']) {
      expect(text).not.toContain(secret);
    }

    // The status page lists both items with their reasons, notes and the deadline.
    await page.reload();
    await changesList(page).waitFor();
    await expect(item(page, 'owners.0.govId').textContent()).resolves.toContain(
      'Document unreadable',
    );
    await expect(item(page, 'companyInformation.ein').textContent()).resolves.toContain(
      'The IRS letter shows a different EIN.',
    );
    expect(
      await changesList(page).getByRole('button', { name: 'Send for review' }).isDisabled(),
    ).toBe(true);
    await atBothWidths(page, 'us-status-requested');

    // A change the reviewer did not flag is refused with 409 and the open fields named.
    const refused = await post(page, '/api/update-customer-service-info', {
      customerSupportEmail: 'other@example.com',
      customerSupportPhone: '+1 415 867 5309',
      customerSupportWebsite: 'https://acme.example.com',
    });
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text)).toEqual({
      error:
        'While changes are requested, only these can change: Beneficial Owners · Owner 1 · Government ID (front), Company Information · Employer Identification Number (EIN). Nothing was saved.',
      openFields: ['owners.0.govId', 'companyInformation.ein'],
    });

    // The EIN: only it is editable in the company information.
    await openItem(page, 'companyInformation.ein', '/onboarding/company-information');
    await expect(
      field(page, 'Legal business name').getAttribute('readonly'),
    ).resolves.not.toBeNull();
    await field(page, 'Employer Identification Number (EIN)').fill('451234567');
    await atBothWidths(page, 'us-company-information-flagged');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await backOnStatus(page);
    await expect(item(page, 'companyInformation.ein').getAttribute('data-changed')).resolves.toBe(
      'true',
    );

    // The ID: a new upload on the owners step.
    await openItem(page, 'owners.0.govId', '/onboarding/beneficial-owners');
    await page
      .locator('input[type="file"][aria-label="Government ID (front)"]')
      .setInputFiles({ name: 'drivers-licence-scan.pdf', ...pdfFile('scan') });
    await page.getByText('drivers-licence-scan.pdf').first().waitFor();
    await atBothWidths(page, 'us-owners-flagged');
    await page.getByRole('button', { name: 'Submit business details' }).click();
    await backOnStatus(page);
    await atBothWidths(page, 'us-status-all-changed');

    const toReviewer = portal.mail.received.length;
    await changesList(page).getByRole('button', { name: 'Send for review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your application is in review' }).waitFor();
    await portal.mail.waitForMail(OPS_EMAIL, 15_000, toReviewer);

    // The reviewer sees the history, with the EIN before and after, and approves.
    await openApplication(ops, portal, email);
    await ops.getByRole('tab', { name: 'History' }).click();
    const history = ops.getByRole('region', { name: 'Requests for changes' });
    await expect(history.textContent()).resolves.toMatch(/123456789.*451234567/s);
    await atBothWidths(ops, 'console-history-sent');
    await ops.getByRole('tab', { name: 'Decisions' }).click();
    await decide(ops, 'Approve: ready to install');
    await ops.getByRole('tab', { name: 'History' }).click();
    await expect(history.textContent()).resolves.toContain('Resolved');
    await atBothWidths(ops, 'console-history-resolved');
  }, 240_000);

  it('an NZ trust: the back office finds the certified ID older than three months; a new upload, sent and approved, on a phone', async () => {
    const email = `nz.trust.${Date.now()}@example.com`;
    const page = await merchantWithFinishedForms(browser, portal, email, nzTrust(), {
      width: 390,
      // The back office asks this owner for a certified ID, through its signed webhook.
      afterSignUp: async (signedUp) => {
        const answer = await deliverWebhook(portal.url, WEBHOOK_SECRET, 'owner_controls.changed', {
          mlsProspectRef: await prospectRefOf(signedUp),
          ownerControls: [{ requireId: false, requireCertifiedId: true }],
        });
        expect(answer.status, answer.text).toBe(200);
      },
      withFiles: withTrustFiles,
    });
    await page.getByRole('heading', { level: 1, name: 'Your application is in review' }).waitFor();

    const seen = portal.mail.received.length;
    const asked = await deliverWebhook(portal.url, WEBHOOK_SECRET, 'revision.requested', {
      mlsProspectRef: await prospectRefOf(page),
      items: [
        {
          key: 'owners.0.certifiedGovIdPrimary',
          reason: 'documentExpired',
          note: 'The certification is older than three months. Please upload a copy certified in the last three months.',
        },
      ],
    });
    expect(asked.status, asked.text).toBe(200);
    await portal.mail.waitForMail(email, 15_000, seen);

    await page.reload();
    await changesList(page).waitFor();
    await expect(item(page, 'owners.0.certifiedGovIdPrimary').textContent()).resolves.toContain(
      'Document expired',
    );
    await atBothWidths(page, 'nz-status-requested', 390);

    await openItem(page, 'owners.0.certifiedGovIdPrimary', '/onboarding/beneficial-owners');
    await page
      .locator('input[type="file"][aria-label="Certified ID"]')
      .setInputFiles({ name: 'certified-passport-2026-11.pdf', ...pdfFile('certified') });
    await page.getByText('certified-passport-2026-11.pdf').first().waitFor();
    await atBothWidths(page, 'nz-owners-flagged', 390);
    await page.getByRole('button', { name: 'Submit business details' }).click();
    await backOnStatus(page);

    const toSupport = portal.mail.received.length;
    await changesList(page).getByRole('button', { name: 'Send for review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your application is in review' }).waitFor();
    // A request from the back office is answered to the support inbox.
    await portal.mail.waitForMail(SUPPORT_INBOX, 15_000, toSupport);

    const ops = await operator();
    await openApplication(ops, portal, email);
    await decide(ops, 'Approve: ready to install');
    await ops.getByRole('tab', { name: 'History' }).click();
    const history = ops.getByRole('region', { name: 'Requests for changes' });
    await expect(history.textContent()).resolves.toContain('Resolved');
    await expect(history.textContent()).resolves.toContain('Asked by the back office');
  }, 240_000);

  it('a request left past its deadline: a reminder three days before, then overdue, still open to the merchant', async () => {
    const { email, page } = await usCorporationInReview('overdue');
    const ops = await operator();
    await openApplication(ops, portal, email);
    await flag(
      ops,
      'Company Information',
      'Legal business name',
      'Name does not match the register',
      'The register lists the company as Acme Trading Incorporated.',
    );
    await ops.getByLabel('Days the merchant has').fill('5');
    const seen = portal.mail.received.length;
    await ops.getByRole('button', { name: 'Send request for changes' }).click();
    await ops.getByText('A request for changes is open').waitFor();
    await portal.mail.waitForMail(email, 15_000, seen);

    // Two and a half days on: the reminder (the server reads its requests again every second).
    const reminded = portal.mail.received.length;
    clock.advance(2.5 * DAY);
    const reminder = await portal.mail.waitForMail(email, 15_000, reminded);
    expect(JSON.stringify(reminder)).toContain('3 days');

    // Past the deadline: overdue, to the merchant and to the reviewer.
    const overdue = portal.mail.received.length;
    clock.advance(3 * DAY);
    await portal.mail.waitForMail(email, 15_000, overdue);
    await portal.mail.waitForMail(OPS_EMAIL, 15_000, overdue);

    // Days later, the merchant and the reviewer sign in again.
    await page.context().close();
    const returning = await signInAgain(email);
    await changesList(returning).waitFor();
    await expect(changesList(returning).textContent()).resolves.toMatch(/deadline .*passed/i);
    await atBothWidths(returning, 'overdue-status');
    await ops.context().close();
    opsPage = undefined;
    const reviewer = await operator();
    await openApplication(reviewer, portal, email);
    await reviewer.getByRole('tab', { name: 'History' }).click();
    await expect(
      reviewer.getByRole('region', { name: 'Requests for changes' }).textContent(),
    ).resolves.toContain('Overdue');
    await atBothWidths(reviewer, 'console-history-overdue');
  }, 240_000);
});

function pdfFile(name: string) {
  const file = pdf(name);
  return { mimeType: file.mimeType, buffer: file.bytes };
}
