/**
 * Keystroke latency as the browser itself reports it: Event Timing entries
 * (https://w3c.github.io/event-timing/), each the time from the key's hardware timestamp to the
 * next paint after its handlers ran, rounded by the browser to 8 ms. The entries of one keystroke
 * (keydown, keypress, input, keyup) share an `interactionId`; the keystroke's latency is the
 * longest of them, as Chromium's Interaction to Next Paint counts it.
 */
import type { Page } from 'playwright-core';

/**
 * The smallest duration the observer asks for; the browser reports no entry under it
 * (16 ms is the lowest threshold Event Timing allows).
 */
export const DURATION_THRESHOLD_MS = 16;

const KEY_EVENTS = new Set(['keydown', 'keypress', 'input', 'keyup']);

export interface EventTimingEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

interface Collecting {
  __eventTimingEntries?: EventTimingEntry[];
}

/**
 * Starts keeping the page's Event Timing entries (those already buffered too) and returns the
 * page's clock at that moment, so entries of earlier interactions can be told apart.
 */
export function observeEventTiming(page: Page): Promise<number> {
  return page.evaluate((durationThreshold) => {
    const entries: EventTimingEntry[] = [];
    (window as Collecting).__eventTimingEntries = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>)
        entries.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId ?? 0,
        });
    }).observe({ type: 'event', durationThreshold, buffered: true } as PerformanceObserverInit);
    return performance.now();
  }, DURATION_THRESHOLD_MS);
}

/** The entries kept so far, once the browser has had two frames to deliver the last ones. */
export async function collectEventTiming(page: Page): Promise<EventTimingEntry[]> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await new Promise<void>((resolve) => setTimeout(resolve, 100));
    return (window as Collecting).__eventTimingEntries ?? [];
  });
}

export interface KeystrokeLatencies {
  /** One latency per keystroke typed, in ms. */
  latencies: number[];
  /** Keystrokes the browser reported (the others took under the threshold). */
  reported: number;
}

/**
 * The latency of each of `typed` keystrokes made after `since`. The browser reports no entry for
 * a keystroke whose every event took under the 16 ms threshold, so the keystrokes typed but not
 * reported are counted at 16 ms, the most they can have taken: every keystroke is in the
 * percentiles, and a percentile that lands on them reads "16 ms or less".
 */
export function keystrokeLatencies(
  entries: readonly EventTimingEntry[],
  since: number,
  typed: number,
): KeystrokeLatencies {
  const longest = new Map<number, number>();
  for (const entry of entries) {
    // An entry without an interaction id (Chromium gives none to `input`) runs inside the task
    // of its key's keypress, whose entry lasts to the same next paint, so it adds nothing.
    if (!KEY_EVENTS.has(entry.name) || entry.startTime < since || entry.interactionId === 0)
      continue;
    longest.set(
      entry.interactionId,
      Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  const reported = [...longest.values()];
  if (reported.length > typed) {
    throw new Error(`${reported.length} keyboard interactions reported for ${typed} keystrokes`);
  }
  const unreported = Array.from({ length: typed - reported.length }, () => DURATION_THRESHOLD_MS);
  return { latencies: [...reported, ...unreported], reported: reported.length };
}
