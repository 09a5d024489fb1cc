/**
 * The status subscription over a stand-in for the browser's EventSource: one stream per tab for
 * every subscriber, a refetch on each pushed change and once per reconnection (never on the first
 * connection), a new stream after the browser gave up, and no stream once nobody listens.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { REOPEN_FIRST_MS, statusEventsActor, subscribeToStatus } from './status-events';

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  opened() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  pushed(kind: string) {
    this.dispatchEvent(new MessageEvent('status', { data: JSON.stringify({ kind }) }));
  }
  dropped(givenUp = false) {
    this.readyState = givenUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('status subscription', () => {
  it('shares one stream and refetches on each change and after each reconnection only', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeToStatus(first);
    const stopSecond = subscribeToStatus(second);
    expect(FakeEventSource.all.map((s) => s.url)).toEqual(['/api/status-events']);
    const stream = FakeEventSource.all[0]!;
    stream.opened();
    expect(first).not.toHaveBeenCalled();
    stream.pushed('compliance');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    stream.dropped();
    stream.opened();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 2]);
    stopFirst();
    stream.pushed('cash-pay');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 3]);
    stopSecond();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens a new stream after the browser gave up, and refetches once it connects', () => {
    const refetch = vi.fn();
    const stop = subscribeToStatus(refetch);
    FakeEventSource.all[0]!.opened();
    FakeEventSource.all[0]!.dropped(true);
    vi.advanceTimersByTime(REOPEN_FIRST_MS - 1);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    FakeEventSource.all[1]!.opened();
    expect(refetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('as an invoked actor, sends its parent the refetch event it was given', () => {
    const received: EventObject[] = [];
    const parent = createMachine({
      invoke: { src: statusEventsActor, input: { changed: { type: 'status.refetch' } } },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    });
    const actor = createActor(parent).start();
    FakeEventSource.all[0]!.opened();
    FakeEventSource.all[0]!.pushed('compliance');
    expect(received).toEqual([{ type: 'status.refetch' }]);
    actor.stop();
    expect(FakeEventSource.all[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
