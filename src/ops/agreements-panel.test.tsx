/**
 * The console's merchant agreements against a stand-in for the server (the console's only
 * outside system): the current version of the chosen combination, a new version published, and
 * a refusal shown as the server words it.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AGREEMENT_TEXT_REFUSED,
  type AdminAgreementDocument,
} from '../../domain/api/agreement-api';
import { Component as OpsRoute } from './ops-routes';
import { TestCatalogue } from '../testing/catalogue';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CURRENT: AdminAgreementDocument = {
  country: 'US',
  industry: 'Pets',
  product: 'cashApp',
  version: 1,
  title: 'Quartet Cash Merchant Agreement and Privacy Policy: United States',
  body: 'Default text.',
  publishedAt: Date.UTC(2026, 0, 5),
  publishedBy: 'system',
};

describe('console merchant agreements', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current version of the chosen combination and publishes the next', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        const text = await request.clone().text();
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
        calls.push({ path, body });
        if (path === '/api/ops/me') return json({ email: 'ops@example.com' });
        if (path === '/admin/generate-agreement') return json(CURRENT);
        if (path === '/admin/update-agreement') {
          if (body?.body === '') return json({ error: 'Give the agreement a text.' }, 400);
          return json({ ...CURRENT, ...body, version: 2, publishedBy: 'ops:ops@example.com' }, 201);
        }
        return json({ error: 'Not found' }, 404);
      }),
    );
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <TestCatalogue>
          <MemoryRouter initialEntries={['/ops']}>
            <Routes>
              <Route path="/ops/*" element={<OpsRoute />} />
            </Routes>
          </MemoryRouter>
        </TestCatalogue>
      </MantineProvider>,
    );

    await user.click(await screen.findByRole('link', { name: 'Merchant agreements' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Pets');
    expect(screen.getByText('Product: Quartet Cash')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show current version' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Version 1 is current.');
    expect(calls.find((c) => c.path === '/admin/generate-agreement')?.body).toEqual({
      country: 'US',
      industry: 'Pets',
      product: 'cashApp',
    });
    expect(screen.getByLabelText('Title')).toHaveValue(CURRENT.title);

    const text = screen.getByLabelText(/Agreement text/);
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Publish as version 2' }));
    // A blank text is refused with the server's own words, without a call.
    expect(await screen.findByRole('alert')).toHaveTextContent(AGREEMENT_TEXT_REFUSED);
    expect(calls.some((c) => c.path === '/admin/update-agreement')).toBe(false);

    await user.type(text, 'New terms.');
    await user.click(screen.getByRole('button', { name: 'Publish as version 2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Version 2 published.');
    expect(calls.filter((c) => c.path === '/admin/update-agreement').at(-1)?.body).toEqual({
      country: 'US',
      industry: 'Pets',
      product: 'cashApp',
      title: CURRENT.title,
      body: 'New terms.',
    });
    expect(screen.getByRole('button', { name: 'Publish as version 3' })).toBeInTheDocument();
  });
});
