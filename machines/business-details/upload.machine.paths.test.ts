/**
 * Model-based path tests of one upload field (doc 1 §3 "FileUpload", doc 2 §5 "Uploads", §8):
 * generated paths replayed on a running actor whose upload call reports nothing by itself; the
 * paths send its progress, success and failure as the call would. The form learns a new value
 * only when a file is stored or removed, and the message under the field is the server's or the
 * field's own.
 */
import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { uploadMachine, type UploadContext, type UploadInput } from './upload.machine';
import {
  named,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';

const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
const STORED = { url: 'uploads/m1/licence.pdf', name: 'licence.pdf' };
const REFUSED = 'File type must be PDF, JPEG or PNG.';
const SERVER_SAYS = 'The file could not be stored.';

const EVENTS = [
  named('pick licence.pdf', { type: 'file.pick', file }),
  named('refused before sending', { type: 'file.refuse', message: REFUSED }),
  { type: 'file.remove' },
  named('42.6 % sent', { type: 'upload.progress', percent: 42.6 }),
  named('stored', { type: 'upload.done', stored: STORED }),
  named('server refuses', { type: 'upload.failed', message: SERVER_SAYS }),
] as EventObject[];

const oracles: Oracle<UploadContext>[] = [
  {
    source: 'doc 1 §3 FileUpload',
    name: 'the form learns a value only when a file is stored or removed, and it is that value',
    check: ({ actionCalls, events, snapshot }) => {
      const told = actionCalls.filter((c) => c.type === 'valueChanged');
      const last = told.at(-1)?.params as { value: string } | undefined;
      if (last && last.value !== snapshot.context.value) return `told ${last.value}`;
      const changes = events.filter(
        (e) => e.type === 'upload.done' || e.type === 'file.remove',
      ).length;
      return told.length <= changes ? null : `${told.length} value changes for ${changes} events`;
    },
  },
  {
    source: 'doc 2 §8 upload failure',
    name: "the message under the field is the server's or the field's own, and goes with a new file",
    check: ({ snapshot }) => {
      const { error, progress } = snapshot.context;
      if (progress < 0 || progress > 100 || !Number.isInteger(progress))
        return `progress ${progress}`;
      if (snapshot.matches('uploading')) return error === null ? null : `error while sending`;
      return error === null || error === REFUSED || error === SERVER_SAYS ? null : `error ${error}`;
    },
  },
];

const model = (input: UploadInput): PathModel<UploadContext> => ({
  machine: uploadMachine,
  input,
  events: EVENTS,
  provide: () => uploadMachine.provide({ actors: { uploadFile: fromCallback(() => undefined) } }),
  recordedActions: ['valueChanged'],
  oracles,
});

describe('upload machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('upload', [
      model({ value: '', savedName: '' }),
      model({ value: 'uploads/m1/old.pdf', savedName: 'old.pdf' }),
    ]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
