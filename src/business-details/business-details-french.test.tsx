/**
 * The business details page in Canadian French for a Quebec sole proprietor: the app's real
 * routes, session, onboarding and collection machines under the fr-CA catalogue, with the
 * portal's API answered at the fetch boundary. Quebec sole proprietors are asked whether they are
 * artisans and have employees outside their family (doc 2 §4).
 */
import { renderApp } from '../testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maskValue, type RestoreResponse } from '../../domain/api/merchant-api';
import {
  emptyFormCompletedState,
  type FormCompletedState,
} from '../../domain/session/form-completion';
import { validMerchant } from '../../test/data/valid-merchant';
import { recordErrorToasts } from '../testing/error-toasts';
import { installFakeServer } from '../testing/fake-server';

const EMAIL = 'marie@boutique.example';
const quebec = validMerchant('CA', { salesChannel: 'Online Only' });

/** A Quebec sole proprietorship with the given forms complete. */
function restoreOf(done: (keyof FormCompletedState)[]): RestoreResponse {
  const forms = emptyFormCompletedState();
  for (const flag of done) forms[flag] = true;
  return {
    userState: 'POST_LEAD',
    formCompletedState: forms,
    lead: quebec.lead,
    companyInformation: {
      ...quebec.companyInformation,
      businessType: 'Sole Proprietorship',
      businessState: 'Quebec',
      businessCity: 'Montréal',
      businessPostalCode: 'H2X 1Y4',
      craBusinessNumber: '',
      craRegistryId: '',
      legalBusinessName: '',
    },
    storeDetails: { ...quebec.storeDetails, artisan: '', nonFamilyEmployee: '' },
    owners: [{ ...quebec.owners[0]!, dob: maskValue(quebec.owners[0]!.dob) }],
    locations: [],
    primaryBank: quebec.primaryBank,
    secondaryBank: quebec.secondaryBank,
    customerSupport: quebec.customerSupport,
    cashPay: quebec.cashPay,
    storeLocationsFile: null,
    merchantAccount: {
      ...quebec.merchantAccount,
      opportunityStage: 'Compliance Checks',
      messagingComplete: false,
      gatewayEnabled: false,
    },
  };
}

function serve(restore: RestoreResponse) {
  return installFakeServer({
    'GET /user-state': {
      body: {
        userState: 'POST_LEAD',
        formCompletedState: restore.formCompletedState,
        email: EMAIL,
      },
    },
    'GET /api/restore': { body: restore },
    'POST /api/save': { status: 500 },
    'GET /api/flags': { status: 404 },
  });
}

/** What axe finds in the page as jsdom renders it (no layout, so colour contrast is not judged). */
async function axeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

let stopToasts = () => {};
beforeEach(() => {
  localStorage.clear();
  ({ stop: stopToasts } = recordErrorToasts());
});
afterEach(() => {
  stopToasts();
  vi.unstubAllGlobals();
});

describe('the business details in Canadian French, for a Quebec sole proprietorship', () => {
  it('shows the company information with Quebec words, hints and buttons', async () => {
    serve(restoreOf([]));
    renderApp('/onboarding/company-information', 'provider', 'fr-CA');
    const form = await screen.findByRole(
      'form',
      { name: 'Renseignements sur l’entreprise' },
      { timeout: 15_000 },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Détails de l’entreprise' }),
    ).toBeVisible();
    expect(screen.getByText('0 % terminé')).toBeInTheDocument();
    const steps = within(screen.getByRole('group', { name: 'Étapes de la demande' }));
    expect(steps.getByText('Renseignements de paiement')).toBeInTheDocument();
    expect(steps.getByText('Service à la clientèle')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Type d’entreprise/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Adresse municipale de l’entreprise/)).toBeInTheDocument();
    expect(
      within(form).getByLabelText(/^Province ou territoire de l’entreprise/),
    ).toBeInTheDocument();
    const postal = within(form).getByLabelText(/^Code postal de l’entreprise/);
    expect(postal).toHaveAccessibleDescription('Par exemple K1A 0B1');
    // A sole proprietor gives no business number and no provincial registry id (doc 2 §4).
    expect(within(form).queryByLabelText(/^Numéro d’entreprise/)).toBeNull();
    expect(within(form).queryByLabelText(/^Numéro au registre provincial/)).toBeNull();
    expect(within(form).getByRole('button', { name: 'Enregistrer et continuer' })).toBeEnabled();
    expect(screen.queryByText(/Company Information|Save and continue/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks the Quebec-only questions of the store details in French', async () => {
    serve(restoreOf(['companyInfoForm']));
    renderApp('/onboarding/store-details', 'provider', 'fr-CA');
    const form = await screen.findByRole(
      'form',
      { name: 'Détails du magasin' },
      { timeout: 15_000 },
    );
    const artisan = within(form).getByRole('radiogroup', { name: /^Êtes-vous artisan\?/ });
    expect(within(artisan).getByRole('radio', { name: 'Oui' })).toBeInTheDocument();
    expect(within(artisan).getByRole('radio', { name: 'Non' })).toBeInTheDocument();
    expect(
      within(form).getByRole('radiogroup', {
        name: /^Avez-vous des employés hors de votre famille\?/,
      }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Nom du magasin/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Enregistrer et continuer' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: /^Renseignements sur l’entreprise/ }),
    ).toHaveTextContent('Terminé');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the owner, the saved date of birth and the agreement in French', async () => {
    serve(restoreOf(['companyInfoForm', 'storeDetailsForm']));
    renderApp('/onboarding/beneficial-owners', 'provider', 'fr-CA');
    const form = await screen.findByRole(
      'form',
      { name: 'Bénéficiaires effectifs' },
      { timeout: 15_000 },
    );
    expect(within(form).getByLabelText(/^Prénom du propriétaire/)).toHaveValue(
      quebec.owners[0]!.firstName,
    );
    expect(within(form).getByLabelText(/^Nom de famille du propriétaire/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Adresse municipale du domicile/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Province ou territoire/)).toBeInTheDocument();
    const dob = within(form).getByLabelText(/^Date de naissance/);
    expect(dob).toHaveAccessibleDescription(/^Enregistrée \(année \d{4}\)\./);
    // A sole proprietorship lists one owner (doc 2 §4): no other owner can be added.
    expect(within(form).queryByRole('button', { name: /^Ajouter un propriétaire/ })).toBeNull();
    const agreement = within(form).getByRole('checkbox', {
      name: 'J’accepte l’entente de marchand et la politique de confidentialité',
    });
    expect(agreement).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
    expect(within(form).getByRole('link', { name: 'entente de marchand' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer les détails' }));
    expect(
      await within(form).findByText(
        'Veuillez accepter l’entente de marchand et la politique de confidentialité avant de soumettre.',
      ),
    ).toBeInTheDocument();
  });
});
