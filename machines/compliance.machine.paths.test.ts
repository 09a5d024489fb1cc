/**
 * Model-based path tests of the compliance machine (docs/architecture.md §3): paths generated from the real
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
import { applyCardStatus, complianceCardStatus } from '../domain/status/status-cards';
import { headingSituation } from '../domain/status/status-heading';
import { sidebarStep } from '../domain/status/sidebar-step';
import {
  after,
  done,
  failed,
  named,
  NO_SHORTFALLS,
  runPaths,
  settle,
  shortfallsOf,
  type Oracle,
  type PathModel,
  type WaitingNetwork,
} from './path-coverage.test-support';
import {
  APPLY_CARD,
  COMPLIANCE_CARD,
  FALLBACK_STATUS_BY_GROUP,
  HEADING_BY_STATUS,
  SIDEBAR_IN_REVIEW_ZDO,
  SIDEBAR_ONLINE,
  STATUS_POLL,
} from './spec-tables.test-support';
import type { ComplianceContext } from './compliance.machine';
import { lastStepPushed, pushedChanges } from './status-events.test-support';

const pushed = pushedChanges();

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
  named('IN_PROGRESS', done('fetchStatus', inProgress)),
  named('IN_PROGRESS, ZDO', done('fetchStatus', inProgressZdo)),
  named('IN_REVIEW', done('fetchStatus', inReview)),
  named('READY_TO_INSTALL in store', done('fetchStatus', approvedInStore)),
  named('INELIGIBLE', done('fetchStatus', declined)),
  named('no status', done('fetchStatus', noStatus)),
  named('network down', failed('fetchStatus', new TypeError('Failed to fetch'))),
  after('statusRetry', 'compliance.waitingToRetry'),
  named('IN_REVIEW', retries('complete', inReview)),
  named('still IN_PROGRESS', retries('exhausted', inProgress)),
  named('3 errors', retries('exhausted', undefined, 3)),
  named('Implemented', done('fetchOpportunityStage', { opportunityStage: 'Implemented' })),
  named('400', failed('fetchOpportunityStage', new Error('Request failed with status 400'))),
  { type: 'status.refetch' },
  pushed.event('status.refetch'),
  named('READY_TO_INSTALL in store', { type: 'status.update', status: approvedInStore }),
  named('IN_PROGRESS', { type: 'status.update', status: inProgress }),
  // On /cash the cash pay child is followed (its snapshot); the machine runs the provided action.
  named('eligibility checked', {
    type: 'xstate.snapshot.cashPay',
    snapshot: { value: 'ineligible', status: 'active' },
  }),
] as EventObject[];

/** Answers the real poller's calls the way the model's done event says they went. */
async function driveRetries(
  event: EventObject,
  { network, clock }: { network: WaitingNetwork; clock: { increment(ms: number): void } },
) {
  if (pushed.drive(event)) return true;
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
      statusEvents: pushed.actor,
    },
  });
}

const differs = (what: string, expected: unknown, actual: unknown) =>
  JSON.stringify(expected) === JSON.stringify(actual)
    ? null
    : `${what}: expected ${JSON.stringify(expected)}, reached ${JSON.stringify(actual)}`;

/** The status the machine settled on, once it shows one. */
const shown = (snapshot: { matches(v: unknown): boolean; context: ComplianceContext }) =>
  snapshot.matches('ready') ? snapshot.context.status : null;

