/**
 * doc 1 §2: once the registered country is known and the cash-app theme flag is on, the country
 * query parameter is rewritten with a replace navigation; with the flag off it is left alone.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render';

afterEach(() => vi.unstubAllGlobals());

function server(themeFlag: boolean) {
  installFakeServer({
    'GET /user-state': {
      body: {
        userState: 'WAIT_FOR_EMAIL',
        formCompletedState: emptyFormCompletedState(),
        email: 'ana@shop.example',
        registeredCountry: 'AU',
      },
    },
    'GET /api/flags': {
      body: { ...DEFAULT_FEATURE_FLAGS, merchantPortalCashAppProviderTheme: themeFlag },
    },
  });
}

describe('country query rewrite', () => {
  it('sets country to the registered country, replacing the entry, while the theme flag is on', async () => {
    server(true);
    const { router, flags } = renderApp('/check-email?country=nz&utm_source=x');
    await waitFor(() => expect(flags.getSnapshot().status).toBe('done'));
    await waitFor(() => expect(router.state.location.search).toBe('?country=AU&utm_source=x'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the query alone while the flag is off', async () => {
    server(false);
    const { router, flags, session } = renderApp('/check-email?country=nz');
    await waitFor(() => expect(flags.getSnapshot().status).toBe('done'));
    await waitFor(() => expect(session.getSnapshot().context.registeredCountry).toBe('AU'));
    expect(router.state.location.search).toBe('?country=nz');
  });
});
