/**
 * The offline inspector over the real app: routes, session and lead machines, the app inspector and
 * the sanitiser, with the portal's API answered at the fetch boundary.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { setAppInspector } from '../app/app-inspector';
import { installFakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { inspectionLog } from './inspection-log';

const EMAIL = 'ada@shop.example';
const PHONE = '+1 415 867 5309';
const forms = emptyFormCompletedState();

function serve() {
  return installFakeServer({
    'GET /user-state': { body: { userState: 'LOGGED_OUT', formCompletedState: forms } },
    'POST /check-captcha-token': { body: { success: true } },
    'POST /check-email': {
      body: { userState: 'PRE_LEAD', formCompletedState: forms, email: EMAIL },
    },
    'POST /signup': {
      body: { userState: 'POST_LEAD', formCompletedState: forms, mlsProspectRef: 'MP-1' },
    },
    'POST /api/save': { body: { userState: 'POST_LEAD', formCompletedState: forms } },
    'GET /api/restore': { status: 404 },
    'GET /api/flags': { status: 404 },
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

async function pick(user: UserEvent, label: string, option: string) {
  await user.selectOptions(
    screen.getByLabelText(new RegExp(`^${label}`), { selector: 'select' }),
    option,
  );
}

const panel = () => screen.getByRole('complementary', { name: 'State inspector' });

/** The drawn state `name` of the selected actor's chart. */
const drawnState = (machine: string, name: string) =>
  within(within(panel()).getByRole('figure', { name: `Statechart of ${machine}` })).getByRole(
    'group',
    { name },
  );

async function expectActive(machine: string, name: string) {
  await waitFor(() => expect(drawnState(machine, name)).toHaveAttribute('aria-current', 'true'));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/app/?inspect=offline');
  setAppInspector((event) => inspectionLog.inspect(event));
});
afterEach(() => {
  setAppInspector(undefined);
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the offline inspector during sign-in and the lead form', () => {
  it('follows the session actor by name: its drawn active state changes as events arrive', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByLabelText(/Email address/);
    await user.click(
      await within(
        await screen.findByRole('complementary', { name: 'State inspector' }, { timeout: 10_000 }),
      ).findByRole('button', { name: 'session' }),
    );

    await expectActive('session', 'captchaPending');
    expect(drawnState('session', 'loggedOut')).toHaveAttribute('aria-current', 'true');
    expect(drawnState('session', 'signedIn')).not.toHaveAttribute('aria-current');
    expect(within(panel()).getByText('no parent', { exact: false })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Email address/), EMAIL);
    await solveCaptcha();
    await expectActive('session', 'captchaSolved');
    expect(drawnState('session', 'captchaPending')).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The lead page's code loads on demand.
    await screen.findByRole('heading', { name: 'About your business' }, { timeout: 10_000 });
    await expectActive('session', 'signedIn');
    expect(drawnState('session', 'loggedOut')).not.toHaveAttribute('aria-current');

    // The lead actor appears in the tree once its page is shown; its events are its own.
    await user.click(within(panel()).getByRole('button', { name: 'lead' }));
    await expectActive('lead', 'editing');
    await pick(user, 'Country of registration', 'United States');
    await user.type(screen.getByRole('textbox', { name: 'Store name' }), 'Acme');
    await pick(user, 'Industry', 'Clothing');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'How you sell' });
    await pick(user, 'E-commerce platform', 'Shopify');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Are you a franchisee?' })).getByLabelText(
        'No',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'The size of your business' });
    await pick(user, 'Total annual sales', 'Under $100,000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your contact details' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), PHONE);

    await user.click(within(panel()).getByRole('tab', { name: /^Events/ }));
    expect(within(panel()).getAllByText(/lead event: page\.next/).length).toBeGreaterThan(0);
    expect(within(panel()).queryByText(/session event/)).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('tab', { name: 'Context' }));
    expect(within(panel()).getByText(/"phone": "\[redacted\]"/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/company-information'),
    );
    await user.click(within(panel()).getByRole('button', { name: 'session' }));
    await user.click(within(panel()).getByRole('tab', { name: 'Context' }));
    expect(within(panel()).getByText(/"userState": "POST_LEAD"/)).toBeInTheDocument();

    const shown = panel().textContent ?? '';
    expect(shown).toContain('a***@shop.example');
    expect(shown).not.toContain(EMAIL);
    expect(shown).not.toContain(PHONE);
  }, 60_000);
});
