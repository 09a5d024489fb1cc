/** The FAQ modal the '?' button opens (doc 1 §2); src/help/faq-modal.tsx loads it on first use. */
import { Group, Modal, Stack, Text, Title } from '@mantine/core';
import { FAQ_ENTRIES, FAQ_TITLE, HELP_WORDS } from '../../machines/help/help-words';
import { useSay } from '../i18n/say';
import { HelpLink } from './help-link';
import { SupportHours } from './support-hours';

export function FaqDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const say = useSay();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={say(FAQ_TITLE)}
      size="lg"
      returnFocus={false}
      classNames={{ content: 'faq-dialog' }}
    >
      <Stack gap="md">
        {FAQ_ENTRIES.map((entry) => (
          <Stack key={entry.key} gap={2}>
            <Title order={3} size="h5">
              {say(entry.question)}
            </Title>
            <Text size="sm">{say(entry.answer)}</Text>
          </Stack>
        ))}
        <Group gap="xs">
          <Text size="sm">{say(HELP_WORDS.stillNeedHelp)}</Text>
          <HelpLink source="modal" onOpen={onClose} />
        </Group>
        <SupportHours />
      </Stack>
    </Modal>
  );
}
