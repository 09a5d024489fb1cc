/**
 * First come, first served hand-off of one connection. kysely's SQLite driver guards its single
 * connection with a lock whose release wakes every waiting query at once; the first to run takes
 * it and the others go back to waiting. With hundreds of requests waiting that is hundreds of
 * wake-ups per statement, and the order is left to chance, so some requests wait for seconds
 * (docs/decisions/0180-save-profile.md). Here each release hands the connection to the longest
 * waiter only.
 */
export class ConnectionQueue {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  /** Resolves when the caller holds the connection; callers get it in the order they asked. */
  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the connection to the longest waiter, or frees it when nobody waits. */
  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  /** How many callers wait for the connection. */
  get waiting(): number {
    return this.#waiting.length;
  }
}
