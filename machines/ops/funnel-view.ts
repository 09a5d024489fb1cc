/**
 * What the console's funnel shows (docs/decisions/0255), read from its actor: the filters with
 * their choices, the chart's bars and the table beside it, with each median worded for a person.
 */
import { BRAND_IDS, BRANDS } from '../../domain/brands/brands';
import { COUNTRY_CODES, COUNTRY_NAMES } from '../../domain/countries/country-code';
import { FUNNEL_STEP_LABELS, FUNNEL_WINDOWS } from '../../domain/funnel/funnel-steps';
import type { Option } from './console-selectors';
import type { FunnelContext } from './funnel.machine';

export const FUNNEL_WINDOW_OPTIONS: readonly Option[] = FUNNEL_WINDOWS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));
export const FUNNEL_COUNTRY_OPTIONS: readonly Option[] = [
  { value: '', label: 'All countries' },
  ...COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] })),
];
export const FUNNEL_BRAND_OPTIONS: readonly Option[] = [
  { value: '', label: 'All brands' },
  ...BRAND_IDS.map((id) => ({ value: id, label: BRANDS[id].name })),
];

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration as a person reads it: "2 d 3 h", "4 h 10 min", "12 min", "under a minute". */
export function durationWords(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < MINUTE) return 'under a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

export interface FunnelRowView {
  step: string;
  label: string;
  reached: number;
  stoppedHere: number;
  median: string;
}

export interface FunnelView {
  days: string;
  country: string;
  brand: string;
  loading: boolean;
  error: string | null;
  /** One line above the chart: how many merchants and where most stop. */
  summary: string | null;
  /** The chart's bars: one per step. */
  bars: Array<{ step: string; Reached: number; 'Stopped here': number }>;
  rows: FunnelRowView[];
}

/** "a", "a and b", "a, b and c". */
const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The funnel screen's view model. */
export function funnelViewOf(snapshot: { context: FunnelContext; value: unknown }): FunnelView {
  const { filter, report, error } = snapshot.context;
  const rows: FunnelRowView[] = (report?.rows ?? []).map((row) => ({
    step: row.step,
    label: FUNNEL_STEP_LABELS[row.step],
    reached: row.reached,
    stoppedHere: row.stoppedHere,
    median: durationWords(row.medianMsFromPrevious),
  }));
  const most = Math.max(0, ...rows.map((row) => row.stoppedHere));
  const stops = rows.filter((row) => most > 0 && row.stoppedHere === most).map((row) => row.label);
  const merchants = report?.merchants ?? 0;
  const summary = !report
    ? null
    : merchants === 0
      ? 'No merchant reached a step in this period.'
      : `${merchants} ${merchants === 1 ? 'merchant' : 'merchants'} in this period. ` +
        `Most stopped at ${listWords(stops.map((label) => `"${label}"`))} ` +
        `(${most}${stops.length > 1 ? ' each' : ''}).`;
  return {
    days: String(filter.days),
    country: filter.country ?? '',
    brand: filter.brand ?? '',
    loading: snapshot.value === 'loading',
    error,
    summary,
    bars: rows.map((row) => ({
      step: row.label,
      Reached: row.reached,
      'Stopped here': row.stoppedHere,
    })),
    rows,
  };
}
