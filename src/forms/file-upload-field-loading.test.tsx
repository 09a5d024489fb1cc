/**
 * The upload field before its drop zone's code has arrived: the label, the accepted types and
 * the Choose a file button are there at once (the button busy), and the file input takes its
 * place when the code arrives. Its own file, so no other test has loaded the drop zone; the real
 * chunk arrives when the test lets it, as a slow network would deliver it.
 */
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { loadFileDropZone } from './file-drop-zone-loader';
import { FileUploadField } from './file-upload-field';

const network = vi.hoisted(() => {
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  return { delivered, deliver: () => deliver() };
});
vi.mock('./file-drop-zone', async (importOriginal) => {
  await network.delivered;
  return importOriginal();
});

it('shows the field at once and its file input when the drop zone has arrived', async () => {
  renderWithTheme(
    <FileUploadField
      label="Government ID (front)"
      value=""
      onChange={() => {}}
      target={{ field: 'govId' }}
    />,
  );
  const choose = screen.getByRole('button', { name: 'Choose a file for Government ID (front)' });
  expect(choose).toBeDisabled();
  expect(choose).toHaveAccessibleDescription('HEIC, JPG, PNG or PDF, up to 16MB.');
  expect(screen.queryByLabelText('Government ID (front)')).toBeNull();

  network.deliver();
  await loadFileDropZone();
  const input = await screen.findByLabelText('Government ID (front)');
  expect(input).toHaveAttribute('type', 'file');
  expect(
    screen.getByRole('button', { name: 'Choose a file for Government ID (front)' }),
  ).toBeEnabled();
});
