/**
 * Further contact e-mails of an application (docs/decisions/0073): each may sign in, fill in the
 * lead form and, when it names this business, help with the onboarding forms.
 */
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { CONTACTS_LIMIT } from '../../machines/ops/console-selectors';
import { useApplicationPanel } from './application-panel';

export function ContactsPanel() {
  const { drafts, busy, edit, save } = useApplicationPanel();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Further contacts
      </Title>
      <Text size="sm">
        Up to {CONTACTS_LIMIT} e-mail addresses, one a line. Each signs in with its own link and
        joins this application when its lead names the same store and country.
      </Text>
      <Group align="end">
        <Textarea
          label="Contact e-mails"
          rows={3}
          value={drafts.contactEmails}
          onChange={(event) => edit({ contactEmails: event.currentTarget.value })}
        />
        <Button disabled={busy} onClick={() => save('contacts')}>
          Save contacts
        </Button>
      </Group>
    </Stack>
  );
}
