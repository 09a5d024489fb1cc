/** The FAQ modal the '?' button opens (doc 1 §2); src/help/faq-modal.tsx loads it on first use. */
import { Group, Modal, Stack, Text, Title } from '@mantine/core';
import { FAQ_ENTRIES, FAQ_TITLE } from './faq-entries';
import { HelpLink } from './help-link';

export function FaqDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={FAQ_TITLE}
      size="lg"
      returnFocus={false}
      classNames={{ content: 'faq-dialog' }}
    >
      <Stack gap="md">
        {FAQ_ENTRIES.map((entry) => (
          <Stack key={entry.question} gap={2}>
            <Title order={3} size="h5">
              {entry.question}
            </Title>
            <Text size="sm">{entry.answer}</Text>
          </Stack>
        ))}
        <Group gap="xs">
          <Text size="sm">Still need help?</Text>
          <HelpLink source="modal" onOpen={onClose} />
        </Group>
      </Stack>
    </Modal>
  );
}
