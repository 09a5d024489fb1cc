/**
 * The status page in Canadian French, over the app's real HTTP client, session and machines with
 * the portal's API answered at the fetch boundary: the headings of the main situations, the cards'
 * badges and texts, the sidebar, the training check and a request for changes with its deadline
 * written as Quebec writes dates.
 */
import { renderApp } from '../testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusContext } from '../../domain/api/status-api';
import { merchantRevision, needsChanges } from '../../machines/status/status-revision.test-support';
import { statusContext } from '../../test/data/status-contexts';
import { ALL_FORMS_DONE, serveStatus, statusCard } from './status-fake-server.test-support';

/** A Canadian merchant with every form done, in review unless the test says otherwise. */
const statusOf = (patch: Partial<StatusContext> = {}): StatusContext =>
  statusContext({ formCompletedState: ALL_FORMS_DONE, registeredCountry: 'CA', ...patch });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the status page in Canadian French', () => {
  it('in review: the heading, the sidebar and the cards with their badges', async () => {
    serveStatus(statusOf());
    renderApp('/status', 'provider', 'fr-CA');
    await screen.findByRole('heading', { name: 'Votre demande est en cours d’examen' });
    expect(
      screen.getByText(/Notre équipe examine les demandes en 2 à 3 jours ouvrables/),
    ).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Étapes d’adhésion' });
    expect(within(sidebar).getByText('Examen de conformité')).toBeInTheDocument();
    const compliance = await statusCard('Examen de conformité');
    expect(within(compliance).getByText('En examen')).toBeInTheDocument();
    expect(within(await statusCard('Demande')).getByText('Terminée')).toBeInTheDocument();
    expect(
      within(await statusCard('Ajouter l’intégration au paiement')).getByText('Inactive'),
    ).toBeInTheDocument();
  });

  it('declined: the heading, the declined text, the help article and Échouée', async () => {
    serveStatus(statusOf({ onboardingStatus: 'INELIGIBLE' }));
    renderApp('/status', 'provider', 'fr-CA');
    await screen.findByRole('heading', { name: 'Votre demande a été refusée' });
    expect(
      screen.getAllByText('Malheureusement, nous ne pouvons pas donner suite à votre demande.')
        .length,
    ).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'Lire notre article d’aide' })).toBeInTheDocument();
    expect(
      within(await statusCard('Examen de conformité')).getByText('Échouée'),
    ).toBeInTheDocument();
  });

  it('approved: the brand in the heading; an in-store merchant starts the training in French', async () => {
    const approved = statusOf({
      onboardingStatus: 'READY_TO_INSTALL',
      salesChannel: 'In-store Only',
      merchantId: 'MER-1',
    });
    vi.stubGlobal('open', vi.fn());
    serveStatus(approved, {
      'GET /api/opportunity-stage': { body: { opportunityStage: 'Compliance Checks' } },
      'GET /api/zdo/get-apc-credentials': {
        body: { merchantId: 'MER-1', secretKey: 'sk_live_0123' },
      },
      'POST /api/update-user': { body: approved },
    });
    renderApp('/status', 'provider', 'fr-CA');
    await screen.findByRole('heading', { name: 'Votre demande a été approuvée' });
    expect(screen.getByText(/pour offrir Quartet à vos clients/)).toBeInTheDocument();
    const training = await statusCard('Formation en magasin');
    const user = userEvent.setup();
    await user.click(within(training).getByRole('button', { name: 'Commencer la formation' }));
    await user.click(
      within(
        within(training).getByRole('radiogroup', {
          name: 'Comment un client paie-t-il en versements à votre caisse?',
        }),
      ).getByLabelText('Vous entrez le numéro de sa carte à la main'),
    );
    await user.click(within(training).getByRole('button', { name: 'Vérifier les réponses' }));
    expect(
      within(training).getByText(
        'Bonnes réponses : 0 sur 3. Lisez les notes ci-dessous et réessayez.',
      ),
    ).toBeInTheDocument();
    expect(within(training).getAllByText('Choisissez une réponse.')).toHaveLength(2);
    expect(
      within(await statusCard('Prélèvement automatique')).getByText(
        'Disponible une fois la formation en magasin terminée.',
      ),
    ).toBeInTheDocument();
  });

  it('needs attention without a request: Répondez au courriel', async () => {
    serveStatus(statusOf({ onboardingStatus: 'REQUIRES_ATTENTION', merchantId: 'MER-1' }));
    renderApp('/status', 'provider', 'fr-CA');
    await screen.findByRole('heading', { name: 'Votre compte requiert votre attention' });
    expect(screen.getAllByText(/Veuillez répondre au courriel/).length).toBeGreaterThan(0);
    expect(
      within(await statusCard('Examen de conformité')).getByText('Répondez au courriel'),
    ).toBeInTheDocument();
  });

  it('a request for changes: its items, reasons, progress and deadline in French', async () => {
    serveStatus({
      ...needsChanges(merchantRevision({}, [false, true])),
      formCompletedState: ALL_FORMS_DONE,
    });
    renderApp('/status', 'provider', 'fr-CA');
    await screen.findByRole('heading', { name: 'Votre compte requiert votre attention' });
    const region = await screen.findByRole('region', { name: 'Modifications demandées' });
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Propriétaires effectifs · Propriétaire 1 ·');
    expect(items[0]).toHaveTextContent('Motif : Document illisible');
    // The reviewer's note stays in the reviewer's words.
    expect(items[0]).toHaveTextContent(
      'Note de notre équipe : The photo is blurred; please upload a sharper scan.',
    );
    expect(within(items[0]!).getByText('À modifier')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Modifié')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Motif : Le numéro ne correspond pas au registre');
    expect(region).toHaveTextContent('Faites ces modifications d’ici le 12 décembre 2026.');
    expect(region).toHaveTextContent('Modifiés : 1 sur 2');
    expect(within(region).getByRole('button', { name: 'Envoyer pour examen' })).toBeDisabled();
    expect(
      within(region).getByRole('button', {
        name: /^Téléverser un nouveau document : Propriétaires effectifs/,
      }),
    ).toBeInTheDocument();
    expect(
      within(await statusCard('Examen de conformité')).getByText('Modifications demandées'),
    ).toBeInTheDocument();
  });
});
