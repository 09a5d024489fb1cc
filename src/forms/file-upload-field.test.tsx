/**
 * The upload field over the real upload call: the file goes to POST /api/upload-file with its
 * filename, bucket and field; success and the server's refusal show under the field.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { FileUploadField } from './file-upload-field';

interface Sent {
  url: string;
  form: FormData;
}

function answerUploads(status: number, body: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), form: init?.body as FormData });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function Upload(props: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FileUploadField
      label="Government ID (front)"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      target={{ field: 'govId' }}
    />
  );
}

/** Mantine's FileInput is a button over a hidden file input; the file goes to the input. */
function fileInput(): HTMLInputElement {
  expect(screen.getByRole('button', { name: /Government ID \(front\)/ })).toBeInTheDocument();
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

afterEach(() => vi.unstubAllGlobals());

describe('file upload field', () => {
  it("sends the file with its name, bucket and field, keeps the stored path and says 'File uploaded successfully.'", async () => {
    const sent = answerUploads(200, {
      url: '/api/files/abc123',
      name: 'passport.png',
      message: 'File uploaded successfully.',
    });
    const changes: string[] = [];
    const user = userEvent.setup();
    renderWithTheme(<Upload onChange={(v) => changes.push(v)} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'passport.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(), file);
    expect(await screen.findByText('File uploaded successfully.')).toBeInTheDocument();
    expect(changes).toEqual(['/api/files/abc123']);
    expect(sent[0]?.url).toBe('/api/upload-file');
    expect(sent[0]?.form.get('filename')).toBe('passport.png');
    expect(sent[0]?.form.get('bucketType')).toBe('Onboarding');
    expect(sent[0]?.form.get('field')).toBe('govId');
  });

  it("shows the server's message under the field when the upload is refused", async () => {
    const message = 'ID files must be HEIC, JPG, PNG or PDF.';
    answerUploads(400, { message, error: message });
    // The browser's file picker filters by type, but a file can still be dropped or forced.
    const user = userEvent.setup({ applyAccept: false });
    renderWithTheme(<Upload />);
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(fileInput(), file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('File uploaded successfully.')).not.toBeInTheDocument();
  });

  it('shortens a file name over 40 characters for display', async () => {
    const long = `${'scan-of-my-drivers-licence-front-side'.repeat(2)}.pdf`;
    answerUploads(200, {
      url: '/api/files/x1',
      name: long,
      message: 'File uploaded successfully.',
    });
    const user = userEvent.setup();
    renderWithTheme(<Upload />);
    await user.upload(fileInput(), new File(['%PDF'], long, { type: 'application/pdf' }));
    await screen.findByText('File uploaded successfully.');
    expect(screen.getByText(/…\.pdf$/)).toBeInTheDocument();
    expect(screen.queryByText(long)).not.toBeInTheDocument();
  });
});
