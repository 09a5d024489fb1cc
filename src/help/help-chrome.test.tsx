/**
 * The support pieces on the status page over the real HTTP client: the footer (year, brand,
 * links), the '?' FAQ modal, and the Contact Us link or the technical support link by the rule of
 * doc 1 §6 (flags, sales band, account manager).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render';

const forms = Object.fromEntries(
  Object.keys(emptyFormCompletedState()).map((flag) => [flag, true]),
) as ReturnType<typeof emptyFormCompletedState>;

function serve(
  totalAnnualSales: string,
  opportunityOwnerEmail = '',
  flags = DEFAULT_FEATURE_FLAGS,
) {
  installFakeServer({
    'GET /user-state': {
      body: { userState: 'POST_LEAD', formCompletedState: forms, email: 'ada@shop.example' },
    },
    'GET /api/status': { status: 500, body: { error: 'down' } },
    'GET /api/flags': { body: flags },
    'GET /api/restore': {
      body: {
        email: 'ada@shop.example',
        lead: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          registeredCountry: 'AU',
          storeName: 'Engines',
        },
        companyInformation: { registeredCountry: 'AU' },
        storeDetails: { storeName: 'Engines', totalAnnualSales, platform: 'Shopify' },
        merchantAccount: { opportunityOwnerEmail },
      },
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('support on the status page', () => {
  it('the footer shows the year, the brand and its links', async () => {
    serve('$0-$100K');
    renderApp('/status');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Quartet`);
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('a small merchant gets Contact us, which opens Merchant Support', async () => {
    serve('$0-$100K');
    renderApp('/status');
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(await within(footer).findByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Merchant Support' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('a larger merchant without an account manager gets the technical support link', async () => {
    serve('$1M-$2.5M');
    renderApp('/status');
    const footer = await screen.findByRole('contentinfo');
    expect(
      await within(footer).findByRole('link', { name: 'Technical support' }),
    ).toBeInTheDocument();
    expect(within(footer).queryByRole('button', { name: 'Contact us' })).toBeNull();
  });

  it('the ? button opens the FAQ with the stated claims and the support link', async () => {
    serve('$1M-$2.5M', 'manager@provider.example');
    renderApp('/status');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Frequently asked questions' }),
    );
    const faq = await screen.findByRole('dialog', { name: 'Frequently asked questions' });
    expect(faq).toHaveTextContent('Compliance review takes 2-3 business days.');
    expect(await within(faq).findByRole('button', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('is not shown outside the onboarding and status pages', async () => {
    installFakeServer({
      'GET /user-state': { body: { userState: 'LOGGED_OUT', formCompletedState: forms } },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Frequently asked questions' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
