import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  plainFailureMessage,
  plainMessageOfStatus,
  RATE_LIMITED_MESSAGE,
  SERVER_ERROR_MESSAGE,
  UNAVAILABLE_ERROR_MESSAGE,
} from './plain-failure';

const answered = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('plain failure messages', () => {
  it.each([
    [new TypeError('Failed to fetch'), NETWORK_ERROR_MESSAGE],
    [
      Object.assign(new Error('The operation timed out'), { name: 'TimeoutError' }),
      NETWORK_ERROR_MESSAGE,
    ],
    [answered(503, 'Request failed: unavailable'), UNAVAILABLE_ERROR_MESSAGE],
    [answered(502, 'Bad Gateway'), UNAVAILABLE_ERROR_MESSAGE],
    [answered(500, 'Request failed: boom'), SERVER_ERROR_MESSAGE],
    [answered(429, ''), RATE_LIMITED_MESSAGE],
    [
      answered(429, 'Too many sign-in emails were sent to this address.'),
      'Too many sign-in emails were sent to this address.',
    ],
    [answered(409, 'Email already in use'), 'Email already in use'],
    [new Error('Cannot read properties of undefined'), GENERIC_ERROR_MESSAGE],
    ['a string', GENERIC_ERROR_MESSAGE],
  ])('%s reads "%s"', (error, message) => {
    expect(plainFailureMessage(error)).toBe(message);
  });

  it('never shows a status code or the "Request failed:" prefix', () => {
    for (const status of [400, 403, 404, 429, 500, 502, 503, 504]) {
      expect(JSON.stringify(plainMessageOfStatus(status))).not.toMatch(/Request failed|\d{3}/);
    }
  });

  it("reads the words the HTTP client put in `text`, a message or the server's own words", () => {
    const refused = (text: unknown) =>
      Object.assign(new Error('common.failure.rateLimited'), { status: 429, text });
    expect(plainFailureMessage(refused(RATE_LIMITED_MESSAGE))).toBe(RATE_LIMITED_MESSAGE);
    expect(plainFailureMessage(refused('Trop de tentatives.'))).toBe('Trop de tentatives.');
  });

  it("a failure without an answer takes the caller's fallback", () => {
    expect(plainFailureMessage(new Error('x'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });
});
