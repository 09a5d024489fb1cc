import { describe, expect, it } from 'vitest';
import { deadlineDate, deadlineText } from './revision-deadline';

const DEADLINE = Date.UTC(2026, 11, 12, 12);

describe('the deadline of a request for changes', () => {
  it('is a date in the locale of the country the business is registered in', () => {
    expect(deadlineDate(DEADLINE, 'UK', 'UTC')).toBe('12 December 2026');
    expect(deadlineDate(DEADLINE, 'AU', 'UTC')).toBe('12 December 2026');
    expect(deadlineDate(DEADLINE, 'NZ', 'UTC')).toBe('12 December 2026');
    expect(deadlineDate(DEADLINE, 'US', 'UTC')).toBe('December 12, 2026');
    expect(deadlineDate(DEADLINE, undefined, 'UTC')).toBe('December 12, 2026');
  });

  it('asks for the changes by the date, or says it has passed and that they can still be sent', () => {
    expect(deadlineText('12 December 2026', false)).toBe('Make these changes by 12 December 2026.');
    expect(deadlineText('12 December 2026', true)).toBe(
      'The deadline of 12 December 2026 has passed. You can still make these changes and send them for review.',
    );
  });
});
