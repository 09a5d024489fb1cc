/**
 * The console's requests for changes against a stand-in for the server: a reviewer flags a field
 * with the keyboard and the mouse, sees what will be sent, sends it and sees it open; withdraws
 * an open request after confirming; a refusal keeps the draft; the history shows every request.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maskValue } from '../../domain/api/merchant-api';
import {
  OPEN_REQUEST,
  usCorporationInReview,
  usCorporationWithOpenRequest,
} from '../../test/data/ops-revision-applications';
import { Component as OpsRoute } from './ops-routes';
import { TestCatalogue } from '../testing/catalogue';

const ID = usCorporationInReview().id;
const PATH = `/api/ops/applications/${ID}`;

type Handler = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the console sees it: a table of handlers by method and path. */
function serve(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.clone().text();
      calls.push({
        method: input.method,
        path: url.pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      const handler = routes[`${input.method} ${url.pathname}`];
      return handler ? handler(input) : json({ error: 'Not found' }, 404);
    }),
  );
  return calls;
}

function renderApplication() {
  return render(
    // Mantine's test environment: jsdom measures no layout, so a combobox's list would stay hidden.
    <MantineProvider env="test">
      <TestCatalogue>
        <MemoryRouter initialEntries={[`/ops/applications/${ID}`]}>
          <Routes>
            <Route path="/ops/*" element={<OpsRoute />} />
          </Routes>
        </MemoryRouter>
      </TestCatalogue>
    </MantineProvider>,
  );
}

const EIN_LABEL = 'Company Information · Employer Identification Number (EIN)';

