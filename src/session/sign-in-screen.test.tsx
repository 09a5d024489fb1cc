import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render';

const forms = emptyFormCompletedState();

beforeEach(() => {
  window.history.replaceState(null, '', '/app/sign-in#token=mailed-token&ol_src=vel');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('sign-in link page', () => {
  it('spends the token only when Continue is pressed, then opens the application', async () => {
    const { requests } = installFakeServer({
      'GET /user-state': { body: { userState: 'WAIT_FOR_EMAIL', formCompletedState: forms } },
      'POST /sign-in-link': {
        body: {
          userState: 'POST_LEAD',
          formCompletedState: { ...forms, storeForm: true },
          email: 'ana@shop.example',
        },
      },
    });
    const { router } = renderApp('/sign-in');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your application' }),
    ).toBeVisible();
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(requests.some((r) => r.path === '/sign-in-link')).toBe(false);
    expect(window.location.hash).toBe('');
    await userEvent.click(continueButton);
    expect(await screen.findByRole('heading', { name: 'Business Details' })).toBeVisible();
    expect(requests.find((r) => r.path === '/sign-in-link')?.body).toEqual({
      token: 'mailed-token',
    });
    expect(router.state.location.pathname).toBe('/onboarding/company-information');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it.each([
    ['expired', 'This sign-in link has expired.'],
    ['used', 'This sign-in link has already been used.'],
    ['invalid', 'This sign-in link is not valid.'],
  ])('a %s link shows the server text and offers a new link', async (reason, error) => {
    installFakeServer({
      'GET /user-state': { body: { userState: 'LOGGED_OUT', formCompletedState: forms } },
      'POST /sign-in-link': { status: 400, body: { reason, error } },
      'POST /logout': { body: { ok: true } },
    });
    renderApp('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(error)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
  });

  it("'Request a new link' brings the link's e-mail back to the login field", async () => {
    installFakeServer({
      'GET /user-state': {
        body: { userState: 'WAIT_FOR_EMAIL', formCompletedState: forms, email: 'ana@shop.example' },
      },
      'POST /sign-in-link': {
        status: 400,
        body: { reason: 'expired', error: 'This sign-in link has expired.' },
      },
      'POST /logout': { body: { ok: true } },
    });
    renderApp('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByLabelText(/Email address/)).toHaveValue('ana@shop.example');
  });
});
