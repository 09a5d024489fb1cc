/**
 * The browser's analytics reach the portal's intake (docs/decisions/0255): only catalogued events
 * and properties, in one batch after a short delay, and by sendBeacon when the page is hidden;
 * under unit tests nothing is sent unless the test turns the intake on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS_PATH } from '../../domain/api/funnel-api';
import { analyticsIntake, trackEvent } from './analytics';
import {
  ANALYTICS_BATCH_DELAY_MS,
  flushAnalytics,
  queueAnalyticsEvent,
  resetAnalyticsQueue,
} from './analytics-intake';

type Beacon = (url: string, data: Blob) => boolean;
let beacon: ReturnType<typeof vi.fn<Beacon>>;
let sent: Array<{ url: string; body: { events: Array<Record<string, unknown>> } }>;

beforeEach(() => {
  vi.useFakeTimers();
  beacon = vi.fn<Beacon>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  sent = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return Promise.resolve(new Response('{"stored":1}', { status: 200 }));
  });
});

afterEach(() => {
  resetAnalyticsQueue();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the analytics intake in the browser', () => {
  it('sends the catalogued events with their catalogued properties, in one batch', () => {
    queueAnalyticsEvent('lead_page_completed', { page: 'contact' });
    queueAnalyticsEvent('business_details_saved', { flags: { storeForm: true } });
    queueAnalyticsEvent('page_viewed', {});
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(ANALYTICS_BATCH_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toContain(ANALYTICS_EVENTS_PATH);
    expect(sent[0]?.body.events.map((e) => [e.name, e.properties])).toEqual([
      ['lead_page_completed', { page: 'contact' }],
      ['business_details_saved', {}],
    ]);
  });

  it('hands what is left to sendBeacon when the page is hidden', () => {
    queueAnalyticsEvent('store_submitted', {});
    flushAnalytics(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[1].type).toBe('application/json');
    expect(sent).toEqual([]);
  });

  it('hands the events recorded together to the intake in a later task, in one batch', async () => {
    analyticsIntake.enabled = true;
    try {
      trackEvent('lead_page_completed', { page: 'contact' });
      trackEvent('store_submitted');
      // Nothing is loaded or queued in the task that recorded them, however many promise jobs
      // run in it.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      flushAnalytics();
      expect(sent).toEqual([]);
      await vi.runAllTimersAsync();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body.events.map((e) => e.name)).toEqual([
        'lead_page_completed',
        'store_submitted',
      ]);
    } finally {
      analyticsIntake.enabled = false;
    }
  });

  it('sends nothing under unit tests unless the test asks', async () => {
    expect(analyticsIntake.enabled).toBe(false);
    window.dataLayer = [];
    trackEvent('store_submitted');
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    expect(window.dataLayer).toEqual([{ event: 'store_submitted' }]);
  });
});
