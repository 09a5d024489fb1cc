import { describe, expect, it } from 'vitest';
import { deadlineDate, deadlineText } from './revision-deadline';
import { sayEnglish } from './say-english.test-support';

/** Noon UTC: the same date in every time zone the portal serves. */
const DEADLINE = Date.UTC(2026, 11, 12, 12);

describe('the deadline of a request for changes', () => {
  it('is a date written as the country the business is registered in writes it', () => {
    expect(sayEnglish(deadlineDate(DEADLINE, 'UK'))).toBe('12 December 2026');
    expect(sayEnglish(deadlineDate(DEADLINE, 'AU'))).toBe('12 December 2026');
    expect(sayEnglish(deadlineDate(DEADLINE, 'NZ'))).toBe('12 December 2026');
    expect(sayEnglish(deadlineDate(DEADLINE, 'US'))).toBe('December 12, 2026');
    expect(sayEnglish(deadlineDate(DEADLINE, 'CA'))).toBe('December 12, 2026');
    expect(sayEnglish(deadlineDate(DEADLINE))).toBe('December 12, 2026');
  });

  it('asks for the changes by the date, or says it has passed and that they can still be sent', () => {
    const date = deadlineDate(DEADLINE, 'UK');
    expect(sayEnglish(deadlineText(date, false))).toBe('Make these changes by 12 December 2026.');
    expect(sayEnglish(deadlineText(date, true))).toBe(
      'The deadline of 12 December 2026 has passed. You can still make these changes and send them for review.',
    );
  });
});
