/**
 * The launcher's chunk cannot be loaded (connection lost, a deploy in between): Link ends as when
 * Plaid's own script cannot be loaded, so the bank step offers Try again and manual entry.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PlaidLinkLauncher } from './plaid-link-loader';
import { LINK_SCRIPT_FAILED_MESSAGE } from './plaid-link-opening';

vi.mock('./plaid-link-launcher', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe("Plaid Link's launcher, loaded when Link opens", () => {
  it('shows the wait, then ends Link with the script message when its code cannot be loaded', async () => {
    const onExit = vi.fn();
    renderWithTheme(
      <PlaidLinkLauncher token="link-sandbox-1" onLinked={vi.fn()} onExit={onExit} />,
    );
    expect(screen.getByText('Opening the secure connection to your bank…')).toBeVisible();
    await waitFor(() => expect(onExit).toHaveBeenCalledWith(LINK_SCRIPT_FAILED_MESSAGE));
    expect(onExit).toHaveBeenCalledTimes(1);
  });
});
