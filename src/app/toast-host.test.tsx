import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GENERIC_TOAST_MESSAGE, RETRY_LABEL, showErrorToast } from '../api/error-toast';
import { renderWithTheme } from '../testing/render';
import { english as sayEnglish } from '../../test/i18n/say-in';
import { ToastHost } from './toast-host';

describe('error toast (doc 2 §8, doc 1 §9)', () => {
  it('shows the generic text by default, loading the notifications on the first toast', async () => {
    renderWithTheme(<ToastHost />);
    act(() => showErrorToast());
    expect(await screen.findByText(sayEnglish(GENERIC_TOAST_MESSAGE))).toBeInTheDocument();
    expect(sayEnglish(GENERIC_TOAST_MESSAGE)).toBe('Oops, something went wrong');
  });

  it('shows a given message, also when asked before the host mounted', async () => {
    showErrorToast('Too many requests');
    renderWithTheme(<ToastHost />);
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });
});

describe('a toast for a call that can be sent again', () => {
  it('offers Try again, which closes the toast and retries; the live region reads it', async () => {
    let retried = 0;
    renderWithTheme(<ToastHost />);
    act(() => showErrorToast('The portal is briefly unavailable.', { retry: () => retried++ }));
    const button = await screen.findByRole('button', { name: sayEnglish(RETRY_LABEL) });
    await waitFor(() =>
      expect(document.getElementById('app-live-region')).toHaveTextContent(
        'Error: The portal is briefly unavailable.',
      ),
    );
    // Its close button is named (an icon alone has no accessible name).
    expect(screen.getAllByRole('button', { name: 'Close message' }).length).toBeGreaterThan(0);
    await userEvent.click(button);
    expect(retried).toBe(1);
  });
});
