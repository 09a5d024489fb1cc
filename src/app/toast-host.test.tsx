import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GENERIC_TOAST_MESSAGE, showErrorToast } from '../api/error-toast';
import { renderWithTheme } from '../test/render';
import { ToastHost } from './toast-host';

describe('error toast (doc 2 §8, doc 1 §9)', () => {
  it('shows the generic text by default, loading the notifications on the first toast', async () => {
    renderWithTheme(<ToastHost />);
    act(() => showErrorToast());
    expect(await screen.findByText(GENERIC_TOAST_MESSAGE)).toBeInTheDocument();
  });

  it('shows a given message, also when asked before the host mounted', async () => {
    showErrorToast('Too many requests');
    renderWithTheme(<ToastHost />);
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });
});
