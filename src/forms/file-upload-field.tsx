import { FileInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { UPLOAD_SUCCESS_MESSAGE } from '../../domain/api/merchant-api';
import { displayFileName, fileNameOfPath } from '../../domain/onboarding/display-file-name';
import { uploadFile, type UploadTarget } from '../api/merchant-calls';
import type { FieldProps } from './field-props';

/** doc 1 §9: the upload types of a generic file field (png, jpeg, pdf, heic). */
export const DEFAULT_UPLOAD_TYPES = '.png,.jpg,.jpeg,.pdf,.heic';
/** doc 1 §9: government ID files. */
export const ID_UPLOAD_TYPES = '.heic,.jpg,.jpeg,.png,.pdf';

export interface FileUploadFieldProps extends FieldProps<string> {
  target: UploadTarget;
  accept?: string;
}

type UploadStatus =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string };

/**
 * A file upload (doc 1 §3 "FileUpload"): the file goes to POST /api/upload-file at once and the
 * field keeps the stored file's path. Under the field: 'File uploaded successfully.' or the
 * server's own message (doc 2 §8); names over 40 characters are shortened for display.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  // The one piece of local state: this input's upload in flight and its outcome.
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });

  async function pick(file: File | null) {
    if (!file) return;
    setStatus({ kind: 'uploading' });
    try {
      const stored = await uploadFile(file, props.target);
      props.onChange(stored.url);
      setStatus({ kind: 'done', name: stored.name || file.name });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const savedName = props.value ? fileNameOfPath(props.value) : '';
  const shownName = status.kind === 'done' ? status.name : savedName;
  return (
    <Stack gap={4}>
      <FileInput
        label={props.label}
        name={props.name}
        description={props.description}
        withAsterisk={props.required}
        accept={props.accept ?? DEFAULT_UPLOAD_TYPES}
        placeholder={shownName ? displayFileName(shownName) : 'Choose a file'}
        value={null}
        onChange={(file) => void pick(file)}
        disabled={status.kind === 'uploading'}
        error={status.kind === 'failed' ? status.message : props.error}
        clearable={false}
      />
      {status.kind === 'uploading' && (
        <Text size="sm" c="dimmed">
          Uploading…
        </Text>
      )}
      {status.kind === 'done' && (
        <Text size="sm" c="teal" role="status">
          {UPLOAD_SUCCESS_MESSAGE}
        </Text>
      )}
    </Stack>
  );
}
