/**
 * A file upload field (doc 1 §3 "FileUpload"), whose code loads when an upload field is first
 * shown: the upload actor, the chosen file's line and progress (file-upload-control.tsx) and the
 * drop zone (file-drop-zone-loader.tsx) serve only the fields that apply to a merchant (a
 * partnership agreement, a trust deed, an ID, a logo), so a page does not carry them when it
 * opens (docs/decisions/0184-lighter-business-details.md). Until the code has arrived the field
 * shows its label, the types it takes, its error and a busy Choose a file button in the same
 * place; if it cannot be loaded, the button tries again.
 */
import { Input, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { displayFileName, fileNameOfPath } from '../../domain/onboarding/display-file-name';
import { onDemandPart } from '../app/on-demand-part';
import { DropZoneWaiting } from './drop-zone-content';
import { loadFileDropZone } from './file-drop-zone-loader';
import { uploadDescription, type FileUploadFieldProps } from './file-upload-shared';

export type { FileUploadFieldProps } from './file-upload-shared';

const control = onDemandPart(() => {
  // The drop zone's chunk is asked for at the same time, not after the field's has arrived; a
  // failure there is the drop zone's own to show.
  loadFileDropZone().catch(() => undefined);
  return import('./file-upload-control').then((module) => module.FileUploadControl);
});

/** Loads the field's chunk once; a failed load is tried again by the next call. */
export const loadFileUploadField = control.load;

/** The upload field once its code is here; its label, words and a busy button until then. */
export function FileUploadField(props: FileUploadFieldProps) {
  const { part: Control, failed, retry } = control.usePart();
  const id = useId();
  if (Control) return <Control {...props} />;
  const stored = props.value ? displayFileName(fileNameOfPath(props.value)) : '';
  return (
    <Input.Wrapper
      label={props.label}
      description={uploadDescription(props)}
      withAsterisk={props.required}
      error={props.error}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Stack gap={6} mt={4}>
        {stored && <Text size="sm">{stored}</Text>}
        <DropZoneWaiting
          id={id}
          label={props.label}
          hasFile={Boolean(stored)}
          failed={failed}
          onChoose={retry}
        />
      </Stack>
    </Input.Wrapper>
  );
}
