import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUIET_MS,
  getItemNow,
  removeItemNow,
  removeItemsStartingWith,
  setItemSoon,
} from './storage-soon';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('writes that wait for a pause in typing', () => {
  it('writes the last value once the typing rests, not on each change', () => {
    setItemSoon('draft', () => 'A');
    vi.advanceTimersByTime(QUIET_MS - 1);
    setItemSoon('draft', () => 'Ab');
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(localStorage.getItem('draft')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem('draft')).toBe('Ab');
  });

  it('writes at once when the page is hidden or left', () => {
    setItemSoon('draft', () => 'hidden');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem('draft')).toBe('hidden');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    setItemSoon('draft', () => 'left');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('draft')).toBe('left');
  });

  it('reads a waiting value', () => {
    setItemSoon('draft', () => 'typed');
    expect(getItemNow('draft')).toBe('typed');
  });

  it('does not write back a key removed while its write waited', () => {
    setItemSoon('draft', () => 'typed');
    setItemSoon('lead.a', () => 'a');
    localStorage.setItem('lead.b', 'b');
    removeItemNow('draft');
    removeItemsStartingWith('lead.');
    vi.advanceTimersByTime(QUIET_MS);
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
