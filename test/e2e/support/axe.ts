/**
 * WCAG 2.2 AA check of what a page shows, with axe-core. Journeys call it on every screen they
 * visit (with modals open and errors showing too), so a screen that loses a name, a contrast or a
 * landmark fails the journey that shows it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Elements axe cannot judge for a reason given beside each one. Excluding an element keeps every
 * rule on for the rest of the page; no rule is ever turned off.
 */
const KNOWN_FALSE_POSITIVES: readonly string[] = [];

function describeViolations(
  label: string,
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string {
  const lines = violations.flatMap((v) => [
    `${v.id} (${v.impact ?? 'unknown'}): ${v.help}`,
    ...v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ') ?? ''}`),
  ]);
  return `axe found ${violations.length} WCAG 2.2 AA violation(s) on "${label}":\n${lines.join('\n')}`;
}

/**
 * Waits until every running CSS transition and animation has ended (modals, toasts and status
 * cards fade in), so colours are measured as they end up, not half-way through a fade.
 */
async function animationsSettled(page: Page): Promise<void> {
  // A fade may start a frame or two after the click that opened it (Mantine moves a transition
  // through its stages with timers), so the page counts as settled only after two quiet checks.
  let quiet = 0;
  for (let round = 0; round < 10 && quiet < 2; round++) {
    const running = await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const animations = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      await Promise.race([
        Promise.all(animations.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
      return animations.length;
    });
    quiet = running === 0 ? quiet + 1 : 0;
  }
}

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now.
 * `exclude` adds selectors of elements that are not part of the screen under test.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: { exclude?: readonly string[] } = {},
): Promise<void> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]);
  for (const selector of [...KNOWN_FALSE_POSITIVES, ...(options.exclude ?? [])]) {
    builder = builder.exclude(selector);
  }
  const { violations } = await builder.analyze();
  if (violations.length > 0) throw new Error(describeViolations(label, violations));
}
