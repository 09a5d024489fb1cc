import { describe, expect, it } from 'vitest';
import { FUNNEL_STEPS } from '../../domain/funnel/funnel-steps';
import { durationWords, funnelViewOf } from './funnel-view';
import { INITIAL_FUNNEL_FILTER } from './funnel.machine';

const MINUTE = 60_000;

describe('the funnel view model', () => {
  it.each([
    [null, '—'],
    [30_000, 'under a minute'],
    [12 * MINUTE, '12 min'],
    [60 * MINUTE, '1 h'],
    [(4 * 60 + 10) * MINUTE, '4 h 10 min'],
    [(2 * 24 + 3) * 60 * MINUTE, '2 d 3 h'],
  ])('words %s ms as "%s"', (ms, words) => {
    expect(durationWords(ms)).toBe(words);
  });

  it('names the step where most merchants stop, and shows each row', () => {
    const view = funnelViewOf({
      value: 'ready',
      context: {
        filter: INITIAL_FUNNEL_FILTER,
        error: null,
        report: {
          days: 30,
          country: null,
          brand: null,
          merchants: 3,
          rows: FUNNEL_STEPS.map((step, index) => ({
            step,
            reached: Math.max(0, 3 - index),
            stoppedHere: index < 3 ? 1 : 0,
            medianMsFromPrevious: index === 1 ? 90 * MINUTE : null,
          })),
        },
      },
    });
    expect(view.summary).toBe(
      '3 merchants in this period. Most stopped at "Signed in", "Lead created" and "Business details sent" (1 each).',
    );
    expect(view.rows[1]).toEqual({
      step: 'lead_created',
      label: 'Lead created',
      reached: 2,
      stoppedHere: 1,
      median: '1 h 30 min',
    });
    expect(view.bars[0]).toEqual({ step: 'Signed in', Reached: 3, 'Stopped here': 1 });
    expect(view.days).toBe('30');
  });

  it('says so when nobody reached a step', () => {
    const view = funnelViewOf({
      value: 'ready',
      context: {
        filter: INITIAL_FUNNEL_FILTER,
        error: null,
        report: { days: 30, country: null, brand: null, merchants: 0, rows: [] },
      },
    });
    expect(view.summary).toBe('No merchant reached a step in this period.');
  });
});
