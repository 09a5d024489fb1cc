/**
 * The lead pages over the app's real routes, HTTP client, session and lead machines, with the
 * portal's API answered at the fetch boundary.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer, type FakeHandler } from '../testing/fake-server';
import { recordErrorToasts } from '../testing/error-toasts';
import { renderApp } from '../testing/render';
import { SERVER_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import type { ToastRequest } from '../api/error-toast';

/** doc 1 §2: the privacy-policy notice shown for the UK, word for word. */
const UK_PRIVACY_NOTICE =
  'We use the details you give us to assess your application and to contact you about it, as set out in our privacy policy. You can ask us to access or delete your data at any time.';

const forms = emptyFormCompletedState();
const EMAIL = 'ada@shop.example';

function serve(signup: FakeHandler) {
  return installFakeServer({
    'GET /user-state': { body: { userState: 'PRE_LEAD', formCompletedState: forms, email: EMAIL } },
    'POST /signup': signup,
    'POST /api/save': { body: { userState: 'POST_LEAD', formCompletedState: forms } },
    'GET /api/restore': { status: 404 },
    'GET /api/flags': { status: 404 },
  });
}

async function pick(user: UserEvent, label: string, option: string) {
  await user.selectOptions(
    screen.getByLabelText(new RegExp(`^${label}`), { selector: 'select' }),
    option,
  );
}

async function fillBusinessInfo(user: UserEvent, country = 'United States') {
  await pick(user, 'Country of registration', country);
  await user.type(screen.getByRole('textbox', { name: 'Store name' }), 'Acme');
  await pick(user, 'Industry', 'Clothing');
}

async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** The error toasts the app shows, as the toast host receives them. */
let toasts: ToastRequest[] = [];
let stopToasts = () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  ({ toasts, stop: stopToasts } = recordErrorToasts());
});
afterEach(() => {
  stopToasts();
  vi.unstubAllGlobals();
});

