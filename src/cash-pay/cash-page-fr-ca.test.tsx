/**
 * /cash's cards, the cash form and its success panel in Canadian French, rendered from snapshots
 * of the real cash pay machine with the fr-CA catalogue; the same views in English keep their
 * words. The page's actor is read through the cash pay context, which here returns that actor.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Language } from '../../domain/i18n/language';
import { BRANDS } from '../../domain/brands/brands';
import {
  cashPayContextOf,
  cashPayMachine,
  type CashPayContext,
  type CashPayInput,
} from '../../machines/cash-pay/cash-pay.machine';
import { CASH_STEP_FAILED } from '../../machines/cash-pay/cash-pay-answers';
import { AGREEMENT_MESSAGE } from '../../domain/cash-pay/cash-pay-schemas';
import { brandTheme } from '../app/brand-theme';
import { TestCatalogue } from '../testing/catalogue';
import { ActivateCashPayCard, CustomizeProfileCard, ProfileStatusCard } from './cash-cards';
import { CashActivatedPanel, CashForm } from './cash-form';

const held = vi.hoisted(() => ({ actor: undefined as unknown }));
vi.mock('./cash-pay-context', () => ({ useCashPay: () => held.actor }));

const INPUT: CashPayInput = {
  released: true,
  agreementAccepted: false,
  activated: false,
  integrationComplete: false,
  customizeComplete: false,
  logoUrl: '',
};

const context = (patch: Partial<CashPayContext> = {}): CashPayContext => ({
  ...cashPayContextOf(INPUT),
  eligible: true,
  ...patch,
});

/** The machine in `activation` (and the profile `editing`), with `patch` in its context. */
function holdActor(activation: string, patch: Partial<CashPayContext> = {}) {
  const snapshot = cashPayMachine.resolveState({
    value: { eligible: { activation, integration: 'signIn', profile: 'editing' } } as never,
    context: context(patch),
  });
  held.actor = createActor(cashPayMachine, { snapshot, input: INPUT });
}

function renderIn(language: Language, ui: ReactElement) {
  return render(
    <MantineProvider theme={brandTheme(BRANDS.provider)}>
      <TestCatalogue language={language}>{ui}</TestCatalogue>
    </MantineProvider>,
  );
}

describe('/cash in Canadian French', () => {
  it('words the Activate card and its facts in French, brand names kept', () => {
    holdActor('notActivated');
    renderIn(
      'fr-CA',
      <ActivateCashPayCard
        card={{ status: 'InProgress', done: false, activating: false }}
        index={2}
      />,
    );
    expect(screen.getByRole('button', { name: 'Activer' })).toBeInTheDocument();
    expect(screen.getByText('Activer Cash App Pay')).toBeInTheDocument();
    expect(screen.getByText(/^Nous assumons la responsabilité de la fraude/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lire les règles et les exclusions' })).toBeVisible();
  });

  it('words the Customize card, its logo field and a failed update in French', () => {
    holdActor('activatedPanel');
    renderIn(
      'fr-CA',
      <CustomizeProfileCard
        card={{
          status: 'InProgress',
          logoUrl: '',
          submitEnabled: false,
          sending: false,
          error: CASH_STEP_FAILED,
        }}
        index={3}
      />,
    );
    expect(screen.getByText('Personnaliser le profil Cash Pay')).toBeInTheDocument();
    expect(screen.getByLabelText('URL du logo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Passer pour l’instant' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur s’est produite');
  });

  it('words the profile status card in French', () => {
    holdActor('activatedPanel');
    renderIn(
      'fr-CA',
      <ProfileStatusCard card={{ status: 'Reviewing', reviewing: true }} index={4} />,
    );
    expect(
      screen.getByText('Votre profil Cash App Pay est en cours d’examen.'),
    ).toBeInTheDocument();
  });

  it('shows the cash form with its agreement message in French', () => {
    holdActor('cashForm', {
      fieldErrors: { cashPayAgreementAccepted: { code: 'Required', error: AGREEMENT_MESSAGE } },
    });
    renderIn('fr-CA', <CashForm storeName="Café Lune" />);
    expect(screen.getByRole('region', { name: 'Formulaire Cash App Pay' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'J’accepte l’entente Cash App Pay' }),
    ).toBeVisible();
    expect(
      screen.getByText('Veuillez accepter l’entente Cash App Pay avant de soumettre.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });

  it('says the success panel in French', () => {
    holdActor('activatedPanel');
    renderIn('fr-CA', <CashActivatedPanel />);
    expect(screen.getByText('Boutique activée avec succès!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer à la boutique suivante' })).toBeVisible();
  });
});

describe('/cash in English, word for word', () => {
  it('keeps the cash form and its agreement message', () => {
    holdActor('cashForm', {
      fieldErrors: { cashPayAgreementAccepted: { code: 'Required', error: AGREEMENT_MESSAGE } },
    });
    renderIn('en', <CashForm storeName="Acme" />);
    expect(
      screen.getByRole('checkbox', { name: 'I accept the Cash App Pay agreement' }),
    ).toBeVisible();
    expect(
      screen.getByText('Please accept the Cash App Pay agreement before submitting.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Activate Cash App Pay')).toBeInTheDocument();
  });
});
