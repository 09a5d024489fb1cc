/**
 * Model-based path tests of merchant agreements in the console (docs/decisions/0080): generated
 * paths replayed on a running actor whose calls wait for the test's answer. Together they cover
 * the whole machine; each call names the chosen combination with its country's product, a
 * publication sends the edited text, and choosing again forgets the version shown.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_TEXT_REFUSED, AgreementTextSchema } from '../../domain/api/agreement-api';
import type { EventObject } from 'xstate';
import { agreementProductOf } from '../../domain/agreement/agreement-link';
import type { AdminAgreementDocument } from '../../domain/api/agreement-api';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { agreementsMachine, type AgreementsContext } from './agreements.machine';
import { REFUSED, SESSION_ENDED, sessionEndsOnlyOn401 } from './ops-paths.test-support';

const CURRENT: AdminAgreementDocument = {
  country: 'US',
  industry: 'Pets',
  product: 'cashApp',
  version: 1,
  title: 'Agreement',
  body: 'Default text.',
  publishedAt: 1,
  publishedBy: 'system',
};
const NEXT: AdminAgreementDocument = { ...CURRENT, version: 2, body: 'New text.' };

const EVENTS = [
  { type: 'agreements.choose', country: 'US' },
  { type: 'agreements.choose', industry: 'Pets' },
  { type: 'agreements.show' },
  done('generateAgreement', CURRENT),
  failed('generateAgreement', REFUSED),
  failed('generateAgreement', SESSION_ENDED),
  { type: 'agreements.edit', body: 'New text.' },
  { type: 'agreements.edit', title: 'Agreement' },
  { type: 'agreements.edit', body: '   ' },
  { type: 'agreements.publish' },
  done('updateAgreement', NEXT),
  failed('updateAgreement', REFUSED),
  failed('updateAgreement', SESSION_ENDED),
  { type: 'notice.dismiss' },
] as EventObject[];

const oracles: Oracle<AgreementsContext>[] = [
  {
    source: 'docs/decisions/0080',
    name: 'each call names the chosen combination and the product of its country',
    check: ({ snapshot, calls, events }) => {
      const type = events.at(-1)?.type;
      if (type !== 'agreements.show' && type !== 'agreements.publish') return undefined;
      const { country, industry, title, body } = snapshot.context;
      if (type === 'agreements.publish' && !v.is(AgreementTextSchema, { title, body })) {
        // A blank text is refused with the server's own words and not sent.
        const refused =
          snapshot.matches('idle') && snapshot.context.notice?.message === AGREEMENT_TEXT_REFUSED;
        return refused ? null : 'a blank text was not refused';
      }
      const input = calls.at(-1)?.input as Record<string, unknown> | undefined;
      if (!input) return 'no call';
      if (input.country !== country || input.industry !== industry) return 'another combination';
      if (input.product !== agreementProductOf(country)) return `product ${String(input.product)}`;
      if (type === 'agreements.publish' && (input.title !== title || input.body !== body))
        return 'not the edited text';
      return null;
    },
  },
  {
    source: 'docs/decisions/0080',
    name: 'choosing another combination forgets the version shown',
    check: ({ snapshot, events }) => {
      if (events.at(-1)?.type !== 'agreements.choose' || !snapshot.matches('idle'))
        return undefined;
      return snapshot.context.current === null ? null : 'version kept';
    },
  },
  sessionEndsOnlyOn401<AgreementsContext>(),
];

const model: PathModel<AgreementsContext> = {
  machine: agreementsMachine,
  events: EVENTS,
  callIds: ['generateAgreement', 'updateAgreement'],
  recordedActions: ['sessionExpired'],
  comparable: (context) => ({ ...context, current: context.current?.version ?? null }),
  oracles,
};

describe('agreements machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('ops agreements', [model]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
