/**
 * Forwards the stored funnel events to the product-analytics service (docs/decisions/0255). The
 * funnel table is the outbox: events wait there until the service acknowledges them, and a
 * failure only counts an attempt, so the next round sends them again. It runs beside the
 * requests, never inside one: a merchant's call neither waits for it nor fails with it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../app/clock';
import type { FunnelRepository } from './funnel-repository';
import type { FunnelEventRow } from './funnel-tables';

/** Where events go: one call per event, rejecting when the service did not take it. */
export interface AnalyticsSink {
  send(event: FunnelEventRow): Promise<void>;
  close(): Promise<void>;
}

/** Events per round, the pause between rounds, and attempts before an event is given up. */
export const FORWARDING = { batch: 50, intervalMs: 5000, maxAttempts: 10 } as const;

export function createAnalyticsForwarder(deps: {
  repo: FunnelRepository;
  sink: AnalyticsSink;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Counts each round's outcomes (server/metrics). */
  counted?: (outcome: 'sent' | 'failed', events: number) => void;
}) {
  const { repo, sink, clock, log } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function round(): Promise<void> {
    const pending = await repo.pending(FORWARDING.batch, FORWARDING.maxAttempts);
    const sent: string[] = [];
    const failed: string[] = [];
    for (const event of pending) {
      try {
        await sink.send(event);
        sent.push(event.id);
      } catch (error) {
        failed.push(event.id);
        log.warn({ err: error, event: event.event }, 'an analytics event could not be forwarded');
      }
    }
    await repo.markForwarded(sent, clock());
    await repo.markFailed(failed);
    if (sent.length > 0) deps.counted?.('sent', sent.length);
    if (failed.length > 0) deps.counted?.('failed', failed.length);
    // A full batch sent without failure: more may be waiting.
    if (pending.length === FORWARDING.batch && failed.length === 0) again = true;
  }

  /** Runs a round now, or once more after the one under way. */
  function nudge(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round().catch((error: unknown) =>
          log.warn({ err: error }, 'the analytics outbox could not be read'),
        );
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  }

  const timer = setInterval(() => void nudge(), deps.intervalMs ?? FORWARDING.intervalMs);
  timer.unref();

  return {
    nudge,
    /** Stops the rounds, waits for the one under way and closes the sink. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
      await sink.close();
    },
  };
}
export type AnalyticsForwarder = ReturnType<typeof createAnalyticsForwarder>;
