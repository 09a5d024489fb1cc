import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { assetUrl } from '../app/brand-theme';
import { installFakeServer } from '../testing/fake-server';
import type { FakeHandler } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { CUSTOMER_LOGIN_TEXT, LOGIN_PROMPT } from './login-screen';
import { english as sayEnglish } from '../../test/i18n/say-in';
import { NETWORK_ERROR_MESSAGE } from '../../domain/errors/plain-failure';

const loggedOut = {
  body: { userState: 'LOGGED_OUT', formCompletedState: emptyFormCompletedState() },
};

function server(
  checkEmail: FakeHandler = () => ({ body: { userState: 'PRE_LEAD', email: 'ana@shop.example' } }),
) {
  return installFakeServer({
    'GET /user-state': loggedOut,
    'POST /check-captcha-token': { body: { success: true } },
    'POST /check-email': checkEmail,
  });
}

async function solveCaptcha() {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('captcha not shown yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'pow-payload' } }));
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login screen', () => {
  it('shows the logo once, the prompt, the e-mail field and the customer login link', async () => {
    server();
    renderApp('/');
    expect(await screen.findByText(sayEnglish(LOGIN_PROMPT))).toBeInTheDocument();
    // The header carries the logo; the page does not repeat it.
    const logos = screen
      .getAllByRole('img')
      .filter((img) => img.getAttribute('src') === assetUrl('brands/quartet-logo.svg'));
    expect(logos).toHaveLength(1);
    expect(screen.getByLabelText(/Email address/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: sayEnglish(CUSTOMER_LOGIN_TEXT) });
    expect(link).toHaveAttribute('href', 'https://www.quartet.example/customer-login');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps Continue disabled while the e-mail is empty or the captcha unsolved (doc 2 §2)', async () => {
    const { requests } = server();
    renderApp('/');
    const email = await screen.findByLabelText(/Email address/);
    expect(continueButton()).toBeDisabled();
    await userEvent.type(email, 'ana@shop.example');
    expect(continueButton()).toBeDisabled();
    await userEvent.clear(email);
    await solveCaptcha();
    await waitFor(() => expect(requests.some((r) => r.path === '/check-captcha-token')).toBe(true));
    expect(continueButton()).toBeDisabled();
    await userEvent.type(email, '   ');
    expect(continueButton()).toBeDisabled();
    await userEvent.type(email, 'ana@shop.example');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(requests.find((r) => r.path === '/check-captcha-token')?.body).toEqual({
      token: 'pow-payload',
    });
  });

  it('sends the e-mail trimmed and lowercased, then shows the lead form', async () => {
    const { requests } = server();
    renderApp('/');
    await userEvent.type(await screen.findByLabelText(/Email address/), '  Ana@Shop.EXAMPLE ');
    await solveCaptcha();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Tell us about your business' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(requests.find((r) => r.path === '/check-email')?.body).toEqual({
      email: 'ana@shop.example',
    });
    // The heading shows with the page's code; the signed-in e-mail with the lead's form.
    expect(await screen.findByText('ana@shop.example')).toBeInTheDocument();
  });

  it.each<[string, FakeHandler | null, string, string]>([
    ['an invalid format', null, 'ana@shop', 'Invalid email address'],
    [
      'a server validation error',
      () => ({
        status: 400,
        body: {
          validation_errors: {
            lead: { email: { code: 'InvalidEmail', error: 'Must be a valid email' } },
          },
        },
      }),
      'ana@shop.example',
      'Must be a valid email',
    ],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'ana@shop.example',
      sayEnglish(NETWORK_ERROR_MESSAGE),
    ],
  ])('shows %s under the field (doc 2 §8)', async (_case, checkEmail, typed, message) => {
    const { requests } = server(checkEmail ?? undefined);
    renderApp('/');
    await userEvent.type(await screen.findByLabelText(/Email address/), typed);
    await solveCaptcha();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    fireEvent.submit(continueButton().closest('form') as HTMLFormElement);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.path === '/check-email')).toBe(checkEmail !== null);
  });

  it('prefills a valid email query parameter', async () => {
    server();
    renderApp('/?email=Ana%40Shop.example');
    expect(await screen.findByLabelText(/Email address/)).toHaveValue('ana@shop.example');
  });

  it('ignores an invalid email query parameter', async () => {
    server();
    renderApp('/?email=not-an-address');
    expect(await screen.findByLabelText(/Email address/)).toHaveValue('');
  });
});
