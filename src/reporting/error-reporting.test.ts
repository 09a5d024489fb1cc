import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addErrorReportSink,
  isIgnoredError,
  reportError,
  reportUncaughtErrors,
} from './error-reporting';

afterEach(() => vi.restoreAllMocks());

describe('error reporting (doc 2 §8)', () => {
  it('hands each report to the sinks with its context', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports: unknown[] = [];
    const remove = addErrorReportSink((report) => reports.push([report.message, report.context]));
    reportError(new TypeError('Failed to fetch'), { call: 'store-location', errors: 3 });
    remove();
    reportError(new Error('after removal'));
    expect(reports).toEqual([['Failed to fetch', { call: 'store-location', errors: 3 }]]);
  });

  it.each([
    [Object.assign(new Error('took too long'), { name: 'TimeoutError' }), true],
    [new Error('Timeout of 30000ms exceeded'), true],
    [Object.assign(new Error('boom'), { stack: 'at chrome-extension://abc/script.js:1:1' }), true],
    [new Error('Request failed: 500'), false],
  ])('ignores timeouts and browser-extension errors: %s → %s', (error, ignored) => {
    expect(isIgnoredError(error)).toBe(ignored);
  });
});

describe('uncaught errors and unhandled rejections (doc 2 §8)', () => {
  it('reports both while listening, skips extension scripts, and stops when told', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports: Array<[string, unknown]> = [];
    const remove = addErrorReportSink((report) => reports.push([report.message, report.context]));
    // A stand-in target: events dispatched on the test runner's own window count as its errors.
    const target = new EventTarget();
    const stop = reportUncaughtErrors(target as unknown as Window);
    const boom = new Error('boom');
    target.dispatchEvent(
      new ErrorEvent('error', { error: boom, filename: 'https://portal/app.js' }),
    );
    target.dispatchEvent(
      new ErrorEvent('error', { error: new Error('ext'), filename: 'chrome-extension://x/a.js' }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: new Error('lost promise'),
    });
    target.dispatchEvent(rejection);
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    remove();
    expect(reports).toEqual([
      ['boom', { kind: 'uncaught', source: 'https://portal/app.js' }],
      ['lost promise', { kind: 'unhandledrejection' }],
    ]);
  });
});
