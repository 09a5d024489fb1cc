/**
 * The FAQ, the footer and Merchant Support (Contact Us) in Canadian French: every word of their
 * own is said from the French catalogue; the merchant's name and e-mail stay as they are.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { BRANDS } from '../../domain/brands/brands';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { contactUsMachine, type SupportFacts } from '../../machines/help/contact-us.machine';
import { BrandProvider } from '../app/app-context';
import { brandTheme } from '../app/brand-theme';
import { MemoryRouter } from 'react-router-dom';
import { TestCatalogue } from '../testing/catalogue';
import { ContactUsModal } from './contact-us-modal';
import { FaqButton } from './faq-modal';
import { HelpProvider, useHelp } from './help-context';
import { SiteFooter } from './site-footer';

const facts: SupportFacts = {
  flags: { ...DEFAULT_FEATURE_FLAGS },
  name: 'Ada Lovelace',
  email: 'ada@shop.example',
  country: 'CA',
  storeName: 'Moteurs analytiques',
  totalAnnualSales: 'Under $100,000',
  opportunityOwnerEmail: '',
};

function Pieces() {
  const actor = useHelp();
  return (
    <>
      <FaqButton />
      <SiteFooter year={2026} />
      <ContactUsModal actor={actor} />
    </>
  );
}

/** The status page's support pieces in French, the help-desk call refusing the e-mail. */
function renderInFrench() {
  const machine = contactUsMachine.provide({
    actors: {
      loadSupportFacts: fromPromise(async () => facts),
      sendHelpDeskEmail: fromPromise(() =>
        Promise.reject(
          Object.assign(new Error('Request failed: 400'), {
            status: 400,
            body: { error: 'Veuillez entrer une adresse courriel valide', field: 'email' },
          }),
        ),
      ),
    },
  });
  render(
    <MantineProvider theme={brandTheme(BRANDS.provider)}>
      <BrandProvider brand={BRANDS.provider}>
        <TestCatalogue language="fr-CA">
          <MemoryRouter initialEntries={['/status']}>
            <HelpProvider machine={machine}>
              <Pieces />
            </HelpProvider>
          </MemoryRouter>
        </TestCatalogue>
      </BrandProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('support in Canadian French', () => {
  it('the footer says its line and links in French', async () => {
    renderInFrench();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2026 Quartet. Tous droits réservés.');
    expect(
      within(footer).getByRole('link', { name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Conditions du commerçant' }),
    ).toBeInTheDocument();
    expect(await within(footer).findByRole('button', { name: 'Nous joindre' })).toBeInTheDocument();
  });

  it('the ? button opens the FAQ in French, with its support link', async () => {
    const user = renderInFrench();
    await user.click(screen.getByRole('button', { name: 'Foire aux questions' }));
    const faq = await screen.findByRole('dialog', { name: 'Foire aux questions' });
    expect(
      within(faq).getByRole('heading', { name: 'Combien de temps dure l’examen de conformité?' }),
    ).toBeInTheDocument();
    expect(faq).toHaveTextContent('L’examen de conformité prend de 2 à 3 jours ouvrables.');
    expect(faq).toHaveTextContent('Vérifiez aussi votre dossier de courriels indésirables.');
    expect(faq).toHaveTextContent('Besoin d’aide?');
    expect(within(faq).getByRole('button', { name: 'Nous joindre' })).toBeInTheDocument();
  });

  it('Merchant Support says its form, its messages and its failure in French', async () => {
    const user = renderInFrench();
    const footer = screen.getByRole('contentinfo');
    await user.click(await within(footer).findByRole('button', { name: 'Nous joindre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Soutien aux commerçants' });
    expect(dialog).toHaveTextContent(
      'Dites-nous comment nous pouvons vous aider. Notre équipe de soutien aux commerçants vous répondra d’ici 2 à 3 jours ouvrables.',
    );
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText(/^Courriel/)).toHaveValue('ada@shop.example');
    expect(within(dialog).getByLabelText(/^Capture d’écran \(facultatif\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('Joindre une image')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      within(dialog).getByLabelText(/^Comment pouvons-nous vous aider/),
    ).toHaveAccessibleDescription('Veuillez décrire votre demande.');

    await user.type(within(dialog).getByLabelText(/^Comment pouvons-nous vous aider/), 'Bonjour');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Une erreur s’est produite. Nous examinons la situation. Essayez d’actualiser la page.',
    );
    expect(within(dialog).getByLabelText(/^Courriel/)).toHaveAccessibleDescription(
      'Veuillez entrer une adresse courriel valide',
    );
  });
});
