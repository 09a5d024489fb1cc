import { describe, expect, it } from 'vitest';
import { deadlineDate, deadlineText } from './revision-deadline';
import { english } from '../../test/i18n/say-in';

/** Noon UTC: the same date in every time zone the portal serves. */
const DEADLINE = Date.UTC(2026, 11, 12, 12);

describe('the deadline of a request for changes', () => {
  it('is a date written as the country the business is registered in writes it', () => {
    expect(english(deadlineDate(DEADLINE, 'UK'))).toBe('12 December 2026');
    expect(english(deadlineDate(DEADLINE, 'AU'))).toBe('12 December 2026');
    expect(english(deadlineDate(DEADLINE, 'NZ'))).toBe('12 December 2026');
    expect(english(deadlineDate(DEADLINE, 'US'))).toBe('December 12, 2026');
    expect(english(deadlineDate(DEADLINE, 'CA'))).toBe('December 12, 2026');
    expect(english(deadlineDate(DEADLINE))).toBe('December 12, 2026');
  });

  it('asks for the changes by the date, or says it has passed and that they can still be sent', () => {
    const date = deadlineDate(DEADLINE, 'UK');
    expect(english(deadlineText(date, false))).toBe('Make these changes by 12 December 2026.');
    expect(english(deadlineText(date, true))).toBe(
      'The deadline of 12 December 2026 has passed. You can still make these changes and send them for review.',
    );
  });
});
