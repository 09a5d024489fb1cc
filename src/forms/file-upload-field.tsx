import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useId } from 'react';
import { shallowEqual } from '../../machines/forms/view-memo';
import { uploadFieldView, uploadStateView } from '../../machines/business-details/upload-view';
import type { UploadTarget } from '../api/merchant-calls';
import type { FieldProps } from './field-props';
import { FileDropZone } from './file-drop-zone';
import { useUpload } from './use-upload';
import { useSay } from '../i18n/say';

export interface FileUploadFieldProps extends FieldProps<string> {
  target: UploadTarget;
}

/**
 * A file upload (doc 1 §3 "FileUpload") on Mantine's dropzone: a file is dropped or chosen, the
 * types and largest size are stated before, the file goes to POST /api/upload-file at once with
 * its progress shown, and the field keeps the stored file's path. The chosen file shows with its
 * name (over 40 characters shortened, doc 1 §9) and size, and can be removed. Under the field:
 * 'File uploaded successfully.' or the server's own message (doc 2 §8). The upload actor
 * (machines/business-details/upload.machine.ts) decides; this view shows it and sends events.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const actor = useUpload(props.target, props.value, props.onChange);
  const fieldView = uploadFieldView(props.target, props.description);
  const { dropZone } = fieldView;
  // A file shown for reference keeps its own line, not the types a new upload takes.
  const description = props.readOnly ? props.description : fieldView.description;
  const view = useActorView(actor, uploadStateView, shallowEqual);
  const { uploading, progress, error } = view;
  const id = useId();
  const say = useSay();

  return (
    <Input.Wrapper
      label={props.label}
      // A file shown for reference has no input for the label to name.
      {...(props.readOnly ? { labelElement: 'div' as const } : { labelProps: { htmlFor: id } })}
      description={say(description)}
      withAsterisk={props.required}
      error={error ? say(error) : props.error}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Stack gap={6} mt={4}>
        {view.fileName !== null && (
          <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="chosen-file">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {view.fileName}
              {view.fileSize && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  ({say(view.fileSize)})
                </Text>
              )}
            </Text>
            {!props.readOnly && (
              <Button
                size="xs"
                variant="subtle"
                style={{ flexShrink: 0 }}
                aria-label={say({
                  id: 'fields.upload.removeFile',
                  values: { name: view.fullName },
                })}
                onClick={() => actor.send({ type: 'file.remove' })}
              >
                {say({ id: uploading ? 'fields.upload.cancel' : 'fields.upload.remove' })}
              </Button>
            )}
          </Group>
        )}
        {props.readOnly && view.fileName === null && (
          <Text size="sm" c="dimmed">
            {say({ id: 'fields.upload.none' })}
          </Text>
        )}
        {uploading && (
          <Stack gap={2}>
            <Progress
              value={progress}
              aria-label={say({
                id: 'fields.upload.uploadingFile',
                values: { name: view.fullName },
              })}
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              {say({ id: 'fields.upload.progress', values: { percent: progress / 100 } })}
            </Text>
          </Stack>
        )}
        {!uploading && !props.readOnly && (
          <FileDropZone
            id={id}
            name={props.name}
            label={props.label}
            required={props.required === true}
            hasError={Boolean(error || props.error)}
            hasFile={view.fileName !== null}
            dropZone={dropZone}
            onPick={(picked) => actor.send({ type: 'file.pick', file: picked })}
            onRefuse={(message) => actor.send({ type: 'file.refuse', message })}
          />
        )}
        {view.uploaded && (
          <Text size="sm" c="teal" role="status">
            {say(view.uploaded)}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
