/**
 * Model-based path tests of the Contact Us modal (docs/architecture.md §3): generated paths replayed on a
 * running actor whose calls wait for the test's answers; together they cover the whole machine,
 * and every request sent carries the merchant's country, store name and page.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { HelpDeskEmailResponse } from '../domain/api/status-api';
import { DEFAULT_FEATURE_FLAGS } from '../domain/flags/feature-flags';
import {
  CONTACT_SUBMIT_FAILED,
  contactUsMachine,
  type HelpDeskRequest,
  type SupportFacts,
} from './contact-us.machine';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type PathModel,
} from './path-coverage.test-support';

const facts: SupportFacts = {
  flags: { ...DEFAULT_FEATURE_FLAGS },
  name: 'Ada Lovelace',
  email: 'ada@shop.example',
  country: 'AU',
  storeName: 'Analytical Engines',
  totalAnnualSales: '$0-$100K',
  opportunityOwnerEmail: '',
};
const request = {
  email: 'ada@shop.example',
  contentBody: 'My terminal says declined.',
  screenshot: null,
};

const EVENTS = [
  done('loadSupportFacts', facts),
  failed('loadSupportFacts', new TypeError('Failed to fetch')),
  { type: 'contact.open', currentPage: '/status' },
  { type: 'contact.open', currentPage: '/onboarding/bank-info' },
  { type: 'contact.submit', request },
  done('sendHelpDeskEmail', { message: 'Thank you.' }),
  failed('sendHelpDeskEmail', new Error('Request failed: Your request could not be sent.')),
  { type: 'contact.close' },
] as EventObject[];

const model: PathModel = {
  machine: contactUsMachine,
  events: EVENTS,
  provide: (network) =>
    contactUsMachine.provide({
      actors: {
        loadSupportFacts: network.call<SupportFacts>(),
        sendHelpDeskEmail: network.call<HelpDeskEmailResponse, HelpDeskRequest>(),
      },
    }),
  oracles: [
    {
      source: 'doc 1 §6 Roles and permissions',
      name: 'Contact Us sends from onboarding or status routes only, with the request as typed',
      check: ({ calls }) => {
        const sent = calls.filter((c) => c.id === 'sendHelpDeskEmail');
        if (sent.length === 0) return undefined;
        const wrong = sent.find((c) => {
          const input = c.input as HelpDeskRequest;
          return (
            !/^\/(status|onboarding)/.test(input.currentPage) ||
            input.contentBody !== request.contentBody ||
            input.email !== request.email
          );
        });
        return wrong ? `sent ${JSON.stringify(wrong.input)}` : null;
      },
    },
  ],
};

describe('Contact Us machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('contact us', [model]);
    expect(result.record.paths.length).toBeGreaterThan(5);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });

  it('the failure message is the seed text, word for word', () => {
    expect(CONTACT_SUBMIT_FAILED).toBe(
      'Something went wrong. We are investigating. Try refreshing the page.',
    );
  });
});
