import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { ARRIVAL_TEXT, RESENT_TEXT } from './check-email-screen';
import { english as sayEnglish } from '../../test/i18n/say-in';

const waiting = {
  body: {
    userState: 'WAIT_FOR_EMAIL',
    formCompletedState: emptyFormCompletedState(),
    email: 'ana@shop.example',
  },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('check-email page', () => {
  it('a waiting session lands here and is told when the link arrives', async () => {
    installFakeServer({ 'GET /user-state': waiting });
    const { router } = renderApp('/?country=AU');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/check-email');
    expect(router.state.location.search).toBe('?country=AU');
    expect(screen.getByText('ana@shop.example')).toBeInTheDocument();
    expect(screen.getByText(sayEnglish(ARRIVAL_TEXT))).toBeInTheDocument();
  });

  it('resends the link, confirms it, and rests the button for 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = installFakeServer({
      'GET /user-state': waiting,
      'POST /api/resend-sign-in-link': { body: { sent: true } },
    });
    renderApp('/check-email');
    const resend = await screen.findByRole('button', { name: 'Resend email' });
    expect(resend).toBeEnabled();
    await userEvent.click(resend);
    expect(await screen.findByText(sayEnglish(RESENT_TEXT))).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/resend-sign-in-link')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend email' })).toBeEnabled());
  });

  it('"Use a different email" ends the session and shows the login', async () => {
    const { requests } = installFakeServer({
      'GET /user-state': waiting,
      'POST /logout': { body: { ok: true } },
    });
    renderApp('/check-email');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/logout')).toBe(true);
  });
});
