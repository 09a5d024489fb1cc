import { afterEach, describe, expect, it, vi } from 'vitest';
import { addErrorReportSink, isIgnoredError, reportError } from './error-reporting';

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
