/** A clock the test moves by hand. */
import type { Clock } from '../app/clock';

export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

/** Starts at the real time so values signed with it look ordinary. */
export function testClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}
