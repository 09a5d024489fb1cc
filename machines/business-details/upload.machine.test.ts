/**
 * The upload field's statechart on a running actor, its call stood in for by a callback actor
 * the test drives: progress, the stored value handed to the form, refusal, failure and removal.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { uploadMachine, type UploadCallEvent } from './upload.machine';

function start(value = '') {
  const changes: string[] = [];
  let report: (event: UploadCallEvent) => void = () => {};
  let stopped = 0;
  const sentFiles: string[] = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        uploadFile: fromCallback<EventObject, { file: File }>(({ sendBack, input }) => {
          sentFiles.push(input.file.name);
          report = sendBack;
          return () => (stopped += 1);
        }),
      },
      actions: { valueChanged: (_, { value: next }) => changes.push(next) },
    }),
    { input: { value, savedName: value ? 'saved.pdf' : '' } },
  ).start();
  return {
    actor,
    changes,
    report: (e: UploadCallEvent) => report(e),
    sentFiles,
    stopped: () => stopped,
  };
}

const file = (name = 'id.png', size = 3000) => new File([new Uint8Array(size)], name);

describe('upload machine', () => {
  it('sends a picked file, reports progress in whole percent, and hands the stored path to the form', () => {
    const { actor, changes, report, sentFiles } = start();
    actor.send({ type: 'file.pick', file: file() });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.chosen).toEqual({ name: 'id.png', size: 3000 });
    expect(sentFiles).toEqual(['id.png']);
    report({ type: 'upload.progress', percent: 33.4 });
    expect(actor.getSnapshot().context.progress).toBe(33);
    report({ type: 'upload.done', stored: { url: '/api/files/a1', name: 'id.png' } });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.stored).toEqual({ name: 'id.png', size: 3000 });
    expect(changes).toEqual(['/api/files/a1']);
  });

  it('keeps the file it had when an upload fails, with the server’s message', () => {
    const { actor, changes, report } = start('/api/files/old');
    actor.send({ type: 'file.pick', file: file('new.png') });
    report({
      type: 'upload.failed',
      message: 'ID files must be .heic, .jpg, .jpeg, .png or .pdf.',
    });
    const { context } = actor.getSnapshot();
    expect(context.stored).toEqual({ name: 'saved.pdf', size: 0 });
    expect(context.value).toBe('/api/files/old');
    expect(context.error).toBe('ID files must be .heic, .jpg, .jpeg, .png or .pdf.');
    expect(changes).toEqual([]);
  });

  it('removes the file: the form value is emptied', () => {
    const { actor, changes } = start('/api/files/old');
    actor.send({ type: 'file.remove' });
    expect(actor.getSnapshot().context.stored).toBeNull();
    expect(changes).toEqual(['']);
  });

  it('cancels an upload in flight: the call stops and the form keeps its value', () => {
    const { actor, changes, stopped } = start('/api/files/old');
    actor.send({ type: 'file.pick', file: file('new.png') });
    actor.send({ type: 'file.remove' });
    expect(stopped()).toBe(1);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.stored).toEqual({ name: 'saved.pdf', size: 0 });
    expect(changes).toEqual([]);
  });

  it('shows the field’s own refusal without sending anything', () => {
    const { actor, sentFiles } = start();
    actor.send({ type: 'file.refuse', message: 'Brand image must be under 2MB.' });
    expect(actor.getSnapshot().context.error).toBe('Brand image must be under 2MB.');
    expect(sentFiles).toEqual([]);
  });
});
