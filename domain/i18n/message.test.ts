import { describe, expect, it } from 'vitest';
import { isMessage, msg } from './message';

describe('what counts as a message', () => {
  it('is an id of a namespace with its values', () => {
    expect(isMessage(msg('common.yes'))).toBe(true);
    expect(isMessage(msg('common.listPair', { list: 'a', label: 'b' }))).toBe(true);
  });

  it('is not a record that merely has an id', () => {
    expect(isMessage({ id: 'place-1', text: '1 Market Street' })).toBe(false);
    expect(isMessage({ id: '6f1c2f9e-5b1d-4b0e-9a57-8d1f7c1a2b3c' })).toBe(false);
    expect(isMessage({ id: 'common.yes', createdAt: 1 })).toBe(false);
    expect(isMessage({ id: 'unknown.yes' })).toBe(false);
    expect(isMessage('common.yes')).toBe(false);
    expect(isMessage(null)).toBe(false);
  });
});
