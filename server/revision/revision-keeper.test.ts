/**
 * The keeper runs each open request's chart on simulated time: the reminder three days before
 * the deadline and overdue after it, each mailed exactly once even with two keepers (two app
 * servers) over one database; a wait longer than setTimeout's limit is chained.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { createAuditLogRepository } from '../back-office/back-office-repositories';
import type { OutgoingMail } from '../mail/mailer';
import { openRawDatabase, type RawDatabase } from '../testing/merchant-test-kit';
import { createOpsAccount, opsBrowser } from '../testing/back-office-kit';
import { askForChanges, detailOf, merchantInReview } from '../testing/revision-kit';
import { merchantRevision } from './revision-views';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import type { TestBrowser } from '../testing/test-browser';
import type { TestClock } from '../testing/test-clock';
import { chainedClock, createRevisionKeeper, MAX_TIMEOUT_MS, type Timers } from './revision-keeper';

const DAY = 24 * 60 * 60 * 1000;
const REVIEWER = 'keeper-reviewer@example.com';
const PASSWORD = 'correct horse battery staple';

/** Timers on the test's clock: they fire as the test moves the clock past them. */
function simulatedTimers(clock: TestClock) {
  let next = 0;
  const waiting = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers & { advance(ms: number): void } = {
    setTimeout(fn, ms) {
      const id = ++next;
      waiting.set(id, { at: clock.now() + ms, fn });
      return id;
    },
    clearTimeout(id) {
      waiting.delete(id as number);
    },
    advance(ms) {
      const until = clock.now() + ms;
      for (;;) {
        const due = [...waiting.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        waiting.delete(due[0]);
        clock.advance(due[1].at - clock.now());
        due[1].fn();
      }
      clock.advance(until - clock.now());
    },
  };
  return timers;
}

describe('chainedClock', () => {
  it('waits longer than setTimeout can, in links', () => {
    let now = 0;
    const clock = { now: () => now, advance: (ms: number) => (now += ms) };
    const timers = simulatedTimers(clock);
    const calls: number[] = [];
    const links: number[] = [];
    const chained = chainedClock({
      setTimeout: (fn, ms) => {
        links.push(ms);
        return timers.setTimeout(fn, ms);
      },
      clearTimeout: timers.clearTimeout,
    });
    chained.setTimeout(() => calls.push(now), MAX_TIMEOUT_MS + 1000);
    timers.advance(MAX_TIMEOUT_MS + 999);
    expect(calls).toEqual([]);
    timers.advance(1);
    expect(calls).toEqual([MAX_TIMEOUT_MS + 1000]);
    expect(links).toEqual([MAX_TIMEOUT_MS, 1000]);
    const cleared = chained.setTimeout(() => calls.push(-1), MAX_TIMEOUT_MS * 2);
    timers.advance(MAX_TIMEOUT_MS + 1);
    chained.clearTimeout(cleared);
    timers.advance(MAX_TIMEOUT_MS);
    expect(calls).toHaveLength(1);
  });
});

describe.each(DIALECTS)('the revision keeper on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let ops: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
    await createOpsAccount(t, REVIEWER, PASSWORD);
  });
  // Simulated weeks pass in each test: console sessions end after 8 hours.
  beforeEach(async () => {
    ops = await opsBrowser(t, REVIEWER, PASSWORD);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  /** A keeper as another app server runs it, over the same database. */
  const keeper = (timers: Timers, sent: OutgoingMail[]) =>
    createRevisionKeeper({
      repos: raw.repos,
      audit: createAuditLogRepository(raw.db),
      mailer: { send: async (mail) => void sent.push(mail), close: () => {} },
      clock: t.clock.now,
      publicUrl: () => 'https://portal.example',
      supportEmail: () => 'support@example.com',
      log: t.app.log,
      notify: async () => {},
      timers,
      resyncMs: 1000 * DAY,
    });

  it('reminds three days before the deadline and marks it overdue after it, once each with two keepers', async () => {
    const shop = await merchantInReview(t, raw, 'late@example.com');
    // 30 days: past setTimeout's longest wait, so the deadline's timer is chained.
    expect(
      (
        await askForChanges(
          ops,
          shop.merchantId,
          [{ key: 'companyInformation.ein', reason: 'numberMismatch' }],
          30,
        )
      ).statusCode,
    ).toBe(200);
    const timers = simulatedTimers(t.clock);
    const sent: OutgoingMail[] = [];
    const keepers = [keeper(timers, sent), keeper(timers, sent)];
    await Promise.all(keepers.map((k) => k.start()));
    expect(keepers.map((k) => k.size)).toEqual([1, 1]);
    const settle = () => Promise.all(keepers.map((k) => k.idle()));

    timers.advance(27 * DAY - 1);
    await settle();
    expect(sent).toEqual([]);
    timers.advance(1);
    await settle();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [shop.email, '3 days left to change your merchant application'],
    ]);
    expect(sent[0]?.text).toContain('https://portal.example/app/status');

    timers.advance(3 * DAY);
    await settle();
    expect(sent.slice(1).map((mail) => [mail.to, mail.subject])).toEqual([
      [shop.email, 'The deadline for changes to your merchant application has passed'],
      [REVIEWER, 'A request for changes is overdue'],
    ]);
    ops = await opsBrowser(t, REVIEWER, PASSWORD);
    const detail: ApplicationDetail = await detailOf(ops, shop.merchantId);
    expect(detail.revisions?.[0]).toMatchObject({ state: 'overdue', overdueAt: t.clock.now() });
    expect(
      detail.audit
        .filter((entry) => entry.action.startsWith('revision.'))
        .map((e) => e.action)
        .sort(),
    ).toEqual(['revision.overdue', 'revision.reminded', 'revision.requested']);
    const open = await merchantRevision(raw.repos.revisions, shop.merchantId, t.clock.now());
    expect(open?.state).toBe('overdue');
    for (const mail of sent) {
      for (const personal of ['Acme', shop.merchant.companyInformation.ein]) {
        expect(mail.text).not.toContain(personal);
      }
    }
    await Promise.all(keepers.map((k) => k.stop()));
  });

  it('acts on a deadline the clock passed while its timer still waits (a suspended host), on resync', async () => {
    const shop = await merchantInReview(t, raw, 'suspended@example.com');
    await askForChanges(ops, shop.merchantId, [
      { key: 'companyInformation.ein', reason: 'numberMismatch' },
    ]);
    const timers = simulatedTimers(t.clock);
    const sent: OutgoingMail[] = [];
    const k = keeper(timers, sent);
    await k.start();
    // The clock moves on without the timers: only the resync can notice.
    t.clock.advance(15 * DAY);
    await k.idle();
    expect(sent.filter((mail) => mail.to === shop.email)).toEqual([]);
    await k.resync();
    timers.advance(0);
    await k.idle();
    expect(sent.filter((mail) => mail.to === shop.email).map((mail) => mail.subject)).toEqual([
      'The deadline for changes to your merchant application has passed',
    ]);
    await k.stop();
  });

  it('picks up a request made by another server on resync and lets go of a withdrawn one', async () => {
    const timers = simulatedTimers(t.clock);
    const sent: OutgoingMail[] = [];
    const k = keeper(timers, sent);
    await k.start();
    const before = k.size;
    const shop = await merchantInReview(t, raw, 'resync@example.com');
    await askForChanges(ops, shop.merchantId, [
      { key: 'companyInformation.ein', reason: 'numberMismatch' },
    ]);
    await k.resync();
    expect(k.size).toBe(before + 1);
    await ops.post(`/api/ops/applications/${shop.merchantId}/revision/withdraw`);
    await k.resync();
    expect(k.size).toBe(before);
    timers.advance(15 * DAY);
    await k.idle();
    expect(sent.filter((mail) => mail.to === shop.email)).toEqual([]);
    await k.stop();
  });
});
