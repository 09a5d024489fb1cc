/**
 * The console screens against a stand-in for the server (the console's only outside system):
 * sign-in, search, the masked application, a confirmed decision with its notice, a refusal.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  COMPLIANCE_TRANSITIONS,
  type ApplicationDetail,
  type ApplicationSummary,
} from '../../domain/api/back-office-api';
import { maskValue } from '../../domain/api/merchant-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { Component as OpsRoute } from './ops-routes';
import { TestCatalogue } from '../testing/catalogue';
import { setAnswerLanguage } from '../api/http-client';
import type { Language } from '../../domain/i18n/language';

const SUMMARY: ApplicationSummary = {
  id: '5f0c7e9e-0000-4000-8000-000000000001',
  email: 'shop@example.com',
  storeName: 'Acme',
  registeredCountry: 'AU',
  onboardingStatus: 'IN_REVIEW',
  onboardingGroup: 'Normal Merchant',
  createdAt: Date.UTC(2026, 0, 5),
};
const off = { requireId: false, requireCertifiedId: false };
const DETAIL: ApplicationDetail = {
  ...SUMMARY,
  mlsProspectRef: 'MP-ABCDEF123456',
  opportunityStage: 'Compliance Checks',
  opportunityOwnerEmail: '',
  ownerControls: [off, off, off, off, off],
  merchantId: '',
  secretKey: '',
  accountRequestPending: false,
  accountMark: null,
  contactEmails: [],
  administratorEmails: [],
  formCompletedState: emptyFormCompletedState(),
  cashPay: {
    cashPayEligible: false,
    cashPayOnboardingStatus: 'NONE',
    cashPayIntegrationComplete: false,
    cashPayInvalidFee: false,
    cashPayForm: false,
    cashPayAgreementAccepted: false,
    customizeCashPayProfileComplete: false,
    cashPayChannel: false,
  },
  agreementAcceptances: [],
  allowedDecisions: COMPLIANCE_TRANSITIONS.IN_REVIEW,
  storeLocations: [
    { id: 'sl_1', label: 'Location 1', locationName: 'Acme 1', testTransactionRecorded: false },
  ],
  sections: { primaryBank: { bankAccountName: 'Acme Pty', account: maskValue('12345678') } },
  audit: [],
};

type Handler = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the console sees it: a table of handlers by method and path. */
function serve(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  const fetch = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.clone().text();
    calls.push({ method: input.method, url, body: text ? JSON.parse(text) : undefined });
    const handler = routes[`${input.method} ${url.pathname}`];
    return handler ? handler(input) : json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderConsole(path = '/ops', language: Language = 'en') {
  return render(
    <MantineProvider>
      <TestCatalogue language={language}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/ops/*" element={<OpsRoute />} />
          </Routes>
        </MemoryRouter>
      </TestCatalogue>
    </MantineProvider>,
  );
}

describe('operations console screens', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('signs in, then lists and searches applications', async () => {
    let signedIn = false;
    const calls = serve({
      'GET /api/ops/me': () =>
        signedIn
          ? json({ email: 'ops@example.com' })
          : json({ error: 'Please sign in to the operations console.' }, 401),
      'POST /api/ops/login': async (request) => {
        const body = (await request.json()) as { password: string };
        if (body.password !== 'correct horse battery staple') {
          return json({ error: 'The e-mail address or password is not right.' }, 401);
        }
        signedIn = true;
        return json({ email: 'ops@example.com' });
      },
      'GET /api/ops/applications': () =>
        json({ items: [SUMMARY], total: 1, page: 1, pageSize: 20 }),
    });
    const user = userEvent.setup();
    renderConsole();

    await user.type(await screen.findByLabelText(/E-mail address/), 'ops@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is not right.',
    );

    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      `/ops/applications/${SUMMARY.id}`,
    );
    expect(screen.getByText('Signed in as ops@example.com')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail or store name'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?page=1&pageSize=20&q=acme'));
    await user.selectOptions(screen.getByLabelText('Status'), 'REQUIRES_ATTENTION');
    await waitFor(() =>
      expect(calls.at(-1)?.url.searchParams.get('status')).toBe('REQUIRES_ATTENTION'),
    );
  });

  it('shows an application masked, offers only the allowed decisions, and records one after confirmation', async () => {
    const calls = serve({
      'GET /api/ops/me': () => json({ email: 'ops@example.com' }),
      [`GET /api/ops/applications/${SUMMARY.id}`]: () => json(DETAIL),
      [`POST /api/ops/applications/${SUMMARY.id}/compliance`]: () =>
        json({
          ...DETAIL,
          onboardingStatus: 'READY_TO_INSTALL',
          allowedDecisions: COMPLIANCE_TRANSITIONS.READY_TO_INSTALL,
          merchantId: 'MER-1',
          secretKey: maskValue('sk_abcdefgh'),
        }),
    });
    const user = userEvent.setup();
    renderConsole(`/ops/applications/${SUMMARY.id}`);

    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    const options = within(screen.getByLabelText('Decision'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', ...COMPLIANCE_TRANSITIONS.IN_REVIEW]);

    await user.click(screen.getByRole('tab', { name: 'Answers' }));
    expect(await screen.findByText(maskValue('12345678'))).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('12345678');

    await user.click(screen.getByRole('tab', { name: 'Decisions' }));
    await user.selectOptions(screen.getByLabelText('Decision'), 'READY_TO_INSTALL');
    await user.type(screen.getByLabelText(/Note to the merchant/), 'Welcome aboard');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Move Acme from IN_REVIEW to READY_TO_INSTALL? The merchant will be e-mailed.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Decision recorded: Approve: ready to install. The merchant has been e-mailed.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'READY_TO_INSTALL',
      note: 'Welcome aboard',
    });
    expect(screen.getByText('Merchant ID: MER-1')).toBeInTheDocument();
  });

  it('shows the server refusal as an error notice', async () => {
    serve({
      'GET /api/ops/me': () => json({ email: 'ops@example.com' }),
      [`GET /api/ops/applications/${SUMMARY.id}`]: () => json(DETAIL),
      [`POST /api/ops/applications/${SUMMARY.id}/store-locations/sl_1/test-transaction`]: () =>
        json({ error: 'This merchant has no store location with that id.' }, 404),
    });
    const user = userEvent.setup();
    renderConsole(`/ops/applications/${SUMMARY.id}`);
    await user.click(
      await screen.findByRole('button', { name: 'Record test transaction at Location 1' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This merchant has no store location with that id.',
    );
  });

  it('speaks English to the staff on a visit shown in French, and asks the server for English', async () => {
    const languages: Array<string | null> = [];
    serve({
      'GET /api/ops/me': (request) => {
        languages.push(request.headers.get('accept-language'));
        return json({ error: 'Please sign in to the operations console.' }, 401);
      },
    });
    // What the app's language sets for a visit shown in French.
    setAnswerLanguage('fr-CA');
    onTestFinished(() => setAnswerLanguage('en'));
    const user = userEvent.setup();
    // The English words load the first time the console opens on a visit in French: the render
    // waits for them (React resumes a suspended render only in an awaited act).
    await act(async () => {
      renderConsole('/ops', 'fr-CA');
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Value Required')).toHaveLength(2);
    expect(screen.queryByText('Valeur requise')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Operations console' }).closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    expect(languages).toEqual(['en']);
  });

  it('goes back to sign-in when the console session has ended', async () => {
    let signedIn = true;
    serve({
      'GET /api/ops/me': () =>
        signedIn ? json({ email: 'ops@example.com' }) : json({ error: 'x' }, 401),
      'GET /api/ops/applications': () => {
        signedIn = false;
        return json({ error: 'Please sign in to the operations console.' }, 401);
      },
    });
    renderConsole();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('flips the maintenance switch and sets a journey stop on an application', async () => {
    let on = false;
    let mark: string | null = null;
    const calls = serve({
      'GET /api/ops/me': () => json({ email: 'ops@example.com' }),
      'GET /api/ops/maintenance': () => json({ on, changedBy: 'default', changedAt: null }),
      'POST /api/ops/maintenance': async (request) => {
        on = ((await request.json()) as { on: boolean }).on;
        return json({ on, changedBy: 'ops:ops@example.com', changedAt: 1 });
      },
      [`GET /api/ops/applications/${DETAIL.id}`]: () => json({ ...DETAIL, accountMark: mark }),
      [`POST /api/ops/applications/${DETAIL.id}/contacts`]: async (request) => {
        const body = (await request.json()) as {
          contactEmails: string[];
          administratorEmails: string[];
        };
        return json({ ...DETAIL, accountMark: mark, ...body });
      },
      [`POST /api/ops/applications/${DETAIL.id}/account-mark`]: async (request) => {
        mark = ((await request.json()) as { accountMark: string | null }).accountMark;
        return json({ ...DETAIL, accountMark: mark });
      },
    });
    const user = userEvent.setup();
    renderConsole(`/ops/applications/${DETAIL.id}`);

    expect(await screen.findByText('Portal open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start maintenance' }));
    expect(await screen.findByText('Maintenance on')).toBeInTheDocument();
    expect(on).toBe(true);
    await user.click(screen.getByRole('button', { name: 'End maintenance' }));
    expect(await screen.findByText('Portal open')).toBeInTheDocument();
    expect(on).toBe(false);

    await user.selectOptions(await screen.findByLabelText('Stop the merchant on'), 'AGENCY');
    await user.click(screen.getByRole('button', { name: 'Save journey stop' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Journey stopped: Onboarded/);
    expect(mark).toBe('AGENCY');
    expect(calls.filter((c) => c.url.pathname.endsWith('/account-mark')).at(-1)?.body).toEqual({
      accountMark: 'AGENCY',
    });

    await user.type(
      screen.getByLabelText('Contact e-mails'),
      'finance@shop.example\nops@shop.example',
    );
    // Each contact gets a role; a new one is a plain contact (decision 0258).
    expect(screen.getByLabelText('Role of finance@shop.example')).toHaveValue('contact');
    await user.selectOptions(screen.getByLabelText('Role of ops@shop.example'), 'administrator');
    await user.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Contacts saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/contacts')).at(-1)?.body).toEqual({
      contactEmails: ['finance@shop.example', 'ops@shop.example'],
      administratorEmails: ['ops@shop.example'],
    });
    expect(screen.getByLabelText('Role of ops@shop.example')).toHaveValue('administrator');
  });
});
