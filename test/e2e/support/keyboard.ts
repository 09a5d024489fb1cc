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

/** Tabs to the pick list, types to filter it, walks to the option with ArrowDown, takes it with Enter. */
export async function chooseOption(
  page: Page,
  target: Locator,
  typed: string,
  option: string,
): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  // ArrowDown walks the (filtered) options; Enter takes the one the list marks as selected.
  // Only this field's list counts: another field's list may still be mounted.
  const listId = await target.getAttribute('aria-controls');
  const list = listId ? page.locator(`[id="${listId}"]`) : page.getByRole('listbox');
  const selected = list.locator('[role="option"][data-combobox-selected]');
  const closed = async () => (await target.getAttribute('aria-expanded')) !== 'true';
  // A person whose Enter landed while the list re-rendered (the selection was reset under a
  // slow machine) sees the list still open and walks to the option again; so does this.
  for (let attempt = 0; attempt < 3 && !(await closed()); attempt++) {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('ArrowDown');
      if ((await selected.count()) > 0 && (await selected.first().textContent()) === option) break;
    }
    await page.keyboard.press('Enter');
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && !(await closed())) await page.waitForTimeout(50);
  }
  // This field's own list closes (another field's list may be mounted, hidden, meanwhile).
  if (!(await closed())) {
    const marked = (await selected.count()) > 0 ? await selected.first().textContent() : 'none';
    throw new Error(`the list of "${option}" stayed open after three Enters; selected: ${marked}`);
  }
  const shown = await target.inputValue();
  if (shown !== option) throw new Error(`picked "${shown}" instead of "${option}"`);
}
