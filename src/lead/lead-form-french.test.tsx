/**
 * The lead pages in Canadian French, over the app's real routes, session and lead machines: the
 * page's heading, each page's title and place, the buttons and the UK's privacy notice are said
 * from the French catalogue. Fields are reached by name, whatever their labels say.
 */
import { renderApp } from '../testing/render';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer } from '../testing/fake-server';

const forms = emptyFormCompletedState();

const field = (container: HTMLElement, name: string) => {
  const found = container.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!found) throw new Error(`No field ${name}`);
  return found;
};

async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  installFakeServer({
    'GET /user-state': {
      body: { userState: 'PRE_LEAD', formCompletedState: forms, email: 'ada@shop.example' },
    },
    'POST /signup': { status: 500 },
    'GET /api/restore': { status: 404 },
    'GET /api/flags': { status: 404 },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the lead form in Canadian French', () => {
  it('says its heading, each page’s title and place, its buttons and the UK’s notice in French', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/lead', 'provider', 'fr-CA');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parlez-nous de votre entreprise' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Votre entreprise' })).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 4')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Formulaire d’inscription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeDisabled();

    await user.selectOptions(field(container, 'registeredCountry'), 'UK');
    await user.type(field(container, 'storeName'), 'Acme');
    await user.selectOptions(field(container, 'industry'), 'Clothing');
    await next(user);

    await screen.findByRole('heading', { name: 'Vos façons de vendre' });
    expect(screen.getByText('Étape 2 sur 4')).toBeInTheDocument();
    await user.selectOptions(field(container, 'platform'), 'Shopify');
    const franchisee = screen.getByRole('radiogroup', { name: /franchis/i });
    await user.click(within(franchisee).getByRole('radio', { name: /^(No|Non)$/ }));
    await next(user);

    await screen.findByRole('heading', { name: 'La taille de votre entreprise' });
    await user.selectOptions(field(container, 'totalAnnualSales'), 'Up to £100k');
    await next(user);

    await screen.findByRole('heading', { name: 'Vos coordonnées' });
    expect(screen.getByText('Étape 4 sur 4')).toBeInTheDocument();
    expect(screen.getByTestId('uk-privacy-notice')).toHaveTextContent(
      /^Nous utilisons les renseignements que vous nous donnez pour évaluer votre demande/,
    );
    expect(
      screen.getByRole('link', {
        name: 'Lire la politique de confidentialité et l’entente de marchand',
      }),
    ).toHaveAccessibleDescription('S’ouvre dans un nouvel onglet');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(
      await screen.findByRole('heading', { name: 'La taille de votre entreprise' }),
    ).toBeInTheDocument();
  });
});
