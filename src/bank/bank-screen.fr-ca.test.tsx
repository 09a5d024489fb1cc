/**
 * The bank step as a Canadian merchant reading French sees it: the page, the manual form's
 * Canadian fields, the link offer, the agreement and the step's own messages in Canadian French.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskedBank } from '../../machines/bank/bank.machine';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  BUSINESS_DONE,
  installPaymentServer,
  restoreOf,
  type PaymentServerOptions,
} from './payment-fake-server.test-support';
import { renderApp } from '../testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}`));

async function openBankStepInFrench(options: PaymentServerOptions = {}) {
  const server = installPaymentServer('CA', options);
  const view = renderApp('/onboarding/bank-info', 'provider', 'fr-CA');
  // The first page loads its code and catalogue on demand: a busy machine may take a while.
  await screen.findByRole('heading', { name: 'Renseignements de paiement' }, { timeout: 10_000 });
  return { ...server, ...view };
}

/** Types a Canadian account under the French labels and submits it. */
async function submitCanadianBank(bank: ReturnType<typeof validMerchant>['primaryBank']) {
  await userEvent.type(await field('Nom du titulaire du compte'), bank.bankAccountName);
  await userEvent.type(await field('Numéro d’institution'), bank.canadaRoutingInstitutionIdNumber);
  await userEvent.type(await field('Numéro de transit'), bank.canadaRoutingTransitIdNumber);
  await userEvent.type(await field('Numéro de compte chèques'), bank.canadaChequingAccount);
  await userEvent.type(
    await field('Confirmez le numéro de compte chèques'),
    bank.confirmCanadaChequingAccount,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Soumettre' }));
}

describe('the bank step in Canadian French', () => {
  it('shows the page, the Canadian bank fields and the agreement in French', async () => {
    await openBankStepInFrench();
    expect(screen.getByText('Indiquez-nous où verser vos règlements.')).toBeVisible();
    expect(
      screen.getByText(
        'Les règlements de vos ventes arrivent dans ce compte en 1 à 5 jours ouvrables.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Étape 1 sur 1')).toBeVisible();
    expect(screen.getByRole('button', { name: /Compte bancaire principal/ })).toBeVisible();
    for (const label of [
      'Nom du titulaire du compte',
      'Numéro d’institution',
      'Numéro de transit',
      'Numéro de compte chèques',
      'Confirmez le numéro de compte chèques',
    ]) {
      expect(await field(label)).toBeVisible();
    }
    expect(await field('Nom du titulaire du compte')).toHaveAccessibleDescription(
      'Tel qu’il figure au compte : la dénomination sociale de votre entreprise',
    );
    expect(screen.getByText(/^En soumettant ce formulaire, vous nous autorisez/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeVisible();
    expect(screen.queryByText(/Payment Information|Submit|authorize/)).toBeNull();
  });

  it("says 'Unexpected error' in French when the answer has neither errors nor a completed state", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { merchant } = await openBankStepInFrench({
      salesChannel: 'Online Only',
      routes: { 'POST /api/update-bank-info': { body: {} } },
    });
    await submitCanadianBank(merchant.primaryBank);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur inattendue');
  });

  it('offers the link in French, with the manual form in a modal', async () => {
    await openBankStepInFrench({ linkAvailable: true });
    expect(
      await screen.findByRole('heading', { name: 'Liez votre compte bancaire' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lier le compte bancaire' })).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Saisir les renseignements bancaires manuellement' }),
    );
    const modal = await screen.findByRole('dialog', {
      name: 'Saisissez vos renseignements bancaires',
    });
    await waitFor(() => expect(within(modal).getByLabelText(/^Numéro de transit/)).toBeVisible());
    expect(within(modal).getByRole('button', { name: 'Passer plutôt par Plaid' })).toBeVisible();
  });

  it('saves and moves on to customer service, in French too', async () => {
    const { merchant } = await openBankStepInFrench({
      routes: {
        'POST /api/update-bank-info': {
          body: { formCompletedState: { ...BUSINESS_DONE, bankForm: true } },
        },
      },
    });
    await submitCanadianBank(merchant.primaryBank);
    expect(await screen.findByRole('heading', { name: 'Service à la clientèle' })).toBeVisible();
  });

  it('sums up the saved bank, masked, under French labels', async () => {
    const merchant = validMerchant('CA');
    const done = { ...BUSINESS_DONE, bankForm: true };
    await openBankStepInFrench({
      routes: {
        'GET /user-state': {
          body: { userState: 'POST_LEAD', formCompletedState: done, email: merchant.lead.email },
        },
        'GET /api/restore': {
          body: {
            ...restoreOf(merchant, done),
            primaryBank: maskedBank({ ...merchant.primaryBank }),
          },
        },
      },
    });
    expect(
      await screen.findByText('Vos renseignements de paiement sont enregistrés.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Compte bancaire principal/ })).toHaveTextContent(
      'Numéro d’institution ••• · Numéro de transit ••••5 · Numéro de compte chèques ••••567',
    );
    expect(screen.getByRole('button', { name: 'Passer au service à la clientèle' })).toBeVisible();
  });
});
