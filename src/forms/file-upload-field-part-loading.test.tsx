/**
 * The upload field before its own code has arrived: its label, the types it takes, its error and
 * the stored file's name are there at once with a busy Choose a file button, and the field with
 * its Remove button takes their place when the code arrives; a failed load leaves the button to
 * load it again. Its own file, so no other test has loaded the field's chunk; the real chunk
 * arrives when the test lets it, as a slow network would deliver it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { FileUploadField } from './file-upload-field';

const network = vi.hoisted(() => {
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  return { delivered, deliver: () => deliver(), failNext: true };
});
vi.mock('./file-upload-control', async (importOriginal) => {
  if (network.failNext) {
    network.failNext = false;
    throw new Error('Failed to fetch dynamically imported module');
  }
  await network.delivered;
  return importOriginal();
});

const choose = () =>
  screen.getByRole('button', { name: 'Choose a file for Proof of insurance (optional)' });

it('shows the field at once, lets a failed load be tried again and gives way to the field', async () => {
  const user = userEvent.setup();
  renderWithTheme(
    <FileUploadField
      label="Proof of insurance (optional)"
      value="merchant-1/insurance/policy.pdf"
      error="Upload your proof of insurance"
      onChange={() => {}}
      target={{ field: 'proofOfInsurance' }}
    />,
  );
  expect(screen.getByText('Proof of insurance (optional)')).toBeInTheDocument();
  expect(screen.getByText('Upload your proof of insurance')).toBeInTheDocument();
  expect(screen.getByText('policy.pdf')).toBeInTheDocument();
  expect(screen.getByText('Drop another file here, or')).toBeInTheDocument();
  expect(choose()).toHaveAccessibleDescription('PNG, JPG, PDF or HEIC, up to 16MB.');

  // The first load fails: the button is no longer busy and asks for the code again.
  await vi.waitFor(() => expect(choose()).toBeEnabled());
  expect(screen.queryByRole('button', { name: 'Remove policy.pdf' })).toBeNull();
  await user.click(choose());
  expect(choose()).toBeDisabled();

  network.deliver();
  expect(await screen.findByRole('button', { name: 'Remove policy.pdf' })).toBeInTheDocument();
  expect(screen.getByText('Upload your proof of insurance')).toBeInTheDocument();
});
