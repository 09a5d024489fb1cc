import { describe, expect, it } from 'vitest';
import { DAY_MS, funnelReport, median, type StepEvent } from './funnel-report';
import type { FunnelStep } from './funnel-steps';

const NOW = Date.UTC(2026, 10, 28);
const HOUR = 60 * 60 * 1000;

/** A merchant's milestones: each step `hours` after the window's start of `daysAgo`. */
function merchant(
  key: string,
  daysAgo: number,
  steps: ReadonlyArray<[FunnelStep, number]>,
  country: StepEvent['country'] = 'AU',
): StepEvent[] {
  const start = NOW - daysAgo * DAY_MS;
  return steps.map(([step, hours]) => ({
    merchantKey: key,
    step,
    // Before the lead the portal knows no country (doc 1 §2: the lead form asks it).
    country: step === 'signed_in' ? null : country,
    brand: step === 'signed_in' ? null : country === 'US' ? 'cashApp' : 'provider',
    occurredAt: start + hours * HOUR,
  }));
}

const EVENTS: StepEvent[] = [
  ...merchant('a', 2, [
    ['signed_in', 0],
    ['lead_created', 1],
    ['business_details_sent', 3],
  ]),
  ...merchant('b', 3, [
    ['signed_in', 0],
    ['lead_created', 3],
  ]),
  ...merchant('c', 5, [['signed_in', 0]]),
  ...merchant(
    'd',
    20,
    [
      ['signed_in', 0],
      ['lead_created', 2],
      ['business_details_sent', 4],
      ['bank_done', 5],
      ['customer_support_done', 6],
    ],
    'US',
  ),
  ...merchant('e', 60, [
    ['signed_in', 0],
    ['lead_created', 5],
  ]),
];

describe('the funnel report', () => {
  it.each([
    // days, reached per step, stopped per step
    [7, [3, 2, 1, 0, 0, 0, 0], [1, 1, 1, 0, 0, 0, 0]],
    [30, [4, 3, 2, 1, 1, 0, 0], [1, 1, 1, 0, 1, 0, 0]],
    [90, [5, 4, 2, 1, 1, 0, 0], [1, 2, 1, 0, 1, 0, 0]],
  ] as const)(
    'over %i days counts who reached and who stopped at each step',
    (days, reached, stopped) => {
      const report = funnelReport(EVENTS, { days }, NOW);
      expect(report.rows.map((row) => row.reached)).toEqual(reached);
      expect(report.rows.map((row) => row.stoppedHere)).toEqual(stopped);
    },
  );

  it('gives the median time from the step before, none for the first step', () => {
    const report = funnelReport(EVENTS, { days: 90 }, NOW);
    const medians = report.rows.map((row) => row.medianMsFromPrevious);
    // lead created after 1 h (a), 3 h (b), 2 h (d), 5 h (e): median 2.5 h.
    expect(medians.slice(0, 3)).toEqual([null, 2.5 * HOUR, 2 * HOUR]);
    expect(medians.at(-1)).toBeNull();
  });

  it('filters by the country and brand the merchant last carried', () => {
    expect(funnelReport(EVENTS, { days: 30, country: 'US' }, NOW).merchants).toBe(1);
    expect(funnelReport(EVENTS, { days: 30, brand: 'provider' }, NOW).merchants).toBe(2);
    // A merchant who only signed in has no country yet: no country filter includes it.
    expect(funnelReport(EVENTS, { days: 7, country: 'AU' }, NOW).rows[0]?.reached).toBe(2);
  });

  it('counts each step once per merchant, from its first time', () => {
    const twice = [
      ...merchant('x', 1, [['signed_in', 0]]),
      ...merchant('x', 1, [['signed_in', 2]]),
    ];
    expect(funnelReport(twice, { days: 7 }, NOW).rows[0]?.reached).toBe(1);
  });

  it('is empty for no events', () => {
    const report = funnelReport([], { days: 7 }, NOW);
    expect(report.merchants).toBe(0);
    expect(report.rows.every((row) => row.reached === 0)).toBe(true);
  });
});

describe('median', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 3],
  ] as const)('of %j is %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
