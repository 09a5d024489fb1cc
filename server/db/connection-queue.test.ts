import { describe, expect, it } from 'vitest';
import { ConnectionQueue } from './connection-queue';

describe('the connection hand-off', () => {
  it('gives the connection to waiters in the order they asked, one at a time', async () => {
    const queue = new ConnectionQueue();
    const order: number[] = [];
    await queue.acquire();
    const waiters = [1, 2, 3, 4, 5].map((n) =>
      queue.acquire().then(() => {
        order.push(n);
      }),
    );
    expect(queue.waiting).toBe(5);
    for (let i = 1; i <= 5; i++) {
      queue.release();
      await new Promise((resolve) => setImmediate(resolve));
      // Exactly one more waiter holds it after each release.
      expect(order).toEqual([1, 2, 3, 4, 5].slice(0, i));
    }
    await Promise.all(waiters);
    queue.release();
    expect(queue.waiting).toBe(0);
  });

  it('a late caller waits behind the earlier ones even when it asks right at a release', async () => {
    const queue = new ConnectionQueue();
    const order: string[] = [];
    await queue.acquire();
    const early = queue.acquire().then(() => order.push('early'));
    queue.release();
    const late = queue.acquire().then(() => order.push('late'));
    await early;
    expect(order).toEqual(['early']);
    queue.release();
    await late;
    expect(order).toEqual(['early', 'late']);
    queue.release();
  });

  it('is free again once every holder has released it', async () => {
    const queue = new ConnectionQueue();
    await queue.acquire();
    queue.release();
    let got = false;
    await queue.acquire().then(() => (got = true));
    expect(got).toBe(true);
    queue.release();
  });
});
