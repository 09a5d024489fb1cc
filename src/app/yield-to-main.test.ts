import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('goes on in a later task: work queued in the current one runs first', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    queueMicrotask(() => order.push('microtask of this task'));
    await yielded;
    expect(order).toEqual(['microtask of this task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldOnce = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldOnce });
    await yieldToMain();
    expect(yieldOnce).toHaveBeenCalledTimes(1);
  });
});
