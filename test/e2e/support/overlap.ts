/**
 * Whether anything fixed or sticky covers a control (WCAG 2.4.11 focus not obscured, 1.4.10
 * reflow): the page is scrolled from top to bottom and, at each position, every visible input,
 * button and link is checked against every fixed or sticky box painted over it. While a dialog is
 * open only the dialog's controls count (the page behind it is covered on purpose).
 */
import type { Page } from 'playwright-core';

export interface Overlap {
  fixed: string;
  control: string;
  scrollY: number;
}

/** Every control covered by a fixed or sticky box, at any scroll position of the page. */
export function coveredControls(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent?.slice(0, 40) ??
        '';
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${name.trim()}`;
    };
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        Number(style.opacity) > 0
      );
    };
    const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')];
    const scope: ParentNode[] = dialogs.length > 0 ? dialogs : [document];
    const controls = scope.flatMap((root) => [
      ...root.querySelectorAll(
        'input:not([type="hidden"]), button, a[href], select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="combobox"]',
      ),
    ]);
    const found = new Map<string, { fixed: string; control: string; scrollY: number }>();
    const html = document.documentElement;
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      const floating = [...document.querySelectorAll('body *')].filter((el) => {
        const position = getComputedStyle(el).position;
        return (position === 'fixed' || position === 'sticky') && visible(el);
      });
      for (const control of controls) {
        if (!visible(control)) continue;
        const c = control.getBoundingClientRect();
        if (c.bottom <= 0 || c.top >= window.innerHeight) continue;
        for (const box of floating) {
          if (box.contains(control) || control.contains(box)) continue;
          const f = box.getBoundingClientRect();
          const left = Math.max(c.left, f.left);
          const right = Math.min(c.right, f.right);
          const top = Math.max(c.top, f.top, 0);
          const bottom = Math.min(c.bottom, f.bottom, window.innerHeight);
          if (right - left < 1 || bottom - top < 1) continue;
          // Painted over the control? The topmost element in the shared area tells.
          const x = (left + right) / 2;
          const yMid = (top + bottom) / 2;
          const stack = document.elementsFromPoint(x, yMid);
          const boxAt = stack.findIndex((el) => box === el || box.contains(el));
          const controlAt = stack.findIndex((el) => control === el || control.contains(el));
          if (boxAt === -1 || (controlAt !== -1 && controlAt < boxAt)) continue;
          const key = `${describe(box)} | ${describe(control)}`;
          if (!found.has(key)) {
            found.set(key, { fixed: describe(box), control: describe(control), scrollY: y });
          }
        }
      }
      if (y + window.innerHeight >= html.scrollHeight) break;
    }
    window.scrollTo(0, 0);
    return [...found.values()];
  });
}

/** Fails with the list of covered controls on `label`. */
export async function expectNothingCovered(page: Page, label: string): Promise<void> {
  const overlaps = await coveredControls(page);
  if (overlaps.length > 0) {
    const lines = overlaps.map(
      (o) => `  ${o.fixed} covers ${o.control} (scrolled to ${o.scrollY})`,
    );
    throw new Error(`fixed or sticky boxes cover controls on "${label}":\n${lines.join('\n')}`);
  }
}
