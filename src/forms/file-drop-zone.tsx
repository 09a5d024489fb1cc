/** The upload field's drop zone: Mantine's Dropzone (react-dropzone) with its styles. */
import '@mantine/dropzone/styles.css';
import { Button, Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useRef } from 'react';
import type { Text as Words } from '../../domain/i18n/message';
import type { DropZoneView } from '../../machines/business-details/upload-view';
import { useSay } from '../i18n/say';

export interface FileDropZoneProps {
  /** The id the field's label points at: the file input's. */
  id: string;
  name: string | undefined;
  label: string;
  required: boolean;
  hasError: boolean;
  hasFile: boolean;
  /** What it accepts and the messages of a refused file (machines/business-details/upload-view.ts). */
  dropZone: DropZoneView;
  onPick: (file: File) => void;
  /** A file of another type or too large, with the server's own message. */
  onRefuse: (message: Words) => void;
}

interface DropZoneContentProps {
  /** The upload field's id: the button is described by the field's line under the label. */
  id: string;
  label: string;
  hasFile: boolean;
  onChoose: () => void;
}

/** "Drop a file here, or" and the Choose a file button. */
function DropZoneContent(props: DropZoneContentProps) {
  const say = useSay();
  return (
    <Group justify="center" gap="xs">
      <Text size="sm">
        {say({ id: props.hasFile ? 'fields.upload.dropAnother' : 'fields.upload.drop' })}
      </Text>
      <Button
        size="xs"
        variant="light"
        aria-label={say({ id: 'fields.upload.chooseFor', values: { label: props.label } })}
        aria-describedby={`${props.id}-description`}
        onClick={props.onChoose}
      >
        {say({ id: 'fields.upload.choose' })}
      </Button>
    </Group>
  );
}

/** Where a file is dropped, or chosen with the button. */
export function FileDropZone(props: FileDropZoneProps) {
  const { id, dropZone } = props;
  const openPicker = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={(files) => files[0] && props.onPick(files[0])}
      onReject={(rejections) => {
        const code = rejections[0]?.errors[0]?.code;
        props.onRefuse(
          code === 'file-too-large' ? dropZone.messages.tooLarge : dropZone.messages.wrongType,
        );
      }}
      accept={dropZone.accept}
      maxSize={dropZone.maxBytes}
      multiple={false}
      name={props.name}
      openRef={openPicker}
      // The button opens the picker; the zone itself takes drops.
      activateOnClick={false}
      p="sm"
      inputProps={{
        id,
        // Named by the field's label, not the dropzone's generic "file upload".
        'aria-label': props.label,
        'aria-describedby': `${id}-description${props.hasError ? ` ${id}-error` : ''}`,
        ...(props.required ? { 'aria-required': true } : {}),
      }}
    >
      <DropZoneContent {...props} onChoose={() => openPicker.current?.()} />
    </Dropzone>
  );
}
