/**
 * Steps of the lead and business details journeys, done the way a person does them: fields found
 * by their visible labels, an option chosen in each pick list, Yes/No questions answered.
 */
import type { Locator, Page } from 'playwright-core';
import { appPath } from './login';

/** Where fields are looked for: the whole page, or a part of it such as a modal. */
export type Scope = Page | Locator;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The input of the field labelled `label`, with or without the required asterisk (a pick list's
 * listbox carries the same label, so the input, first in the page, is taken).
 */
export function field(page: Scope, label: string) {
  return page.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`)).first();
}

/** Types `value` into the text field labelled `label`, replacing what it held. */
export async function fillText(page: Scope, label: string, value: string): Promise<void> {
  await field(page, label).fill(value);
}

/** Chooses `option` in the pick list (the browser's select) labelled `label`. */
export async function pickOption(scope: Scope, label: string, option: string): Promise<void> {
  await field(scope, label).selectOption({ label: option });
}

/** The label of the option chosen in the pick list labelled `label` (its value may differ). */
export function chosenOption(scope: Scope, label: string): Promise<string> {
  return field(scope, label).evaluate(
    (select) => (select as HTMLSelectElement).selectedOptions[0]?.label ?? '',
  );
}

/** Answers the Yes/No question `label`. */
export async function answer(page: Scope, label: string, choice: 'Yes' | 'No'): Promise<void> {
  await page.getByRole('radiogroup', { name: label }).getByLabel(choice, { exact: true }).check();
}

/**
 * The message shown under the field labelled `label` (its accessible description): the error
 * when there is one, else the hint under the label.
 */
export async function messageUnder(page: Scope, label: string): Promise<string> {
  return field(page, label).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const errors = ids.filter((id) => id.endsWith('-error'));
    return (errors.length > 0 ? errors : ids)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });
}

/** Clicks Next on a lead page and waits for the page heading `next`. */
export async function nextLeadPage(page: Page, next: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: next, exact: true }).waitFor();
}

/** Waits until the app shows `path` (under /app). */
export async function waitForAppPath(page: Page, path: string | RegExp): Promise<void> {
  try {
    await page.waitForFunction(
      ({ exact, pattern }) => {
        const current = window.location.pathname.replace(/^\/app/, '') || '/';
        return exact !== null ? current === exact : new RegExp(pattern).test(current);
      },
      typeof path === 'string'
        ? { exact: path, pattern: '' }
        : { exact: null, pattern: path.source },
      { timeout: 30_000 },
    );
  } catch (error) {
    // Say where the page is and what it shows, so a failed journey explains itself.
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '');
    throw new Error(`expected ${String(path)}, at ${appPath(page)} showing:\n${shown}`, {
      cause: error,
    });
  }
  if (typeof path === 'string' && appPath(page) !== path) {
    throw new Error(`expected ${path}, at ${appPath(page)}`);
  }
}

/** Opens the business details section titled `title` and waits for its form. */
export async function openSection(page: Page, title: string): Promise<void> {
  const form = page.getByRole('form', { name: title });
  if (await form.isVisible()) return;
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await form.waitFor();
}

/**
 * Whether anything is drawn over the message under the field labelled `label` (a calendar, a
 * pick list): what the browser hits across its first line, at its top, middle and bottom, after
 * two frames so a dropdown opened by focus has been placed. '' when the message is on top.
 */
export async function coveredMessage(page: Page, label: string): Promise<string> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return field(page, label).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
    const message = ids
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id))
      .find((element) => element !== null);
    if (!message) return 'no message under the field';
    const box = message.getBoundingClientRect();
    const line = Math.min(box.height, 20);
    for (const y of [box.top + 2, box.top + line / 2, box.top + line - 2]) {
      const hit = document.elementFromPoint(box.left + 24, y);
      if (!hit || !message.contains(hit)) return `covered by ${hit?.outerHTML.slice(0, 120)}`;
    }
    return '';
  });
}
