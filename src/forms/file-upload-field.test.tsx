/**
 * The upload field over the real upload actor and call: the file goes to POST
 * /api/upload-file with its filename, bucket and field, its progress shows while it is sent, and
 * success, refusal and removal show under the field. The network is stood in for at the browser's
 * XMLHttpRequest, the API the call uses for its progress.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../domain/brands/brands';
import { brandTheme } from '../app/brand-theme';
import { TestCatalogue } from '../testing/catalogue';
import { renderWithTheme } from '../testing/render';
import { FileUploadField } from './file-upload-field';

interface Sent {
  url: string;
  form: FormData;
  headers: Record<string, string>;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** Answers the request. */
  answer: (status: number, body: unknown) => void;
}

/** A stand-in for the browser's XMLHttpRequest that records each upload and answers on demand. */
function fakeNetwork() {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private url = '';
    private headers: Record<string, string> = {};
    private listeners: Record<string, (() => void)[]> = {};
    private uploadListeners: ((event: ProgressEvent) => void)[] = [];
    upload = {
      addEventListener: (_: string, listener: (event: ProgressEvent) => void) =>
        this.uploadListeners.push(listener),
    };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    abort() {
      for (const l of this.listeners.abort ?? []) l();
    }
    send(body: FormData) {
      sent.push({
        url: this.url,
        form: body,
        headers: this.headers,
        progress: (loaded, total) => {
          for (const l of this.uploadListeners) {
            l({ lengthComputable: true, loaded, total } as ProgressEvent);
          }
        },
        answer: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          for (const l of this.listeners.load ?? []) l();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function Upload(props: { onChange?: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
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

const fileInput = () => screen.getByLabelText('Government ID (front)') as HTMLInputElement;
const png = (name = 'passport.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('file upload field', () => {
  it('states the accepted types and largest size before a file is chosen, with no file name as placeholder', () => {
    fakeNetwork();
    renderWithTheme(<Upload />);
    expect(fileInput()).toHaveAccessibleDescription('HEIC, JPG, PNG or PDF, up to 16MB.');
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(
      screen.getByRole('button', { name: 'Choose a file for Government ID (front)' }),
    ).toHaveAccessibleDescription('HEIC, JPG, PNG or PDF, up to 16MB.');
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it("sends the file, shows its name, size and progress, keeps the stored path and says 'File uploaded successfully.'", async () => {
    const sent = fakeNetwork();
    const changes: string[] = [];
    const user = userEvent.setup();
    renderWithTheme(<Upload onChange={(v) => changes.push(v)} />);
    await user.upload(fileInput(), png());
    expect(await screen.findByText('passport.png')).toBeInTheDocument();
    expect(screen.getByText('(2 KB)')).toBeInTheDocument();
    act(() => sent[0]!.progress(1024, 2048));
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading passport.png' })).toBeInTheDocument();
    act(() =>
      sent[0]!.answer(200, {
        url: '/api/files/abc123',
        name: 'passport.png',
        message: 'File uploaded successfully.',
      }),
    );
    expect(await screen.findByText('File uploaded successfully.')).toBeInTheDocument();
    expect(changes).toEqual(['/api/files/abc123']);
    expect(sent[0]?.url).toBe('/api/upload-file');
    expect(sent[0]?.form.get('filename')).toBe('passport.png');
    expect(sent[0]?.form.get('bucketType')).toBe('Onboarding');
    expect(sent[0]?.form.get('field')).toBe('govId');
    expect(sent[0]?.headers['x-correlation-id']).toBeTruthy();
  });

  it('removes the chosen file: the form value is emptied and another can be chosen', async () => {
    fakeNetwork();
    const changes: string[] = [];
    const user = userEvent.setup();
    renderWithTheme(<Upload initial="/api/files/saved1" onChange={(v) => changes.push(v)} />);
    expect(screen.getByText('saved1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove saved1' }));
    expect(changes).toEqual(['']);
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(fileInput()).toBeInTheDocument();
  });

  it("shows the server's message under the field when the upload is refused", async () => {
    const sent = fakeNetwork();
    const message = 'ID files must be .heic, .jpg, .jpeg, .png or .pdf.';
    const user = userEvent.setup();
    renderWithTheme(<Upload />);
    await user.upload(fileInput(), png('fake.png'));
    act(() => sent[0]!.answer(400, { message, error: message }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('File uploaded successfully.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it('refuses a file of another type at once, with the message the server would give', async () => {
    const sent = fakeNetwork();
    // The picker filters by type, but a file can still be dropped or forced.
    const user = userEvent.setup({ applyAccept: false });
    renderWithTheme(<Upload />);
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('ID files must be .heic, .jpg, .jpeg, .png or .pdf.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shortens a file name over 40 characters for display', async () => {
    const sent = fakeNetwork();
    const long = `${'scan-of-my-drivers-licence-front-side'.repeat(2)}.pdf`;
    const user = userEvent.setup();
    renderWithTheme(<Upload />);
    await user.upload(fileInput(), new File(['%PDF'], long, { type: 'application/pdf' }));
    act(() =>
      sent[0]!.answer(200, {
        url: '/api/files/x1',
        name: long,
        message: 'File uploaded successfully.',
      }),
    );
    await screen.findByText('File uploaded successfully.');
    expect(screen.getByText(/…\.pdf$/)).toBeInTheDocument();
    expect(screen.queryByText(long)).not.toBeInTheDocument();
  });
});

describe('file upload field in Canadian French', () => {
  it('states the types, names the button, shows the progress and the success in French', async () => {
    const sent = fakeNetwork();
    const user = userEvent.setup();
    render(
      <MantineProvider theme={brandTheme(BRANDS.provider)}>
        <TestCatalogue language="fr-CA">
          <Upload />
        </TestCatalogue>
      </MantineProvider>,
    );
    expect(fileInput()).toHaveAccessibleDescription(/^HEIC, JPG, PNG ou PDF, 16\sMo au plus\.$/);
    expect(screen.getByText('Déposez un fichier ici, ou')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Choisir un fichier pour Government ID (front)' }),
    ).toBeInTheDocument();
    await user.upload(fileInput(), png());
    act(() => sent[0]!.progress(1024, 2048));
    expect(screen.getByText(/^Téléversement… 50\s%$/)).toBeInTheDocument();
    act(() =>
      sent[0]!.answer(200, {
        url: '/api/files/abc123',
        name: 'passport.png',
        message: 'Fichier téléversé avec succès.',
      }),
    );
    expect(await screen.findByText('Fichier téléversé avec succès.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer passport.png' })).toBeInTheDocument();
  });
});
