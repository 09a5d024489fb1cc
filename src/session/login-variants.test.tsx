/**
 * The login variants (doc 1 §2) and the flags the login page reads (doc 1 §1, §6): each variant
 * renders its layout, is kept for the browser and reported; the Australian claims follow their
 * flag.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_VARIANTS,
  loginVariantOf,
  type LoginVariant,
} from '../../domain/experiments/login-experiment';
import { MARKETING_CLAIMS } from '../../domain/experiments/marketing-claims';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { PROSPECT_CLIENT_ID_KEY } from '../app/storage-keys';
import { installFakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { LOGIN_PROMPT } from './login-screen';
import { english as sayEnglish } from '../../test/i18n/say-in';

/** A prospect client id that the assignment puts in `variant`. */
export function clientIdFor(variant: LoginVariant): string {
  for (let i = 0; ; i += 1) if (loginVariantOf(`client-${i}`) === variant) return `client-${i}`;
}

function server(flags: Partial<typeof DEFAULT_FEATURE_FLAGS> = {}) {
  return installFakeServer({
    'GET /user-state': {
      body: { userState: 'LOGGED_OUT', formCompletedState: emptyFormCompletedState() },
    },
    'GET /api/flags': { body: { ...DEFAULT_FEATURE_FLAGS, ...flags } },
  });
}

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('login variants', () => {
  it.each(LOGIN_VARIANTS)('%s renders its layout and is reported', async (variant) => {
    localStorage.setItem(PROSPECT_CLIENT_ID_KEY, clientIdFor(variant));
    server();
    renderApp('/?country=CA');
    await screen.findByText(sayEnglish(LOGIN_PROMPT));
    expect(screen.getByTestId('login-layout')).toHaveAttribute('data-variant', variant);
    const side = screen.queryByTestId('marketing-column');
    const claims = screen.getByTestId('marketing-claims');
    const form = screen.getByTestId('login-form-column');
    if (variant === 'Control') {
      expect(side).toContainElement(claims);
      expect(within(side!).getByTestId('login-hero')).toBeInTheDocument();
    } else if (variant === 'ValueProps') {
      expect(form).toContainElement(claims);
      expect(side).not.toContainElement(claims);
    } else {
      expect(side).toBeNull();
      expect(form).toContainElement(claims);
    }
    expect(window.dataLayer).toContainEqual({
      event: 'experiment_viewed',
      experiment: 'login',
      variant,
    });
  });

  it('gives a first visit a client id and keeps its variant', async () => {
    server();
    renderApp('/');
    await screen.findByText(sayEnglish(LOGIN_PROMPT));
    const id = localStorage.getItem(PROSPECT_CLIENT_ID_KEY);
    expect(id).toBeTruthy();
    expect(screen.getByTestId('login-layout')).toHaveAttribute('data-variant', loginVariantOf(id!));
  });
});

describe('claims and the Australian registration updates flag', () => {
  it('shows the Australian claims to an Australian visit while the flag is on', async () => {
    localStorage.setItem(PROSPECT_CLIENT_ID_KEY, clientIdFor('Control'));
    server({ merchantPortalReleaseAuRegistrationUpdates: true });
    renderApp('/?country=AU');
    for (const claim of MARKETING_CLAIMS.australian.claims) {
      expect(await screen.findByText(sayEnglish(claim))).toBeInTheDocument();
    }
  });

  it('shows the standard claims to that visit when the flag is off', async () => {
    localStorage.setItem(PROSPECT_CLIENT_ID_KEY, clientIdFor('Control'));
    server({ merchantPortalReleaseAuRegistrationUpdates: false });
    renderApp('/?country=AU');
    await waitFor(() =>
      expect(screen.getByTestId('marketing-claims')).toHaveAttribute('data-claim-set', 'standard'),
    );
    for (const claim of MARKETING_CLAIMS.standard.claims) {
      expect(screen.getByText(sayEnglish(claim))).toBeInTheDocument();
    }
    expect(screen.queryByText(sayEnglish(MARKETING_CLAIMS.australian.claims[0]))).toBeNull();
  });

  it('shows the payment-app claims for the cash-app product', async () => {
    localStorage.setItem(PROSPECT_CLIENT_ID_KEY, clientIdFor('Control'));
    server();
    renderApp('/?country=US', 'cashApp');
    for (const claim of MARKETING_CLAIMS.paymentApp.claims) {
      expect(await screen.findByText(sayEnglish(claim))).toBeInTheDocument();
    }
  });
});
