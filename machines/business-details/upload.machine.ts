/**
 * One file upload field (doc 1 §3 "FileUpload", doc 2 §5 "Uploads", §7 POST /api/upload-file):
 * a file is picked or dropped, sent at once with its progress reported, and the stored file's
 * path handed to the form; the merchant can remove it and pick another. A file the field refuses
 * before sending (type or size) gets the field's own message. The call is an invoked actor the
 * app provides (src/forms/use-upload.ts); the view only sends events.
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { Text } from '../../domain/i18n/message';

/** The file as the field shows it: its name and size in bytes. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** What the upload call answers: the stored file's path (url) and name. */
export interface StoredFile {
  url: string;
  name: string;
}

export interface UploadInput {
  /** The form's value: the stored file's path, '' for none. */
  value: string;
  /** The saved file's name, shown while no new file is chosen. */
  savedName: string;
}

export interface UploadContext {
  /** The file the form's value names, shown with its name (and size when chosen here). */
  stored: ChosenFile | null;
  /** The file being sent, shown while it uploads. */
  chosen: ChosenFile | null;
  /** The file being sent, kept for the upload actor only. */
  sending: File | null;
  /** Percent sent, 0 to 100. */
  progress: number;
  /** The path of the stored file, the form's value. */
  value: string;
  /** The message under the field: the server's (doc 2 §8) or the field's own refusal. */
  error: Text | null;
}

export type UploadEvent =
  | { type: 'file.pick'; file: File }
  | { type: 'file.refuse'; message: Text }
  | { type: 'file.remove' }
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.done'; stored: StoredFile }
  | { type: 'upload.failed'; message: Text };

/** The events the upload call sends back while it runs. */
export type UploadCallEvent = Extract<
  UploadEvent,
  { type: 'upload.progress' | 'upload.done' | 'upload.failed' }
>;

const notProvided = fromCallback<EventObject, { file: File }>(({ sendBack }) => {
  sendBack({ type: 'upload.failed', message: 'The call is provided by the app.' });
});

/** The upload statechart of one field. */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    /** POST /api/upload-file; sends back progress, then done or failed. */
    uploadFile: notProvided,
  },
  actions: {
    /** The form learns its new value (provided by the view). */
    valueChanged: (_, _params: { value: string }) => {},
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    stored: input.value ? { name: input.savedName, size: 0 } : null,
    chosen: null,
    sending: null,
    progress: 0,
    value: input.value,
    error: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'file.pick': {
          target: 'uploading',
          actions: assign(({ event }) => ({
            chosen: { name: event.file.name, size: event.file.size },
            sending: event.file,
            progress: 0,
            error: null,
          })),
        },
        'file.refuse': { actions: assign({ error: ({ event }) => event.message }) },
        'file.remove': {
          actions: [
            assign({ stored: null, value: '', error: null, progress: 0 }),
            { type: 'valueChanged', params: { value: '' } },
          ],
        },
      },
    },
    uploading: {
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.sending! }),
      },
      on: {
        'upload.progress': {
          actions: assign({
            progress: ({ event }) => Math.max(0, Math.min(100, Math.round(event.percent))),
          }),
        },
        'upload.done': {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              value: event.stored.url,
              stored: {
                name: event.stored.name || context.chosen!.name,
                size: context.chosen!.size,
              },
              chosen: null,
              sending: null,
              progress: 100,
            })),
            { type: 'valueChanged', params: ({ event }) => ({ value: event.stored.url }) },
          ],
        },
        'upload.failed': {
          target: 'ready',
          // The form keeps the file it had; the refused one is not shown as chosen.
          actions: assign(({ event }) => ({
            error: event.message,
            chosen: null,
            sending: null,
            progress: 0,
          })),
        },
        // Removing while it is sent stops the call (the invoke ends with the state).
        'file.remove': {
          target: 'ready',
          actions: assign({ chosen: null, sending: null, progress: 0 }),
        },
      },
    },
  },
});
