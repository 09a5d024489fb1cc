/**
 * /cash in Canadian French, over the app's real HTTP client, session and machines with the
 * portal's API answered at the fetch boundary: the Activate card and its facts, the Customize card
 * with a failed logo update, the profile status card in review, the cash form with its agreement
 * message and the success panel of a one-click activation. The cash form keeps its English words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusContext } from '../../domain/api/status-api';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import {
  emptyFormCompletedState,
  type FormCompletedState,
} from '../../domain/session/form-completion';
import { statusContext } from '../../test/data/status-contexts';
import { installFakeServer, type FakeAnswer, type FakeHandler } from '../testing/fake-server';
import { renderApp } from '../testing/render';

/** Every form done but the cash form and its agreement, unless the test says otherwise. */
const formsOf = (patch: Partial<FormCompletedState> = {}): FormCompletedState => ({
  ...(Object.fromEntries(
    Object.keys(emptyFormCompletedState()).map((flag) => [flag, true]),
  ) as FormCompletedState),
  cashPayForm: false,
  cashPayAgreementAccepted: false,
  ...patch,
});

/** A US merchant the back office marked eligible for cash pay, in review. */
const cashStatusOf = (patch: Partial<StatusContext> = {}): StatusContext =>
  statusContext({
    registeredCountry: 'US',
    isEligibleForCashPay: true,
    formCompletedState: formsOf(),
    ...patch,
  });

/** Cash pay is released: both cash flags on (feature set 2 is off by default). */
const CASH_FLAGS = { ...DEFAULT_FEATURE_FLAGS, merchantPortalReleaseCashPayFeatureSet2: true };

function serve(status: StatusContext, extra: Record<string, FakeHandler | FakeAnswer> = {}) {
  return installFakeServer({
    'GET /user-state': {
      body: {
        userState: 'POST_LEAD',
        formCompletedState: status.formCompletedState,
        email: 'ada@shop.example',
        registeredCountry: status.registeredCountry,
        isEligibleForCashPay: status.isEligibleForCashPay,
      },
    },
    'GET /api/status': { body: status },
    'GET /api/flags': { body: CASH_FLAGS },
    'GET /api/restore': { status: 404 },
    'GET /api/check-cashpay-eligibility': { body: { eligible: true } },
    ...extra,
  });
}

