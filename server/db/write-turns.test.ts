import { describe, expect, it } from 'vitest';
import { createWriteTurns } from './write-turns';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('write turns (docs/decisions/0180-save-profile.md)', () => {
  it('runs writes first come, first served, never more than the concurrency at once', async () => {
    const turns = createWriteTurns(2);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const write = (name: string) =>
      turns.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(name);
        await tick();
        await tick();
        running -= 1;
        return name;
      });
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(write));
    expect(results).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(most).toBe(2);
    expect(turns.waiting).toBe(0);
  });

  it('the event loop polls between two writes: what arrives during one runs before the next', async () => {
    const turns = createWriteTurns(1);
    const events: string[] = [];
    const first = turns.run(async () => {
      events.push('first write');
      // Something that arrives while the first write runs (a new connection, a request).
      setImmediate(() => events.push('arrived during the first'));
    });
    const second = turns.run(async () => {
      events.push('second write');
    });
    await Promise.all([first, second]);
    expect(events).toEqual(['first write', 'arrived during the first', 'second write']);
  });

  it('a write that fails rejects its caller and frees its turn for the next', async () => {
    const turns = createWriteTurns(1);
    const failing = turns.run(() => Promise.reject(new Error('database gone')));
    const next = turns.run(() => Promise.resolve('saved'));
    await expect(failing).rejects.toThrow('database gone');
    await expect(next).resolves.toBe('saved');
  });
});
