/**
 * Keeps the revision chart running for every open request (docs/decisions/0262), so its two
 * named delays fire: the reminder three days before the deadline and overdue after it. On start
 * it loads the open requests and starts the chart for each, with the I/O of `remind` and
 * `markOverdue` provided here; a request changed on this server restarts its chart at once, and a
 * periodic resync picks up requests made, changed or closed by another server.
 *
 * Several servers keep the same request: each action first stamps the request (reminded_at,
 * overdue_at) with a compare-and-set, and only the server that stamped it sends the e-mails.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createActor, type Actor } from 'xstate';
import { reminderTime, type RevisionFacts } from '../../domain/revision/revision-request';
import { revisionMachine } from '../../machines/revision/revision.machine';
import type { Clock } from '../app/clock';
import type { AuditLogRepository } from '../back-office/back-office-repositories';
import type { Repositories } from '../db/repositories';
import { maskEmail, type Mailer, type OutgoingMail } from '../mail/mailer';
import {
  revisionOverdueMail,
  revisionOverdueReviewerMail,
  revisionReminderMail,
} from './revision-mail';
import { reviewerAddressOf } from './revision-service';

/** The longest wait setTimeout takes; longer ones fire at once (Node clamps them to 1 ms). */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** How often requests made or changed by another server are picked up. */
export const RESYNC_MS = 5 * 60 * 1000;

/** True when the reminder or the deadline of an open request has come and not been acted on. */
export function pastDue(facts: RevisionFacts, now: number): boolean {
  if (facts.sentAt !== null || facts.closedAt !== null) return false;
  const reminder = reminderTime(facts);
  const reminderDue =
    facts.remindedAt === null && reminder !== null && reminder <= now && now < facts.deadline;
  return reminderDue || (facts.overdueAt === null && facts.deadline <= now);
}

/** Timers the keeper's charts wait on: the real ones, or a test's simulated time. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Node's timers, not keeping the process alive. */
export const nodeTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A clock for XState whose timeouts may be longer than setTimeout's: they wait in links. */
export function chainedClock(timers: Timers) {
  return {
    setTimeout(fn: (...args: unknown[]) => void, ms: number) {
      const handle: { current?: unknown } = {};
      const wait = (left: number) => {
        handle.current = timers.setTimeout(
          () => (left > MAX_TIMEOUT_MS ? wait(left - MAX_TIMEOUT_MS) : fn()),
          Math.min(left, MAX_TIMEOUT_MS),
        );
      };
      wait(Math.max(0, ms));
      return handle;
    },
    clearTimeout(handle: unknown) {
      timers.clearTimeout((handle as { current?: unknown }).current);
    },
  };
}

export interface RevisionKeeperDeps {
  repos: Repositories;
  audit: AuditLogRepository;
  mailer: Mailer;
  clock: Clock;
  publicUrl: () => string;
  supportEmail: () => string | undefined;
  log: FastifyBaseLogger;
  notify(merchantId: string): Promise<void>;
  timers?: Timers;
  resyncMs?: number;
}

interface Kept {
  actor: Actor<typeof revisionMachine>;
  merchantId: string;
  /** The facts it was started from, to see when the stored ones changed. */
  json: string;
}

