/**
 * Model-based path tests of the merchant agreement page (docs/architecture.md §3): generated paths
 * replayed on a running actor whose load waits for the test's answer, one model per kind of link.
 * Together they cover the whole machine; every bad link toasts and reports once, and the load
 * asks for exactly the agreement the link names.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { AgreementKey, AgreementLinkParams } from '../../domain/agreement/agreement-link';
import { defaultAgreement } from '../../domain/agreement/default-agreements';
import type { AgreementDocument } from '../../domain/api/agreement-api';
import {
  merchantAgreementMachine,
  type AgreementAnswer,
  type MerchantAgreementContext,
} from './merchant-agreement.machine';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';

const KEY: AgreementKey = { country: 'NZ', industry: 'Pets', product: 'provider' };
const DOCUMENT: AgreementDocument = {
  ...KEY,
  ...defaultAgreement(KEY),
  version: 4,
  publishedAt: Date.UTC(2026, 0, 5),
};

const EVENTS = [
  done('loadAgreement', { kind: 'found', document: DOCUMENT } satisfies AgreementAnswer),
  done('loadAgreement', { kind: 'badLink', reason: 'no-agreement' } satisfies AgreementAnswer),
  failed('loadAgreement', new TypeError('Failed to fetch')),
  { type: 'agreement.retry' },
] as EventObject[];

const oracles: Oracle<MerchantAgreementContext>[] = [
  {
    source: 'doc 2 §8 Bad merchant agreement link',
    name: 'a bad link gives one toast and one report naming why',
    check: ({ snapshot, actionCalls }) => {
      if (!snapshot.matches('badLink')) return undefined;
      const toasts = actionCalls.filter((c) => c.type === 'showBadLinkToast').length;
      const reports = actionCalls.filter((c) => c.type === 'reportBadLink');
      if (toasts !== 1 || reports.length !== 1)
        return `${toasts} toasts, ${reports.length} reports`;
      const reason = (reports[0]!.params as { reason: string }).reason;
      return reason === snapshot.context.badLinkReason ? null : `reported ${reason}`;
    },
  },
  {
    source: 'doc 1 §2 Route list',
    name: 'the agreement shown is the one the link names, loaded for its country, industry and product',
    check: ({ snapshot, calls }) => {
      const loads = calls.filter((c) => c.id === 'loadAgreement');
      const wrong = loads.find((c) => JSON.stringify(c.input) !== JSON.stringify(KEY));
      if (wrong) return `loaded ${JSON.stringify(wrong.input)}`;
      if (!snapshot.matches('ready')) return undefined;
      return snapshot.context.document?.version === DOCUMENT.version ? null : 'no document';
    },
  },
];

const model = (input: AgreementLinkParams): PathModel<MerchantAgreementContext> => ({
  machine: merchantAgreementMachine,
  input,
  events: EVENTS,
  callIds: ['loadAgreement'],
  recordedActions: ['showBadLinkToast', 'reportBadLink'],
  oracles,
});

describe('merchant agreement machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('merchant agreement', [
      model({ country: 'nz', industry: 'Pets', product: 'provider' }),
      model({ industry: 'Pets', product: 'provider' }),
      model({ country: 'AU', industry: 'Pets', product: 'cashApp' }),
    ]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
