/** The upload field's drop zone words and button, the same before and after its code loads. */
import { Box, Button, Group, Text } from '@mantine/core';

export interface DropZoneContentProps {
  /** The upload field's id: the button is described by the field's line under the label. */
  id: string;
  label: string;
  hasFile: boolean;
  onChoose: () => void;
  /** While the drop zone's code is on its way, the button shows it is busy. */
  loading?: boolean;
}

/** "Drop a file here, or" and the Choose a file button. */
export function DropZoneContent(props: DropZoneContentProps) {
  return (
    <Group justify="center" gap="xs">
      <Text size="sm">{props.hasFile ? 'Drop another file here, or' : 'Drop a file here, or'}</Text>
      <Button
        size="xs"
        variant="light"
        aria-label={`Choose a file for ${props.label}`}
        aria-describedby={`${props.id}-description`}
        loading={props.loading}
        onClick={props.onChoose}
      >
        Choose a file
      </Button>
    </Group>
  );
}

/** The drop zone's place while its code is on its way: its words and a busy button, which loads it again after a failed load. */
export function DropZoneWaiting(
  props: Omit<DropZoneContentProps, 'loading'> & { failed: boolean },
) {
  return (
    <Box
      p="sm"
      style={{
        border: '1px dashed var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-default)',
      }}
    >
      <DropZoneContent
        id={props.id}
        label={props.label}
        hasFile={props.hasFile}
        loading={!props.failed}
        onChoose={props.onChoose}
      />
    </Box>
  );
}
