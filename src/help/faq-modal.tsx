/** The floating '?' button and the FAQ modal of the onboarding and status pages (doc 1 §2). */
import './faq-button.css';
import { ActionIcon, Box, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { HelpLink } from './help-link';

export const FAQ_TITLE = 'Frequently asked questions';

/** doc 1 §1 "Stated claims", as questions a merchant asks. */
export const FAQ_ENTRIES: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How long does the compliance review take?',
    answer: 'Compliance review takes 2-3 business days.',
  },
  {
    question: 'How do my customers pay?',
    answer: 'Shoppers pay in 4 interest-free instalments every 2 weeks.',
  },
  {
    question: 'When do I get paid?',
    answer: 'Settlement reaches your bank in 1-5 business days.',
  },
  {
    question: 'How long do refunds take?',
    answer: 'Refunds take 5-7 business days.',
  },
  {
    question: 'I have not received my sign-in email.',
    answer: 'The sign-in email arrives in 2-5 minutes. Check your spam folder too.',
  },
];

export function FaqButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {/* Placed by faq-button.css: in the flow on phones, floating beside the column on wide
          screens, hidden while another dialog is open. */}
      <Box className="faq-button-slot">
        <ActionIcon size={48} radius="xl" onClick={open} aria-label={FAQ_TITLE}>
          <Text fw={700} size="xl" c="white" aria-hidden>
            ?
          </Text>
        </ActionIcon>
      </Box>
      <Modal
        opened={opened}
        onClose={close}
        title={FAQ_TITLE}
        size="lg"
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
            <HelpLink source="modal" onOpen={close} />
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
