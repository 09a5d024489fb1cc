import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, lazyScreen } from './lazy-screen';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('lazy screen loading (doc 1 §2)', () => {
  it('returns the module when the chunk loads', async () => {
    const reload = vi.fn();
    await expect(lazyScreen(() => Promise.resolve({ Component: 'x' }), reload)()).resolves.toEqual({
      Component: 'x',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once on a failed chunk, and fails on the second failure', async () => {
    const reload = vi.fn();
    const failing = lazyScreen(() => Promise.reject(new Error('chunk missing')), reload);
    void failing();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(failing()).rejects.toThrow('chunk missing');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a successful load clears the flag, so a later failure reloads again', async () => {
    const reload = vi.fn();
    void lazyScreen(() => Promise.reject(new Error('x')), reload)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await lazyScreen(() => Promise.resolve({}), reload)();
    void lazyScreen(() => Promise.reject(new Error('x')), reload)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('merchantPortal.chunkReloaded', '1');
    const loading = lazyScreen(() => new Promise(() => {}), vi.fn())();
    const settled = expect(loading).rejects.toThrow('timed out');
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await settled;
  });
});
