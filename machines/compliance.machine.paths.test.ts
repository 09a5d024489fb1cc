/**
 * Model-based path tests of the compliance machine (DESIGN.md §3): paths generated from the real
 * machine over explicit events are replayed on a running actor whose calls wait for the test's
 * answers (the retries through the real poll-with-retries logic, the 3 s delays on a simulated
 * clock); together they must take every transition and visit every state.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { OpportunityStageResponse, StatusContext } from '../domain/api/status-api';
import { complianceMachine, COMPLIANCE_DELAYS } from './compliance.machine';
import { pollWithRetriesMachine } from './poll-with-retries';
import { statusContext } from './status-fixtures.test-support';
import {
  after,
  done,
  failed,
  generatePaths,
  machineInventory,
  replayAll,
  settle,
  waitingNetwork,
  type WaitingNetwork,
} from './status-machines.test-support';

const inProgress = statusContext({ onboardingStatus: 'IN_PROGRESS' });
const inProgressZdo = statusContext({
  onboardingStatus: 'IN_PROGRESS',
  onboardingGroup: 'ZDO Merchant',
});
const inReview = statusContext();
const approvedInStore = statusContext({
  onboardingStatus: 'READY_TO_INSTALL',
  salesChannel: 'In-store Only',
  merchantId: 'MER-1',
});
const declined = statusContext({ onboardingStatus: 'INELIGIBLE' });
const noStatus = { ...statusContext(), onboardingStatus: undefined } as unknown as typeof inReview;

const retries = (outcome: 'complete' | 'exhausted', value: unknown, errors = 0) =>
  done('statusRetries', { outcome, value, attempts: outcome === 'complete' ? 1 : 3, errors });

const EVENTS = [
  done('fetchStatus', inProgress),
  done('fetchStatus', inProgressZdo),
  done('fetchStatus', inReview),
  done('fetchStatus', approvedInStore),
  done('fetchStatus', declined),
  done('fetchStatus', noStatus),
  failed('fetchStatus', new TypeError('Failed to fetch')),
  after('statusRetry', 'compliance.waitingToRetry'),
  retries('complete', inReview),
  retries('exhausted', inProgress),
  retries('exhausted', undefined, 3),
  done('fetchOpportunityStage', { opportunityStage: 'Implemented' }),
  failed('fetchOpportunityStage', new Error('Request failed with status 400')),
  { type: 'status.refetch' },
  { type: 'status.update', status: approvedInStore },
  { type: 'status.update', status: inProgress },
] as EventObject[];

/** Answers the real poller's calls the way the model's done event says they went. */
async function driveRetries(
  event: EventObject,
  { network, clock }: { network: WaitingNetwork; clock: { increment(ms: number): void } },
) {
  if (event.type !== 'xstate.done.actor.statusRetries') return false;
  const output = (
    event as unknown as { output: { outcome: string; value: unknown; errors: number } }
  ).output;
  const calls = output.outcome === 'complete' ? 1 : 3;
  for (let call = 1; call <= calls; call += 1) {
    if (output.errors > 0) network.fail('poll', new TypeError('Failed to fetch'));
    else network.answer('poll', output.outcome === 'complete' ? output.value : inProgress);
    await settle();
    if (call < calls) clock.increment(COMPLIANCE_DELAYS.statusRetry);
    await settle();
  }
  return true;
}

function realMachine(network: WaitingNetwork) {
  return complianceMachine.provide({
    actors: {
      fetchStatus: network.call<StatusContext>(),
      fetchOpportunityStage: network.call<OpportunityStageResponse>(),
      retryStatus: pollWithRetriesMachine.provide({
        actors: { poll: network.call<unknown, unknown>() },
      }),
    },
  });
}

describe('compliance machine: generated paths replayed on a running actor', () => {
  const paths = generatePaths(complianceMachine, EVENTS);

  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await replayAll(paths, {
      create: () => {
        const network = waitingNetwork();
        return { network, machine: realMachine(network) };
      },
      delays: COMPLIANCE_DELAYS,
      drive: driveRetries,
    });
    expect(paths.length).toBeGreaterThan(20);
    expect(result.mismatches).toEqual([]);
    const { transitions, states } = machineInventory(complianceMachine);
    expect(transitions.filter((t) => !result.taken.has(t))).toEqual([]);
    expect(states.filter((s) => !result.visited.has(s))).toEqual([]);
  });
});
