/**
 * The upload actor of one file field, with its call: POST /api/upload-file through src/api,
 * reporting progress back to the machine; the form hears of each new value.
 */
import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import { fileNameOfPath } from '../../domain/business-details/display-file-name';
import {
  uploadMachine,
  type UploadCallEvent,
} from '../../machines/business-details/upload.machine';
import { uploadFile, type UploadTarget } from '../api/merchant-calls';

/** The upload actor of a field whose form value is `value`; `onChange` hears each new value. */
export function useUpload(target: UploadTarget, value: string, onChange: (value: string) => void) {
  // The latest handler, so the actor (made once) always reaches the form as it is now.
  const changed = useRef(onChange);
  changed.current = onChange;
  const [machine] = useState(() =>
    uploadMachine.provide({
      actors: {
        uploadFile: fromCallback<EventObject, { file: File }>(({ sendBack, input }) => {
          const controller = new AbortController();
          const send = (event: UploadCallEvent) => sendBack(event);
          uploadFile(input.file, target, {
            signal: controller.signal,
            onProgress: (percent) => send({ type: 'upload.progress', percent }),
          }).then(
            (stored) => send({ type: 'upload.done', stored }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              send({
                type: 'upload.failed',
                message: error instanceof Error ? error.message : String(error),
              });
            },
          );
          return () => controller.abort();
        }),
      },
      actions: {
        valueChanged: (_, params) => changed.current(params.value),
      },
    }),
  );
  return useActorRef(machine, { input: { value, savedName: value ? fileNameOfPath(value) : '' } });
}
