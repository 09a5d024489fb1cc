import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import type { UserState } from '../../domain/session/user-state';
import { installFakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { english as sayEnglish } from '../../test/i18n/say-in';
import { BLOCK_COPY } from './block-copy';

afterEach(() => vi.unstubAllGlobals());

const session = (userState: UserState) => ({
  'GET /user-state': {
    body: { userState, formCompletedState: emptyFormCompletedState(), email: 'ana@shop.example' },
  },
  'POST /logout': { body: { ok: true } },
});

describe('block pages: each user state lands on its page with its text (doc 1 §2)', () => {
  it.each<[UserState, string, keyof typeof BLOCK_COPY]>([
    ['THANK_YOU', '/thank-you', 'thankYou'],
    ['INVALID_COUNTRY', '/invalid-country', 'invalidCountry'],
    ['AGENCY', '/agency', 'agency'],
    ['WRONG_ACCOUNT', '/wrong-email', 'wrongEmail'],
    ['MAINTENANCE_MODE', '/maintenance', 'maintenance'],
    ['SQUARE_ONLY', '/square', 'square'],
    ['SQUARE_AND_MOP', '/square', 'square'],
    ['SQUARESPACE', '/squarespace', 'squarespace'],
    ['MAROPOST', '/maropost', 'maropost'],
  ])('%s → %s', async (userState, path, copy) => {
    installFakeServer(session(userState));
    const { router } = renderApp('/?utm_source=mail');
    expect(
      await screen.findByRole('heading', { name: sayEnglish(BLOCK_COPY[copy].heading) }),
    ).toBeVisible();
    expect(screen.getByText(sayEnglish(BLOCK_COPY[copy].body))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.location.search).toBe('?utm_source=mail');
  });

  it("the invalid-country page says 'Country is invalid.' and to contact the sales representative", async () => {
    installFakeServer(session('INVALID_COUNTRY'));
    renderApp('/invalid-country');
    expect(await screen.findByText('Country is invalid.')).toBeInTheDocument();
    expect(screen.getByText(/contact your sales representative/)).toBeInTheDocument();
  });

  it('the agency page tells to log in to the original payment provider or use a different e-mail', async () => {
    installFakeServer(session('AGENCY'));
    renderApp('/agency');
    expect(await screen.findByText(/log in to your original payment provider/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
  });

  it('/wrong-account shows the wrong-account page too', async () => {
    installFakeServer(session('WRONG_ACCOUNT'));
    const { router } = renderApp('/wrong-account');
    expect(
      await screen.findByRole('heading', { name: sayEnglish(BLOCK_COPY.wrongEmail.heading) }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/wrong-account');
  });

  it('unknown paths show the not-found page, /401 the unauthorized page', async () => {
    installFakeServer(session('LOGGED_OUT'));
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: sayEnglish(BLOCK_COPY.notFound.heading) }),
    ).toBeVisible();
  });

  it('/401 shows the unauthorized page', async () => {
    installFakeServer(session('LOGGED_OUT'));
    renderApp('/401');
    expect(
      await screen.findByRole('heading', { name: sayEnglish(BLOCK_COPY.unauthorized.heading) }),
    ).toBeVisible();
  });

  it('/logout ends the session and shows the login', async () => {
    const { requests } = installFakeServer(session('PRE_LEAD'));
    const { router } = renderApp('/logout');
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/logout')).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a platform page leads to the platform’s store login with this brand’s app id', async () => {
    installFakeServer({
      ...session('SQUARESPACE'),
      'GET /user-state': {
        body: {
          userState: 'SQUARESPACE',
          formCompletedState: emptyFormCompletedState(),
          email: 'ana@shop.example',
          platformAppIds: { provider: 'qt-app-7', uk: '', cashApp: '' },
        },
      },
    });
    renderApp('/');
    const login = await screen.findByRole('link', {
      name: sayEnglish(BLOCK_COPY.squarespace.login),
    });
    expect(login.getAttribute('href')).toContain(encodeURIComponent('/extensions/qt-app-7'));
    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
  });

  it('a platform page without a configured app id offers no broken link', async () => {
    installFakeServer(session('SQUARE_ONLY'));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: sayEnglish(BLOCK_COPY.square.heading) }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: sayEnglish(BLOCK_COPY.square.login) })).toBeNull();
  });

  it('the maintenance page asks again on Try again and follows the new state', async () => {
    let state: UserState = 'MAINTENANCE_MODE';
    installFakeServer({
      ...session('MAINTENANCE_MODE'),
      'GET /user-state': () => ({
        body: { userState: state, formCompletedState: emptyFormCompletedState() },
      }),
    });
    const { router } = renderApp('/');
    const retry = await screen.findByRole('button', {
      name: sayEnglish(BLOCK_COPY.maintenance.retry),
    });
    expect(router.state.location.pathname).toBe('/maintenance');
    state = 'THANK_YOU';
    await userEvent.click(retry);
    expect(
      await screen.findByRole('heading', { name: sayEnglish(BLOCK_COPY.thankYou.heading) }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/thank-you');
  });
});
