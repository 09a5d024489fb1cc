/**
 * Merchant writes take turns, each turn starting in an event-loop turn of its own.
 *
 * Why: Node 20's libuv accepts one new connection per event-loop iteration (one accept per poll
 * of the listening socket). A busy portal runs many saves in one iteration, so under load a new
 * connection waits for as many iterations as there are connections before it, each as long as
 * the saves run in it: at 200 merchants the first save on a new connection waited up to 8 s
 * (docs/decisions/0180-save-profile.md). Starting each write with `setImmediate` after the one
 * before it has finished puts a poll of the sockets (an accept, new requests read) between two
 * writes, so a connection waits for about one write, not for all of them. Writes still run
 * first come, first served and never more than `concurrency` at once (one on SQLite, whose one
 * connection runs one transaction at a time; the pool's size on PostgreSQL, whose writes wait on
 * the network and leave the event loop free meanwhile).
 */
export interface WriteTurns {
  /** Runs `work` in its turn; resolves or rejects as `work` does. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Writes waiting for their turn. */
  readonly waiting: number;
}

export function createWriteTurns(concurrency: number): WriteTurns {
  let running = 0;
  const waiting: Array<() => void> = [];

  const startNext = () => {
    if (running >= concurrency) return;
    const next = waiting.shift();
    if (!next) return;
    running += 1;
    // A new event-loop turn, so the loop polls its sockets before this write runs.
    setImmediate(next);
  };

  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          work()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              startNext();
            });
        });
        startNext();
      });
    },
    get waiting() {
      return waiting.length;
    },
  };
}
