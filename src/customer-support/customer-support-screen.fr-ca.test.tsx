/**
 * The customer service step as a Canadian merchant reading French sees it: its heading, intro,
 * field labels, the finance contact and Submit in Canadian French.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPaymentServer } from '../bank/payment-fake-server.test-support';
import { renderApp } from '../testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the customer service step in Canadian French', () => {
  it('shows the page, its fields and the finance contact in French', async () => {
    installPaymentServer('CA');
    renderApp('/onboarding/customer-support', 'provider', 'fr-CA');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Service à la clientèle' },
        // The first page loads its code and catalogue on demand: a busy machine may take a while.
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/^Comment vos clients peuvent-ils joindre votre entreprise\?/),
    ).toBeVisible();
    for (const label of [
      'Courriel du service à la clientèle',
      'Téléphone du service à la clientèle',
      'Site Web du service à la clientèle',
      'Prénom de la personne-ressource aux finances',
      'Nom de famille de la personne-ressource aux finances',
      'Courriel de la personne-ressource aux finances',
      'Téléphone de la personne-ressource aux finances',
    ]) {
      expect(await screen.findByLabelText(new RegExp(`^${label}`))).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: 'Personne-ressource aux finances' })).toBeVisible();
    expect(
      screen.getByText(
        'Facultatif : qui devons-nous joindre au sujet des règlements et des paiements?',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeVisible();
    expect(screen.queryByText(/Customer Service|Finance contact/)).toBeNull();
  });
});
