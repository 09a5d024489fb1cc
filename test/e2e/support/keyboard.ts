/**
 * Moving through a page with the keyboard only, as a person without a mouse does: Tab and
 * Shift+Tab until a control has focus, then Enter, Space or the arrow keys.
 */
import type { Locator, Page } from 'playwright-core';

/** True while `target` holds keyboard focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const active = document.activeElement;
    return active === element || (!!active && element.contains(active));
  });
}

/** What has focus, for a failure message: tag, role, name or text. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'nothing';
    const label =
      active.getAttribute('aria-label') ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent?.slice(0, 60) ??
      '';
    return `<${active.tagName.toLowerCase()} role=${active.getAttribute('role') ?? ''}> ${label.trim()}`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (options.max ?? 60); i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  if (await hasFocus(target)) return;
  throw new Error(`${key} never reached the control; focus is on ${await describeFocus(page)}`);
}

/** Waits until `target` has focus (focus moved by the page, not by a key). */
export async function expectFocusOn(page: Page, target: Locator, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (await hasFocus(target)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`expected focus on ${what}; it is on ${await describeFocus(page)}`);
}

/** Tabs to the text field and types `value` over what it held. */
export async function typeInto(page: Page, target: Locator, value: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

/**
 * Tabs to the pick list (the browser's select) and types the first letters of `option`, which
 * the select takes as a person's typing; ArrowDown walks on if the letters stopped short of it.
 */
export async function chooseOption(
  page: Page,
  target: Locator,
  typed: string,
  option: string,
): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(typed);
  const chosen = () =>
    target.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.label ?? '');
  for (let i = 0; i < 60 && (await chosen()) !== option; i++) {
    await page.keyboard.press('ArrowDown');
  }
  const now = await chosen();
  if (now !== option) throw new Error(`the select chose "${now}", not "${option}"`);
}
