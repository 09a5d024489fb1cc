/**
 * Model-based path tests of the Contact Us modal (DESIGN.md §3): generated paths replayed on a
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
  generatePaths,
  machineInventory,
  replayAll,
  waitingNetwork,
  type WaitingNetwork,
} from './status-machines.test-support';

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

describe('Contact Us machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const paths = generatePaths(contactUsMachine, EVENTS);
    const networks: WaitingNetwork[] = [];
    const result = await replayAll(paths, {
      create: () => {
        const network = waitingNetwork();
        networks.push(network);
        const machine = contactUsMachine.provide({
          actors: {
            loadSupportFacts: network.call<SupportFacts>(),
            sendHelpDeskEmail: network.call<HelpDeskEmailResponse, HelpDeskRequest>(),
          },
        });
        return { network, machine };
      },
      delays: {},
    });
    expect(paths.length).toBeGreaterThan(10);
    expect(result.mismatches).toEqual([]);
    const inventory = machineInventory(contactUsMachine);
    expect(inventory.transitions.filter((t) => !result.taken.has(t))).toEqual([]);
    expect(inventory.states.filter((s) => !result.visited.has(s))).toEqual([]);

    const sent = networks.flatMap((n) => n.calls.filter((c) => c.id === 'sendHelpDeskEmail'));
    expect(sent.length).toBeGreaterThan(0);
    for (const call of sent) {
      expect(call.input).toMatchObject({
        ...request,
        currentPage: expect.stringMatching(/^\/(status|onboarding)/),
      });
      expect((call.input as HelpDeskRequest).country).toMatch(/^(AU|)$/);
    }
  });

  it('the failure message is the seed text, word for word', () => {
    expect(CONTACT_SUBMIT_FAILED).toBe(
      'Something went wrong. We are investigating. Try refreshing the page.',
    );
  });
});
