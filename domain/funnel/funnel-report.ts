/**
 * The funnel as the console shows it (docs/decisions/0255): for each step, the merchants who
 * reached it, those who stopped there, and the median time from the step before. A merchant
 * belongs to the window when any of its milestones falls inside it; its country and brand are the
 * last ones its milestones carried (before the lead, a merchant has none).
 */
import type { BrandId } from '../brands/brands';
import type { CountryCode } from '../countries/country-code';
import { FUNNEL_STEPS, stepIndex, type FunnelStep, type FunnelWindow } from './funnel-steps';

/** One stored milestone, as the report reads it. */
export interface StepEvent {
  merchantKey: string;
  step: FunnelStep;
  country: CountryCode | null;
  brand: BrandId | null;
  /** Epoch milliseconds. */
  occurredAt: number;
}

export interface FunnelFilter {
  days: FunnelWindow;
  country?: CountryCode;
  brand?: BrandId;
}

export interface FunnelRow {
  step: FunnelStep;
  /** Merchants who reached this step or a later one. */
  reached: number;
  /** Merchants whose furthest step is this one. */
  stoppedHere: number;
  /** Median milliseconds from the step before to this one; null for the first step or no data. */
  medianMsFromPrevious: number | null;
}

export interface FunnelReport {
  days: FunnelWindow;
  country: CountryCode | null;
  brand: BrandId | null;
  /** Merchants in the window (after the filters). */
  merchants: number;
  rows: FunnelRow[];
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The middle value (mean of the two middle ones for an even count); null when there is none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

interface MerchantPath {
  /** The first time each step was reached. */
  firstAt: Map<FunnelStep, number>;
  country: CountryCode | null;
  brand: BrandId | null;
  lastAt: number;
}

function pathsOf(events: readonly StepEvent[]): Map<string, MerchantPath> {
  const paths = new Map<string, MerchantPath>();
  const ordered = [...events].sort((a, b) => a.occurredAt - b.occurredAt);
  for (const event of ordered) {
    const path = paths.get(event.merchantKey) ?? {
      firstAt: new Map(),
      country: null,
      brand: null,
      lastAt: event.occurredAt,
    };
    if (!path.firstAt.has(event.step)) path.firstAt.set(event.step, event.occurredAt);
    path.country = event.country ?? path.country;
    path.brand = event.brand ?? path.brand;
    path.lastAt = event.occurredAt;
    paths.set(event.merchantKey, path);
  }
  return paths;
}

const furthestOf = (path: MerchantPath) =>
  Math.max(...[...path.firstAt.keys()].map((step) => stepIndex(step)));

/** The funnel of `events` for `filter`, counted at `now`. */
export function funnelReport(
  events: readonly StepEvent[],
  filter: FunnelFilter,
  now: number,
): FunnelReport {
  const since = now - filter.days * DAY_MS;
  const paths = [...pathsOf(events).values()].filter(
    (path) =>
      path.lastAt >= since &&
      (!filter.country || path.country === filter.country) &&
      (!filter.brand || path.brand === filter.brand),
  );
  const furthest = paths.map(furthestOf);
  const rows = FUNNEL_STEPS.map((step, index): FunnelRow => {
    const previous = index > 0 ? FUNNEL_STEPS[index - 1] : undefined;
    const durations = previous
      ? paths.flatMap((path) => {
          const from = path.firstAt.get(previous);
          const to = path.firstAt.get(step);
          return from !== undefined && to !== undefined && to >= from ? [to - from] : [];
        })
      : [];
    return {
      step,
      reached: furthest.filter((at) => at >= index).length,
      stoppedHere: furthest.filter((at) => at === index).length,
      medianMsFromPrevious: median(durations),
    };
  });
  return {
    days: filter.days,
    country: filter.country ?? null,
    brand: filter.brand ?? null,
    merchants: paths.length,
    rows,
  };
}