const card = (name: string) => screen.findByRole('region', { name });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/cash in Canadian French', () => {
  it('words the Activate card and its facts in French, brand names kept', async () => {
    serve(cashStatusOf());
    renderApp('/cash', 'provider', 'fr-CA');
    const activate = await card('Activer Cash App Pay');
    expect(within(activate).getByRole('button', { name: 'Activer' })).toBeInTheDocument();
    expect(within(activate).getByText('Activer Cash App Pay')).toBeInTheDocument();
    expect(
      within(activate).getByText(/^Nous assumons la responsabilité de la fraude/),
    ).toBeInTheDocument();
    expect(
      within(activate).getByRole('link', { name: 'Lire les règles et les exclusions' }),
    ).toBeVisible();
  });

  it('words the Customize card, its logo field and a failed update in French', async () => {
    const { requests } = serve(
      cashStatusOf({
        cashPayOnboardingStatus: 'READY_TO_INSTALL',
        cashPayIntegrationComplete: true,
        formCompletedState: formsOf({ cashPayForm: true, cashPayAgreementAccepted: true }),
      }),
      // The server answers that the logo was not saved, without words of its own.
      { 'POST /api/update-cashpay-profile-image-url': { body: { success: false } } },
    );
    renderApp('/cash', 'provider', 'fr-CA');
    const customize = await card('Personnaliser le profil Cash Pay');
    const submit = within(customize).getByRole('button', { name: 'Soumettre' });
    expect(submit).toBeDisabled();
    expect(
      within(customize).getByRole('button', { name: 'Passer pour l’instant' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(
      within(customize).getByLabelText('URL du logo'),
      'https://cdn.example.com/logo.png',
    );
    await user.click(submit);
    expect(await within(customize).findByRole('alert')).toHaveTextContent(
      'Une erreur s’est produite',
    );
    expect(
      requests.filter((r) => r.path === '/api/update-cashpay-profile-image-url').map((r) => r.body),
    ).toEqual([{ cashPayLogoUrl: 'https://cdn.example.com/logo.png' }]);
  });

  it('words the profile status card in French', async () => {
    serve(
      cashStatusOf({
        cashPayOnboardingStatus: 'READY_TO_INSTALL',
        cashPayIntegrationComplete: true,
        customizeCashPayProfileComplete: true,
        cashPayLogoUrl: 'https://cdn.example.com/logo.png',
        formCompletedState: formsOf({ cashPayForm: true, cashPayAgreementAccepted: true }),
      }),
    );
    renderApp('/cash', 'provider', 'fr-CA');
    const profile = await card('État du profil Cash Pay');
    expect(
      within(profile).getByText('Votre profil Cash App Pay est en cours d’examen.'),
    ).toBeInTheDocument();
  });

  it('shows the cash form with its agreement message in French', async () => {
    const { requests } = serve(cashStatusOf());
    renderApp('/cash', 'provider', 'fr-CA');
    const user = userEvent.setup();
    await user.click(
      within(await card('Activer Cash App Pay')).getByRole('button', { name: 'Activer' }),
    );
    const form = await screen.findByRole('region', { name: 'Formulaire Cash App Pay' });
    expect(
      within(form).getByRole('checkbox', { name: 'J’accepte l’entente Cash App Pay' }),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    // Submitted without ticking the agreement: the message shows and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Soumettre' }));
    expect(
      await within(form).findByText('Veuillez accepter l’entente Cash App Pay avant de soumettre.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/update-cashpay-info')).toBe(false);
  });

  it('says the success panel in French', async () => {
    // The agreement was accepted before: Activate activates in one click.
    const before = cashStatusOf({
      formCompletedState: formsOf({ cashPayAgreementAccepted: true }),
    });
    const activated: StatusContext = {
      ...before,
      cashPayOnboardingStatus: 'IN_PROGRESS',
      formCompletedState: { ...before.formCompletedState, cashPayForm: true },
    };
    let current = before;
    const { requests } = serve(before, {
      'GET /api/status': () => ({ body: current }),
      'POST /api/activate-cashpay': () => {
        current = activated;
        return {
          body: { formCompletedState: activated.formCompletedState, userState: 'POST_LEAD' },
        };
      },
    });
    renderApp('/cash', 'provider', 'fr-CA');
    const user = userEvent.setup();
    await user.click(
      within(await card('Activer Cash App Pay')).getByRole('button', { name: 'Activer' }),
    );
    expect(await screen.findByText('Boutique activée avec succès!')).toBeInTheDocument();
    // The page reads the merchant again, now activated; the panel stays.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/status').length).toBeGreaterThan(1),
    );
    expect(screen.getByText('Boutique activée avec succès!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer à la boutique suivante' })).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/activate-cashpay')).toHaveLength(1);
    expect(requests.some((r) => r.path === '/api/update-cashpay-info')).toBe(false);
  });
});

describe('/cash in English, word for word', () => {
  it('keeps the cash form and its agreement message', async () => {
    serve(cashStatusOf());
    renderApp('/cash', 'provider', 'en');
    const user = userEvent.setup();
    await user.click(
      within(await card('Activate Cash App Pay')).getByRole('button', { name: 'Activate' }),
    );
    const form = await screen.findByRole('region', { name: 'Cash App Pay form' });
    expect(
      within(form).getByRole('checkbox', { name: 'I accept the Cash App Pay agreement' }),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await within(form).findByText('Please accept the Cash App Pay agreement before submitting.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Activate Cash App Pay')).toBeInTheDocument();
  });
});