const ORACLES: Oracle<ComplianceContext>[] = [
  {
    source: 'docs/decisions/0130 pushed status',
    name: 'a pushed change reads the status again at once, unless the IN_PROGRESS retries are reading it',
    check: ({ snapshot, events, calls, times }) => {
      if (!lastStepPushed(events)) return undefined;
      if (snapshot.matches('waitingToRetry') || snapshot.matches('retrying')) return undefined;
      const last = calls.at(-1);
      return last?.id === 'fetchStatus' && last.at === times.at(-1)
        ? null
        : `no status read after the pushed change (last call ${JSON.stringify(last)})`;
    },
  },
  {
    source: 'doc 1 §4 Onboarding status',
    name: 'a missing or still IN_PROGRESS status becomes the group fallback',
    check: ({ snapshot }) => {
      const status = shown(snapshot);
      if (!status || !snapshot.context.fallbackUsed) return undefined;
      return differs(
        'fallback status',
        FALLBACK_STATUS_BY_GROUP[status.onboardingGroup],
        status.onboardingStatus,
      );
    },
  },
  {
    source: 'doc 1 §4 Onboarding status, §9',
    name: 'IN_PROGRESS is refetched every 3 s, at most 3 retries',
    check: ({ calls }) => {
      const first = calls.find((c) => c.id === 'fetchStatus');
      const polls = calls.filter((c) => c.id === 'poll');
      if (!first || polls.length === 0) return undefined;
      const gaps = polls.map((p, i) => p.at - (i === 0 ? first.at : polls[i - 1]!.at));
      return (
        differs(
          'retry gaps (ms)',
          gaps.map(() => STATUS_POLL.everyMs),
          gaps,
        ) ?? (polls.length > STATUS_POLL.maxRetries ? `${polls.length} retries` : null)
      );
    },
  },
  {
    source: 'doc 1 §4 Cards',
    name: 'status → Apply and Compliance card',
    check: ({ snapshot }) => {
      const status = shown(snapshot)?.onboardingStatus;
      if (!status) return undefined;
      return (
        differs('Apply card', APPLY_CARD[status], applyCardStatus(status)) ??
        differs('Compliance card', COMPLIANCE_CARD[status], complianceCardStatus(status))
      );
    },
  },
  {
    source: 'doc 1 §4 Sidebar step by status',
    name: 'status → sidebar step',
    check: ({ snapshot }) => {
      const status = shown(snapshot);
      if (!status || snapshot.matches({ ready: 'checkingStage' })) return undefined;
      const position = sidebarStep({
        status: status.onboardingStatus,
        onboardingGroup: status.onboardingGroup,
        salesChannel: status.salesChannel,
        registeredCountry: status.registeredCountry,
        inStoreTrainingComplete: status.inStoreTrainingComplete,
        inStoreDirectDebitAuthorized: status.inStoreDirectDebitAuthorized,
        inStoreTrainingButtonClicked: false,
        opportunityStage: status.opportunityStage,
        messagingComplete: status.messagingComplete,
        polling: false,
      });
      if (status.onboardingStatus === 'IN_REVIEW' && status.onboardingGroup.startsWith('ZDO'))
        return differs('sidebar step', SIDEBAR_IN_REVIEW_ZDO, position.step);
      if (status.salesChannel !== 'Online Only') return undefined;
      const row = SIDEBAR_ONLINE.find(
        ([s, messaging]) => s === status.onboardingStatus && messaging === status.messagingComplete,
      );
      if (!row) return undefined;
      return differs('sidebar', [row[2], row[3]], [position.step, position.note]);
    },
  },
  {
    source: 'doc 1 §2 Status page cards',
    name: 'status → heading',
    check: ({ snapshot }) => {
      const status = shown(snapshot);
      if (!status || status.merchantId !== '' || status.onboardingGroup !== 'Normal Merchant')
        return undefined;
      const expected = HEADING_BY_STATUS[status.onboardingStatus];
      if (!expected) return undefined;
      return differs(
        'heading',
        expected,
        headingSituation({
          status: status.onboardingStatus,
          onboardingGroup: status.onboardingGroup,
          merchantId: status.merchantId,
          messagingComplete: status.messagingComplete,
        }),
      );
    },
  },
  {
    source: 'docs/decisions/0170 status page actors',
    name: 'once the status is known, the page actors are started',
    check: ({ snapshot, actionCalls }) => {
      if (snapshot.context.status === null) return undefined;
      return actionCalls.some((a) => a.type === 'startStatusSteps')
        ? null
        : 'a status is known but the page actors were not started';
    },
  },
  {
    source: 'doc 1 §2 Route chosen from user state',
    name: 'INELIGIBLE always goes to the status page',
    check: ({ snapshot, actionCalls }) => {
      if (shown(snapshot)?.onboardingStatus !== 'INELIGIBLE') return undefined;
      return actionCalls.some((a) => a.type === 'routeToStatus')
        ? null
        : 'declined without going to the status page';
    },
  },
];

const model: PathModel<ComplianceContext> = {
  machine: complianceMachine,
  events: EVENTS,
  provide: realMachine,
  delays: COMPLIANCE_DELAYS,
  drive: driveRetries,
  recordedActions: ['routeToStatus', 'startStatusSteps'],
  oracles: ORACLES,
};

describe('compliance machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state and agrees with the spec tables, and the paths cover every state and transition', async () => {
    const result = await runPaths('compliance', [model]);
    expect(result.record.paths.length).toBeGreaterThan(10);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
