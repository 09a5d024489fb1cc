/**
 * A keyboard-only journey in Chromium (WCAG 2.1.1, 2.4.3): sign-in, the four lead pages and the
 * company information, with Tab, Shift+Tab, Enter, Space and the arrow keys only. It checks where
 * focus lands when the page moves it: the skip link's target, the first invalid field after a
 * failed submit, the new heading after a page or step change, and the opener after a dialog
 * closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { field, waitForAppPath } from './support/business-details';
import { chooseOption, expectFocusOn, tabTo, typeInto } from './support/keyboard';
import { startPortal, type RunningPortal } from './support/portal';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).first();

async function next(page: Page, button: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: button, exact: true }));
  await page.keyboard.press('Enter');
}

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto(portal.appUrl);
  await field(page, 'Email address').waitFor();
  // The skip link is the first stop and takes focus to the main content.
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByRole('link', { name: 'Skip to main content' }), 'skip link');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.locator('main'), 'the main content');

  await typeInto(page, field(page, 'Email address'), email);
  await tabTo(page, page.getByRole('checkbox', { name: "I'm not a robot" }));
  await page.keyboard.press('Space');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent?.trim() === 'Continue' && !b.disabled,
      ),
    undefined,
    { timeout: 30_000 },
  );
  await next(page, 'Continue');
}

describe('keyboard only', () => {
  it('signs in, completes the lead and company information; focus follows every change', async () => {
    const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    const page = await context.newPage();
    await signInByKeyboard(page, `keys.${Date.now()}@example.com`);

    // A new page: focus on its heading, and the document title names it.
    await expectFocusOn(page, heading(page, 'Tell us about your business'), 'the lead heading');
    await expect(page.title()).resolves.toBe(
      'Tell us about your business | Quartet Merchant Portal',
    );

    // A failed submit: focus on the first invalid field, whose message is its description.
    await next(page, 'Next');
    const country = field(page, 'Country of registration');
    await expectFocusOn(page, country, 'the first invalid field');
    await expect(country.getAttribute('aria-invalid')).resolves.toBe('true');

    await chooseOption(page, country, 'Australia', 'Australia');
    await typeInto(page, field(page, 'Store name'), 'Acme Keys');
    await chooseOption(page, field(page, 'Industry'), 'Clothing', 'Clothing');
    await typeInto(page, field(page, 'Website'), 'https://keys.example.com');
    // Shift+Tab goes back through the fields in order.
    await tabTo(page, field(page, 'Store name'), { backwards: true });
    await next(page, 'Next');

    // A step change: focus on the new step's heading.
    await expectFocusOn(page, heading(page, 'How you sell'), 'the step heading');
    await chooseOption(page, field(page, 'Where do you sell?'), 'Online Only', 'Online Only');
    await chooseOption(page, field(page, 'E-commerce platform'), 'Shopify', 'Shopify');
    const franchisee = page.getByRole('radiogroup', { name: 'Are you a franchisee?' });
    await tabTo(page, franchisee.getByLabel('Yes', { exact: true }));
    await page.keyboard.press('ArrowRight');
    await expect(franchisee.getByLabel('No', { exact: true }).isChecked()).resolves.toBe(true);
    await next(page, 'Next');

    await expectFocusOn(page, heading(page, 'The size of your business'), 'the step heading');
    await chooseOption(page, field(page, 'Total annual sales'), '$500K-$1M', '$500K-$1M');
    await next(page, 'Next');

    await expectFocusOn(page, heading(page, 'Your contact details'), 'the step heading');
    await typeInto(page, field(page, 'First name'), 'Kay');
    await typeInto(page, field(page, 'Last name'), 'Board');
    await typeInto(page, field(page, 'Phone number'), '+61 2 9374 4000');
    await next(page, 'Submit');
    await waitForAppPath(page, /^\/onboarding/);

    // The business details open on Company Information: its section heading has focus.
    const company = page.getByRole('button', { name: /^Company Information/ });
    await expectFocusOn(page, company, 'the Company Information heading');
    await chooseOption(page, field(page, 'Business type'), 'Private Company', 'Private Company');
    await typeInto(page, field(page, 'Legal business name'), 'Acme Keys Pty Ltd');
    await typeInto(page, field(page, 'Australian Business Number (ABN)'), '51824753556');
    await typeInto(page, field(page, 'Business street address'), '1 Market Street');
    await page.keyboard.press('Escape');
    await typeInto(page, field(page, 'Business city'), 'Sydney');
    await chooseOption(
      page,
      field(page, 'Business state or territory'),
      'New South Wales',
      'New South Wales',
    );
    const postcode = field(page, 'Business postcode');
    await typeInto(page, postcode, '20000');

    // A failed save: focus on the field at fault.
    await next(page, 'Save and continue');
    await expectFocusOn(page, postcode, 'the invalid postcode');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2000');
    await next(page, 'Save and continue');

    // The next step: focus on the Store Details heading.
    await page.getByRole('form', { name: 'Store Details' }).waitFor();
    await expectFocusOn(
      page,
      page.getByRole('button', { name: /^Store Details/ }),
      'the Store Details heading',
    );

    // A dialog opened from the keyboard gives focus back to its opener when it closes, by
    // Escape and by its named close button.
    const faq = page.getByRole('button', { name: 'Frequently asked questions' });
    await tabTo(page, faq);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Frequently asked questions' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(page, faq, 'the FAQ button after Escape');
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(page, faq, 'the FAQ button after Close');
    await context.close();
  }, 120_000);
});