export function createRevisionKeeper(deps: RevisionKeeperDeps) {
  const { repos, clock, log } = deps;
  const timers = deps.timers ?? nodeTimers;
  const clockOfCharts = chainedClock(timers);
  const kept = new Map<string, Kept>();
  const pending = new Set<Promise<unknown>>();
  let resyncTimer: unknown;
  let stopped = false;

  const track = (work: Promise<unknown>) => {
    const done = work
      .catch((error: unknown) =>
        log.error({ err: error }, 'a request for changes could not be kept'),
      )
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  async function send(mail: OutgoingMail) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      log.error({ err: error, to: maskEmail(mail.to) }, 'a revision e-mail could not be sent');
    }
  }

  async function remind(id: string) {
    const now = clock();
    if (!(await repos.revisions.stampOnce(id, 'reminded_at', now))) return;
    const facts = await repos.revisions.byId(id);
    const merchant = facts && (await repos.merchants.findById(facts.merchantId));
    if (!facts || !merchant) return;
    await deps.audit.append(
      {
        actor: 'system',
        action: 'revision.reminded',
        merchantId: facts.merchantId,
        before: null,
        after: { revisionId: id },
      },
      now,
    );
    await send(
      revisionReminderMail(
        merchant.email,
        facts.deadline,
        `${deps.publicUrl()}/app/status`,
        (await repos.languageChoices.languageOf(merchant.email)) ?? 'en',
      ),
    );
  }

  async function markOverdue(id: string) {
    const now = clock();
    if (!(await repos.revisions.stampOnce(id, 'overdue_at', now))) return;
    const facts = await repos.revisions.byId(id);
    const merchant = facts && (await repos.merchants.findById(facts.merchantId));
    if (!facts || !merchant) return;
    await deps.audit.append(
      {
        actor: 'system',
        action: 'revision.overdue',
        merchantId: facts.merchantId,
        before: null,
        after: { revisionId: id },
      },
      now,
    );
    await deps.notify(facts.merchantId);
    await send(
      revisionOverdueMail(
        merchant.email,
        facts.deadline,
        `${deps.publicUrl()}/app/status`,
        (await repos.languageChoices.languageOf(merchant.email)) ?? 'en',
      ),
    );
    const reviewer = reviewerAddressOf(facts, deps.supportEmail());
    if (reviewer) {
      await send(
        revisionOverdueReviewerMail(
          reviewer,
          facts.merchantId,
          facts.deadline,
          `${deps.publicUrl()}/app/ops`,
        ),
      );
    }
  }

  const machine = revisionMachine.provide({
    actions: {
      remind: ({ context }) => track(remind(context.facts.id)),
      markOverdue: ({ context }) => track(markOverdue(context.facts.id)),
    },
  });

  function stopOne(id: string) {
    kept.get(id)?.actor.stop();
    kept.delete(id);
  }

  /**
   * Starts the chart of `facts`, or restarts it when its facts changed or one of its delays is
   * past due by the server's clock: a timer measures the time it waited, not the clock, which a
   * suspended host or a corrected clock leaves behind.
   */
  function keep(facts: RevisionFacts) {
    const json = JSON.stringify(facts);
    if (kept.get(facts.id)?.json === json && !pastDue(facts, clock())) return;
    stopOne(facts.id);
    const actor = createActor(machine, {
      input: { facts, now: clock() },
      clock: clockOfCharts,
    });
    kept.set(facts.id, { actor, merchantId: facts.merchantId, json });
    actor.start();
  }

  /** Keeps exactly the requests open now. */
  async function resync() {
    const open = await repos.revisions.allOpen();
    if (stopped) return;
    const ids = new Set(open.map((facts) => facts.id));
    for (const id of [...kept.keys()]) if (!ids.has(id)) stopOne(id);
    for (const facts of open) keep(facts);
  }

  function scheduleResync() {
    resyncTimer = timers.setTimeout(() => {
      track(resync());
      if (!stopped) scheduleResync();
    }, deps.resyncMs ?? RESYNC_MS);
  }

  return {
    /** Starts the open requests' charts; a database away now is tried again at the next resync. */
    async start(): Promise<void> {
      stopped = false;
      try {
        await resync();
      } catch (error) {
        log.warn({ err: error }, 'the open requests for changes could not be read; trying later');
      }
      scheduleResync();
    },
    /** The merchant's request changed on this server: its chart restarts from the stored facts. */
    async changed(merchantId: string): Promise<void> {
      if (stopped) return;
      const current = await repos.revisions.current(merchantId);
      for (const [id, entry] of kept)
        if (entry.merchantId === merchantId && id !== current?.id) stopOne(id);
      if (current && current.sentAt === null) keep(current);
      else if (current) stopOne(current.id);
    },
    resync,
    /** Resolves once the e-mails and stamps under way are done. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    /** How many requests this keeper keeps. */
    get size() {
      return kept.size;
    },
    async stop(): Promise<void> {
      stopped = true;
      timers.clearTimeout(resyncTimer);
      for (const id of [...kept.keys()]) stopOne(id);
      await Promise.all([...pending]);
    },
  };
}

export type RevisionKeeper = ReturnType<typeof createRevisionKeeper>;
