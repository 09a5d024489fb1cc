/**
 * A dialog loaded when first opened: nothing of it is in the page before, it opens on the first
 * press, and focus goes back to the button that opened it on every close.
 */
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { OnDemandModal } from './on-demand-modal';

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add owner</Button>
      <OnDemandModal opened={opened} onClose={() => setOpened(false)} title="Owner 2">
        <input aria-label="First name" />
      </OnDemandModal>
    </>
  );
}

it('opens on the first press and gives focus back to its button on each close', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Page />);
  expect(screen.queryByRole('dialog')).toBeNull();
  const add = screen.getByRole('button', { name: 'Add owner' });

  for (const _ of [1, 2]) {
    await user.click(add);
    // The dialog is in the page as soon as its code has loaded, and seen once it has faded in.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Owner 2' })).toBeVisible());
    await waitFor(() => expect(add).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  }
});
