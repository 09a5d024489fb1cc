/**
 * Model-based path tests of the Contact Us modal (docs/architecture.md §3): generated paths replayed on a
 * running actor whose calls wait for the test's answers; together they cover the whole machine,
 * and every request sent carries the merchant's country, store name and page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { HelpDeskEmailResponse } from '../../domain/api/status-api';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import {
  CONTACT_EMAIL_MESSAGE,
  CONTENT_REQUIRED_MESSAGE,
  contactRequestMessages,
} from '../../domain/help/contact-request';
import {
  CONTACT_SUBMIT_FAILED,
  contactUsMachine,
  type ContactUsContext,
  type HelpDeskRequest,
  type SupportFacts,
} from './contact-us.machine';
import {
  done,
  failed,
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type PathModel,
} from '../testing/path-coverage';

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

const opened = done('loadSupportFacts', facts);
const openOnStatus = { type: 'contact.open', currentPage: '/status' };
const typeRequest = { type: 'contact.change', values: { contentBody: request.contentBody } };
const typeBadEmail = { type: 'contact.change', values: { email: 'ada@shop' } };
const leaveEmail = { type: 'contact.blur', field: 'email' };
const send = { type: 'contact.submit' };
/** The server refuses the e-mail with the form's own message, said (a 400 through the HTTP client). */
const REFUSED_EMAIL = 'Veuillez entrer une adresse courriel valide';
const emailRefused = failed('sendHelpDeskEmail', {
  status: 400,
  body: { error: REFUSED_EMAIL, field: 'email' },
  message: REFUSED_EMAIL,
});

const EVENTS = [
  opened,
  failed('loadSupportFacts', new TypeError('Failed to fetch')),
  openOnStatus,
  { type: 'contact.open', currentPage: '/onboarding/bank-info' },
  typeRequest,
  typeBadEmail,
  leaveEmail,
  send,
  done('sendHelpDeskEmail', { message: 'Thank you.' }),
  failed('sendHelpDeskEmail', new Error('Request failed: Your request could not be sent.')),
  emailRefused,
  { type: 'contact.close' },
] as EventObject[];

const model: PathModel<ContactUsContext> = {
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
    {
      source: 'doc 2 §5 the contact form',
      name: 'a request the form finds fault with is never sent',
      check: ({ calls }) => {
        const sent = calls.filter((c) => c.id === 'sendHelpDeskEmail');
        if (sent.length === 0) return undefined;
        const faulty = sent.find(
          (c) => Object.keys(contactRequestMessages(c.input as HelpDeskRequest)).length > 0,
        );
        return faulty ? `sent ${JSON.stringify(faulty.input)}` : null;
      },
    },
  ],
};

const contextsOf = (run: { reached: Array<{ context: unknown }> }) =>
  run.reached.map((r) => r.context as ContactUsContext);

describe('Contact Us machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('contact us', [model]);
    expect(result.record.paths.length).toBeGreaterThan(5);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });

  it('opens with the e-mail of the lead and checks a changed field when it is left', async () => {
    const run = await replay(model, [opened, openOnStatus, typeBadEmail, leaveEmail]);
    const [, open, typed, left] = contextsOf(run);
    expect(open?.draft).toEqual({ email: facts.email, contentBody: '', screenshot: null });
    expect(typed?.messages).toEqual({});
    expect(left?.messages).toEqual({ email: CONTACT_EMAIL_MESSAGE });
  });

  it('refuses Send without a request: its message shows and nothing is sent', async () => {
    const run = await replay(model, [opened, openOnStatus, send, typeRequest]);
    const contexts = contextsOf(run);
    expect(run.reached[2]?.value).toEqual({ open: 'editing' });
    expect(contexts[2]?.messages).toEqual({ contentBody: CONTENT_REQUIRED_MESSAGE });
    expect(run.calls.some((c) => c.id === 'sendHelpDeskEmail')).toBe(false);
    // Once Send was pressed, a corrected field loses its message at once.
    expect(contexts[3]?.messages).toEqual({});
  });

  it('shows the field a refusal names under it, beside the failure message, until it changes', async () => {
    const run = await replay(model, [
      opened,
      openOnStatus,
      typeRequest,
      send,
      emailRefused,
      typeBadEmail,
    ]);
    const contexts = contextsOf(run);
    expect(contexts[4]?.serverErrors).toEqual({ email: REFUSED_EMAIL });
    expect(contexts[4]?.error).toBe(CONTACT_SUBMIT_FAILED);
    expect(contexts[5]?.serverErrors).toEqual({});
  });

  it('sends the request trimmed, with the country, store name and page', async () => {
    const run = await replay(model, [
      opened,
      openOnStatus,
      {
        type: 'contact.change',
        values: { contentBody: `  ${request.contentBody}\n` },
      } as EventObject,
      send,
    ]);
    expect(run.calls.at(-1)).toMatchObject({
      id: 'sendHelpDeskEmail',
      input: { ...request, country: 'AU', storeName: 'Analytical Engines', currentPage: '/status' },
    });
  });

  it('the failure message is the seed text, word for word', () => {
    expect(CONTACT_SUBMIT_FAILED).toEqual({ id: 'help.contact.submitFailed' });
    const en = JSON.parse(
      readFileSync(new URL('../../locales/en/help.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    expect(en['help.contact.submitFailed']).toBe(
      'Something went wrong. We are investigating. Try refreshing the page.',
    );
  });
});
