import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { StatusContext } from '../../domain/api/status-api';
import { statusMachine } from './status.machine';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { statusContext } from '../../test/data/status-contexts';
import { settle } from '../testing/path-coverage';

/** A server whose GET /api/status answers from a script, one answer per call. */
function start(answers: StatusContext[], stage = 'Implemented') {
  const clock = new SimulatedClock();
  const statusCalls: number[] = [];
  const routed: string[] = [];
  let elapsed = 0;
  const answer = async () => {
    statusCalls.push(elapsed);
    return answers[Math.min(statusCalls.length - 1, answers.length - 1)]!;
  };
  const actor = createActor(
    statusMachine.provide({
      actors: {
        fetchStatus: fromPromise<StatusContext, void>(answer),
        fetchOpportunityStage: fromPromise(async () => ({ opportunityStage: stage })),
        retryStatus: pollWithRetriesMachine.provide({
          actors: { poll: fromPromise<unknown, unknown>(answer) },
        }),
      },
      actions: { routeToStatus: () => void routed.push('/status') },
    }),
    { clock, input: {} },
  );
  actor.start();
  const advance = async (ms: number) => {
    elapsed += ms;
    clock.increment(ms);
    await settle();
  };
  return { actor, statusCalls, routed, advance };
}

describe('compliance status while IN_PROGRESS (doc 1 §4)', () => {
  it('refetches every 3 seconds, 3 retries at most, then uses IN_REVIEW', async () => {
    const run = start([statusContext({ onboardingStatus: 'IN_PROGRESS' })]);
    await settle();
    expect(run.statusCalls).toEqual([0]);
    await run.advance(2999);
    expect(run.statusCalls).toEqual([0]);
    await run.advance(1);
    await run.advance(3000);
    await run.advance(3000);
    await run.advance(30_000);
    expect(run.statusCalls).toEqual([0, 3000, 6000, 9000]);
    const { status, fallbackUsed } = run.actor.getSnapshot().context;
    expect(status?.onboardingStatus).toBe('IN_REVIEW');
    expect(fallbackUsed).toBe(true);
  });

  it('falls back to READY_TO_INSTALL for the ZDO groups', async () => {
    for (const onboardingGroup of ['ZDO Merchant', 'ZDO Pilot V1']) {
      const run = start([statusContext({ onboardingStatus: 'IN_PROGRESS', onboardingGroup })]);
      await settle();
      for (let i = 0; i < 3; i += 1) await run.advance(3000);
      expect(run.actor.getSnapshot().context.status?.onboardingStatus).toBe('READY_TO_INSTALL');
    }
  });

  it('stops retrying as soon as the server gives a status', async () => {
    const run = start([
      statusContext({ onboardingStatus: 'IN_PROGRESS' }),
      statusContext({ onboardingStatus: 'IN_PROGRESS' }),
      statusContext({ onboardingStatus: 'REQUIRES_ATTENTION' }),
    ]);
    await settle();
    for (let i = 0; i < 5; i += 1) await run.advance(3000);
    expect(run.statusCalls).toEqual([0, 3000, 6000]);
    expect(run.actor.getSnapshot().context).toMatchObject({
      status: { onboardingStatus: 'REQUIRES_ATTENTION' },
      fallbackUsed: false,
    });
  });

  it('an answer without a status uses the fallback at once', async () => {
    const answer = { ...statusContext(), onboardingStatus: '' } as unknown as StatusContext;
    const run = start([answer]);
    await settle();
    expect(run.statusCalls).toHaveLength(1);
    expect(run.actor.getSnapshot().context.status?.onboardingStatus).toBe('IN_REVIEW');
  });
});

describe('routing and the opportunity stage', () => {
  it('INELIGIBLE always routes to the status page', async () => {
    const run = start([statusContext({ onboardingStatus: 'INELIGIBLE' })]);
    await settle();
    expect(run.routed).toEqual(['/status']);
    expect(run.actor.getSnapshot().matches({ known: { status: { ready: 'declined' } } })).toBe(
      true,
    );
  });

  it('reads the opportunity stage for in-store channels only', async () => {
    const inStore = start([statusContext({ salesChannel: 'Online and In-store' })], 'Closed Won');
    const online = start([statusContext({ salesChannel: 'Online Only' })], 'Closed Won');
    await settle();
    await settle();
    expect(inStore.actor.getSnapshot().context.status?.opportunityStage).toBe('Closed Won');
    expect(online.actor.getSnapshot().context.status?.opportunityStage).toBe('Compliance Checks');
    expect(inStore.routed).toEqual([]);
  });
});

describe('an update-user answer handed to the compliance actor', () => {
  it('replaces the status but keeps the platform, store name and flags the page read beside it', async () => {
    const read = {
      ...statusContext({ onboardingStatus: 'READY_TO_INSTALL', messagingComplete: false }),
      platform: 'Shopify',
      storeName: 'Analytical Engines',
      flags: { cashPay: true },
    } as StatusContext;
    const run = start([read]);
    await settle();
    const answer = statusContext({ onboardingStatus: 'READY_TO_INSTALL', messagingComplete: true });
    run.actor.send({ type: 'status.update', status: answer });
    expect(run.actor.getSnapshot().context.status).toEqual({
      ...answer,
      platform: 'Shopify',
      storeName: 'Analytical Engines',
      flags: { cashPay: true },
    });
  });
});