describe('requests for changes in the console', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('flags a field with its reason, shows what will be sent, sends it and shows it open', async () => {
    const calls = serve({
      'GET /api/ops/me': () => json({ email: 'priya.raman@example.com' }),
      [`GET ${PATH}`]: () => json(usCorporationInReview()),
      [`POST ${PATH}/revision`]: () => json(usCorporationWithOpenRequest()),
    });
    const user = userEvent.setup();
    renderApplication();

    expect(await screen.findByRole('heading', { name: 'Request changes' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send request for changes' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Nothing flagged yet.')).toBeInTheDocument();

    // The keyboard: the section's header opens with Enter, the field is flagged with Space.
    screen.getByRole('button', { name: 'Company Information' }).focus();
    await user.keyboard('{Enter}');
    const ein = await screen.findByRole('checkbox', {
      name: 'Employer Identification Number (EIN)',
    });
    ein.focus();
    await user.keyboard(' ');
    expect(ein).toBeChecked();
    expect(screen.getByText('1 flagged')).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(screen.getByText('Give every flagged item a reason.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: `Reason for ${EIN_LABEL}` }));
    const listbox = await screen.findByRole('listbox');
    const reasons = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(reasons).toEqual([
      'Name does not match the register',
      'Number does not match the register',
      'Other',
    ]);
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'Number does not match the register',
      }),
    );
    await user.click(screen.getByRole('textbox', { name: `Note to the merchant on ${EIN_LABEL}` }));
    await user.paste('Use the EIN on your IRS letter.');
    const days = screen.getByRole('textbox', { name: /Days the merchant has/ });
    await user.clear(days);
    await user.type(days, '21');

    const summary = screen.getByRole('region', { name: 'What will be sent' });
    expect(summary).toHaveTextContent('1 item; the merchant has 21 days from sending.');
    expect(summary).toHaveTextContent(
      `${EIN_LABEL}: Number does not match the register — “Use the EIN on your IRS letter.”`,
    );
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Request for changes sent: 1 item, due in 21 days. The merchant has been e-mailed.',
    );
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `${PATH}/revision`,
      body: {
        items: [
          {
            key: 'companyInformation.ein',
            reason: 'numberMismatch',
            note: 'Use the EIN on your IRS letter.',
          },
        ],
        deadlineDays: 21,
      },
    });
    expect(screen.getByText('A request for changes is open')).toBeInTheDocument();
    expect(screen.getByText('Answer due by 8 Dec 2026, 09:30 UTC.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request for changes' })).toBeNull();
  });

  it('asks for a note when the reason is Other', async () => {
    serve({
      'GET /api/ops/me': () => json({ email: 'priya.raman@example.com' }),
      [`GET ${PATH}`]: () => json(usCorporationInReview()),
    });
    const user = userEvent.setup();
    renderApplication();
    await user.click(await screen.findByRole('button', { name: 'Beneficial Owners · Owner 2' }));
    await user.click(await screen.findByRole('checkbox', { name: /Government ID \(front\)/ }));
    await user.click(
      screen.getByRole('combobox', {
        name: 'Reason for Beneficial Owners · Owner 2 · Government ID (front)',
      }),
    );
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Other' }),
    );
    expect(
      screen.getByText('Say what needs to change: a note is required with “Other”.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send request for changes' })).toBeDisabled();
  });

  it('keeps the draft under the refusal when the server refuses it', async () => {
    serve({
      'GET /api/ops/me': () => json({ email: 'priya.raman@example.com' }),
      [`GET ${PATH}`]: () => json(usCorporationInReview()),
      [`POST ${PATH}/revision`]: () =>
        json({ error: 'A request for changes is already open for this application.' }, 409),
    });
    const user = userEvent.setup();
    renderApplication();
    await user.click(await screen.findByRole('button', { name: 'Company Information' }));
    await user.click(
      await screen.findByRole('checkbox', { name: 'Employer Identification Number (EIN)' }),
    );
    await user.click(screen.getByRole('combobox', { name: `Reason for ${EIN_LABEL}` }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'Number does not match the register',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send request for changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A request for changes is already open for this application.',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Employer Identification Number (EIN)' }),
    ).toBeChecked();
  });

  it('withdraws the open request once confirmed', async () => {
    const calls = serve({
      'GET /api/ops/me': () => json({ email: 'priya.raman@example.com' }),
      [`GET ${PATH}`]: () => json(usCorporationWithOpenRequest()),
      [`POST ${PATH}/revision/withdraw`]: () =>
        json(
          usCorporationInReview({
            revisions: [{ ...OPEN_REQUEST, state: 'withdrawn', closedAs: 'withdrawn' }],
          }),
        ),
    });
    const user = userEvent.setup();
    renderApplication();
    expect(await screen.findByText('A request for changes is open')).toBeInTheDocument();
    const decisions = within(screen.getByLabelText('Decision'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(decisions).toEqual(['', 'INELIGIBLE']);
    expect(
      screen.getByText(/withdraw it before any decision other than Decline/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Owner 2 · Government ID \(front\): Document expired/),
    ).toHaveTextContent('(not changed yet)');

    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Request for changes withdrawn: the application is back in review.',
    );
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(`${PATH}/revision/withdraw`);
    expect(screen.getByRole('button', { name: 'Send request for changes' })).toBeDisabled();
  });

  it('shows every request in the history, with the merchant’s changes', async () => {
    serve({
      'GET /api/ops/me': () => json({ email: 'priya.raman@example.com' }),
      [`GET ${PATH}`]: () => json(usCorporationWithOpenRequest()),
    });
    const user = userEvent.setup();
    renderApplication();
    await user.click(await screen.findByRole('tab', { name: 'History' }));

    const requests = await screen.findAllByRole('article');
    expect(requests.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Request of 24 Nov 2026, 09:30 UTC',
      'Request of 2 Nov 2026, 14:05 UTC',
    ]);
    const [open, resolved] = requests as [HTMLElement, HTMLElement];
    expect(open).toHaveTextContent('Being fixed');
    expect(open).toHaveTextContent('84-2971365 → 84-2917365');
    expect(resolved).toHaveTextContent(
      'Resolved by priya.raman@example.com: 6 Nov 2026, 14:05 UTC',
    );
    expect(resolved).toHaveTextContent('Harbor Light Outfitters → Harbor Light Outfitters Inc.');
    expect(resolved).toHaveTextContent('Primary bank account · Confirm account number: changed');
    expect(resolved).not.toHaveTextContent(maskValue('4471902385'));
  });
});
