import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../domain/brands/brands';
import type { BrandId } from '../../domain/brands/brands';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { applyBrandHead, assetUrl } from './brand-theme';

afterEach(() => vi.unstubAllGlobals());

const forms = emptyFormCompletedState();

describe('brand', () => {
  it.each<[BrandId, string]>([
    ['provider', 'Quartet Merchant Portal'],
    ['uk', 'Clearfour Merchant Portal'],
    ['cashApp', 'Quartet Cash Merchant Portal'],
  ])('%s: title, favicon and header logo follow the brand', async (brandId, title) => {
    applyBrandHead(BRANDS[brandId]);
    expect(document.title).toBe(title);
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      assetUrl(BRANDS[brandId].faviconPath),
    );
    installFakeServer({
      'GET /user-state': { body: { userState: 'LOGGED_OUT', formCompletedState: forms } },
    });
    renderApp('/', brandId);
    expect(await screen.findByRole('img', { name: BRANDS[brandId].name })).toHaveAttribute(
      'src',
      assetUrl(BRANDS[brandId].logoPath),
    );
    // The page renders after the frame, in a render React may defer (address-bar.tsx).
    expect(await screen.findByRole('link', { name: /customer login/ })).toHaveAttribute(
      'href',
      BRANDS[brandId].customerLoginUrl,
    );
  });
});

describe('routing from the session', () => {
  it('a merchant past the lead form lands on the step the forms reach, keeping the query', async () => {
    installFakeServer({
      'GET /user-state': {
        body: {
          userState: 'POST_LEAD',
          formCompletedState: { ...forms, storeForm: true, companyInfoForm: true },
          email: 'ana@shop.example',
        },
      },
    });
    const { router } = renderApp('/?country=AU&ob=v1_su');
    expect(
      await screen.findByRole('heading', { name: 'Business Details' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/onboarding/store-details');
    expect(router.state.location.search).toBe('?country=AU');
  });

  it('shows Log out only when signed in, and it ends the session', async () => {
    const { requests } = installFakeServer({
      'GET /user-state': {
        body: { userState: 'PRE_LEAD', formCompletedState: forms, email: 'a@b.io' },
      },
      'POST /logout': { body: { ok: true } },
    });
    renderApp('/');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Tell us about your business' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Log out' }));
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
    expect(requests.some((r) => r.path === '/logout')).toBe(true);
  });

  it('a signed-out visitor asking for an inner page gets the login page', async () => {
    installFakeServer({
      'GET /user-state': { body: { userState: 'LOGGED_OUT', formCompletedState: forms } },
    });
    const { router } = renderApp('/onboarding/bank-info');
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a 401 on any call signs out to the login page (doc 2 §8)', async () => {
    localStorage.setItem('merchantPortal.email', 'ana@shop.example');
    const { requests } = installFakeServer({
      'GET /user-state': { body: { userState: 'PRE_LEAD', formCompletedState: forms } },
      'POST /api/resend-sign-in-link': { status: 401, body: { error: 'Unauthorized' } },
      'POST /logout': { body: { ok: true } },
    });
    const { session } = renderApp('/');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Tell us about your business' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    const { apiRequest } = await import('../api/http-client');
    await expect(apiRequest('/api/resend-sign-in-link', { method: 'post' })).rejects.toThrow(
      'Please re-authenticate.',
    );
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
    expect(session.getSnapshot().context.userState).toBe('LOGGED_OUT');
    expect(localStorage.getItem('merchantPortal.email')).toBeNull();
    expect(requests.filter((r) => r.path === '/logout')).toHaveLength(1);
  });
});