describe('the lead form pages', () => {
  it('checks the visible inputs of the page before advancing and shows the messages under them', async () => {
    serve(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/lead');
    await screen.findByRole('heading', { name: 'About your business' });
    await next(user);
    const storeName = screen.getByRole('textbox', { name: 'Store name' });
    expect(storeName).toHaveAccessibleDescription('Value Required');
    expect(screen.getByRole('heading', { name: 'About your business' })).toBeInTheDocument();
    // Once checked, a field is checked again as it changes: fixed, its message goes at once.
    await user.type(storeName, 'Acme');
    expect(storeName).not.toHaveAccessibleDescription('Value Required');
    await user.clear(storeName);
    expect(storeName).toHaveAccessibleDescription('Value Required');
  });

  it('walks the pages with Back and Next, signs up with the session e-mail, saves, and moves on', async () => {
    const { requests } = serve(() => ({
      body: { userState: 'POST_LEAD', formCompletedState: forms, mlsProspectRef: 'MP-1' },
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/lead?utm_source=newsletter');
    await screen.findByRole('heading', { name: 'About your business' });
    await fillBusinessInfo(user);
    await next(user);

    await screen.findByRole('heading', { name: 'How you sell' });
    expect(
      screen.getByLabelText(/^Where do you sell\?/, { selector: 'select' }),
    ).toBeInTheDocument();
    await pick(user, 'E-commerce platform', 'Shopify');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Are you a franchisee?' })).getByLabelText(
        'No',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Store name' })).toHaveValue('Acme');
    await next(user);
    await next(user);

    await screen.findByRole('heading', { name: 'The size of your business' });
    await pick(user, 'Total annual sales', 'Under $100,000');
    await next(user);

    await screen.findByRole('heading', { name: 'Your contact details' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.queryByText(UK_PRIVACY_NOTICE)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+1 415 867 5309');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/company-information'),
    );
    const signup = requests.find((r) => r.path === '/signup');
    expect(signup?.body).toMatchObject({
      data: {
        email: EMAIL,
        storeName: 'Acme',
        industry: 'Clothing',
        registeredCountry: 'US',
        platform: 'Shopify',
        franchisee: 'No',
        utmSource: 'newsletter',
        leadSource: 'Inbound - Self Serve',
      },
    });
    const save = requests.find((r) => r.path === '/api/save');
    expect(save?.body).toMatchObject({
      saveData: { data: { owners: [{ firstName: 'Ada', lastName: 'Lovelace' }] } },
    });
    expect(localStorage.getItem('merchantPortal.hasSubmittedLead')).toBe('true');
    // Signed up: the answers kept in the browser are dropped.
    expect(localStorage.getItem(`merchantPortal.leadDraft.${EMAIL}`)).toBeNull();
  });

  it('keeps the answers typed so far through a reload, without the e-mail, until sign-up', async () => {
    serve(() => ({ status: 500 }));
    const user = userEvent.setup();
    const first = renderApp('/lead');
    await screen.findByRole('heading', { name: 'About your business' });
    await fillBusinessInfo(user);
    await next(user);
    await screen.findByRole('heading', { name: 'How you sell' });
    await pick(user, 'E-commerce platform', 'Shopify');
    // Written once the typing rests (app/storage-soon).
    await waitFor(() =>
      expect(localStorage.getItem(`merchantPortal.leadDraft.${EMAIL}`)).toContain('Shopify'),
    );
    const kept = localStorage.getItem(`merchantPortal.leadDraft.${EMAIL}`) ?? '';
    expect(kept).toContain('Acme');
    expect(kept).not.toContain(EMAIL);
    first.unmount();

    // A reload: the app starts again from the browser's storage.
    renderApp('/lead');
    await screen.findByRole('heading', { name: 'How you sell' });
    expect(
      screen.getByLabelText(/^E-commerce platform/, { selector: 'select' }),
    ).toHaveDisplayValue('Shopify');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Store name' })).toHaveValue('Acme');
  });

  it('jumps to the earliest page holding a server field error and shows it under the field', async () => {
    serve(() => ({
      status: 400,
      body: {
        error: 'An error occurred with a field, please check all fields and re-submit',
        validation_errors: {
          lead: { storeName: { code: 'InvalidFormat', error: 'Field has invalid value' } },
        },
      },
    }));
    sessionStorage.setItem('merchantPortal.signUpExperiment', 'SIGN_UP_TEST');
    const user = userEvent.setup();
    renderApp('/lead');
    // The test group sees the contact page first.
    await screen.findByRole('heading', { name: 'Your contact details' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0958');
    await next(user);
    await fillBusinessInfo(user, 'United Kingdom');
    await next(user);
    await pick(user, 'E-commerce platform', 'Shopify');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Are you a franchisee?' })).getByLabelText(
        'No',
      ),
    );
    await next(user);
    await pick(user, 'Total annual sales', 'Up to £100k');
    expect(screen.getByText(UK_PRIVACY_NOTICE)).toBeInTheDocument();
    const privacy = screen.getByRole('link', {
      name: 'Read the privacy policy and merchant agreement',
    });
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy.getAttribute('href')).toMatch(
      /^\/merchant-agreement\/fullpage\?country=UK&industry=[^&]+&product=uk$/,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: 'About your business' });
    expect(screen.getByRole('textbox', { name: 'Store name' })).toHaveAccessibleDescription(
      'Field has invalid value',
    );
    // doc 2 §8: the refusal's message shows as the error toast; nothing to send again from it.
    expect(toasts).toEqual([
      { message: 'An error occurred with a field, please check all fields and re-submit' },
    ]);
  });

  it('offers to send a failed sign-up again from its toast', async () => {
    let answers = 0;
    const { requests } = serve(() =>
      ++answers === 1
        ? { status: 500 }
        : { body: { userState: 'POST_LEAD', formCompletedState: forms, mlsProspectRef: 'MP-1' } },
    );
    const user = userEvent.setup();
    const { router } = renderApp('/lead');
    await screen.findByRole('heading', { name: 'About your business' });
    await fillBusinessInfo(user);
    await next(user);
    await screen.findByRole('heading', { name: 'How you sell' });
    await pick(user, 'E-commerce platform', 'Shopify');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Are you a franchisee?' })).getByLabelText(
        'No',
      ),
    );
    await next(user);
    await screen.findByRole('heading', { name: 'The size of your business' });
    await pick(user, 'Total annual sales', 'Under $100,000');
    await next(user);
    await screen.findByRole('heading', { name: 'Your contact details' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+1 415 867 5309');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.message).toBe(SERVER_ERROR_MESSAGE);
    toasts[0]?.retry?.();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/company-information'),
    );
    expect(requests.filter((r) => r.path === '/signup')).toHaveLength(2);
  });

  it('does not offer the channel choice in Canada (doc 2 §3)', async () => {
    serve(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/lead');
    await screen.findByRole('heading', { name: 'About your business' });
    await fillBusinessInfo(user, 'Canada');
    await next(user);
    await screen.findByRole('heading', { name: 'How you sell' });
    expect(
      screen.queryByLabelText(/^Where do you sell\?/, { selector: 'select' }),
    ).not.toBeInTheDocument();
  });
});
