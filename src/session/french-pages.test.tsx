/**
 * The pages a Canadian merchant reads before signing in, in Canadian French: the login page with
 * its claims, the check-email page, the sign-in link page, block pages, and the document title.
 */
import { renderApp } from '../testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../domain/brands/brands';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import type { UserState } from '../../domain/session/user-state';
import { installFakeServer } from '../testing/fake-server';

const forms = emptyFormCompletedState();

const userState = (state: UserState, email?: string) => ({
  'GET /user-state': {
    body: { userState: state, formCompletedState: forms, ...(email ? { email } : {}) },
  },
  'POST /logout': { body: { ok: true } },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the signed-out pages in Canadian French', () => {
  it('the login page: heading, prompt, field, button, customer link, claims and title', async () => {
    installFakeServer(userState('LOGGED_OUT'));
    renderApp('/?country=CA', 'provider', 'fr-CA');
    expect(
      await screen.findByRole('heading', { name: 'Bienvenue dans le portail marchand Quartet' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Entrez votre adresse courriel ci-dessous pour commencer ou pour reprendre votre demande.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse courriel/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
    expect(
      screen.getByRole('link', {
        name: 'Vous n’êtes pas une entreprise? Accédez à notre page de connexion client',
      }),
    ).toHaveAttribute('href', BRANDS.provider.customerLoginUrl);
    expect(
      screen.getByText('Les acheteurs paient en 4 versements sans intérêt aux 2 semaines'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil Quartet' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Connexion | Portail marchand Quartet'));
  });

  it('the login page says a malformed address is not valid', async () => {
    const { requests } = installFakeServer({
      ...userState('LOGGED_OUT'),
      'POST /check-captcha-token': { body: { success: true } },
    });
    renderApp('/', 'provider', 'fr-CA');
    await userEvent.type(await screen.findByLabelText(/Adresse courriel/), 'ana@shop');
    const widget = await waitFor(() => {
      const element = document.querySelector('altcha-widget');
      if (!element) throw new Error('captcha not shown yet');
      return element;
    });
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'pow-payload' } }));
    await waitFor(() => expect(requests.some((r) => r.path === '/check-captcha-token')).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Adresse courriel non valide')).toBeInTheDocument();
  });

  it('the check-email page', async () => {
    installFakeServer(userState('WAIT_FOR_EMAIL', 'ana@shop.example'));
    renderApp('/check-email', 'provider', 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Consultez vos courriels' })).toBeVisible();
    expect(screen.getByText('ana@shop.example')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Il devrait arriver d’ici 2 à 5 minutes. Le lien expire 10 minutes après son envoi.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer le courriel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Utiliser un autre courriel' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Consultez vos courriels | Portail marchand Quartet'),
    );
  });

  it('the sign-in link page, and its refusal as the server says it', async () => {
    window.history.replaceState(null, '', '/app/sign-in#token=mailed-token&ol_src=vel');
    installFakeServer({
      ...userState('LOGGED_OUT'),
      'POST /sign-in-link': {
        status: 400,
        body: { reason: 'expired', error: 'Ce lien de connexion a expiré.' },
      },
    });
    renderApp('/sign-in', 'provider', 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Connexion à votre demande' })).toBeVisible();
    expect(
      screen.getByText(
        'Appuyez sur Continuer pour vous connecter et reprendre votre demande là où vous l’avez laissée.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Ce lien de connexion a expiré.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander un nouveau lien' })).toBeInTheDocument();
  });

  it('a sign-in link without its token is refused in French', async () => {
    window.history.replaceState(null, '', '/app/sign-in');
    installFakeServer(userState('LOGGED_OUT'));
    renderApp('/sign-in', 'provider', 'fr-CA');
    expect(
      await screen.findByText(
        'Ce lien de connexion est incomplet. Demandez un nouveau lien pour continuer.',
      ),
    ).toBeInTheDocument();
  });
});

describe('block pages in Canadian French', () => {
  it('the thank-you page', async () => {
    installFakeServer(userState('THANK_YOU', 'ana@shop.example'));
    renderApp('/', 'provider', 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Merci' })).toBeVisible();
    expect(
      screen.getByText(
        'Nous avons bien reçu vos renseignements. Notre équipe communiquera avec vous par courriel au sujet des prochaines étapes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Utiliser un autre courriel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('the invalid-country page', async () => {
    installFakeServer(userState('INVALID_COUNTRY', 'ana@shop.example'));
    renderApp('/', 'provider', 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Le pays n’est pas valide.' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pays non valide | Portail marchand Quartet'));
  });

  it('the maintenance page and its retry button', async () => {
    installFakeServer(userState('MAINTENANCE_MODE', 'ana@shop.example'));
    renderApp('/', 'provider', 'fr-CA');
    expect(
      await screen.findByRole('heading', { name: 'Nous serons de retour bientôt' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('the not-found page', async () => {
    installFakeServer(userState('LOGGED_OUT'));
    renderApp('/no-such-page', 'provider', 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toBeInTheDocument();
  });
});
