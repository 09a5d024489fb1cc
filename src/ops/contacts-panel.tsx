/**
 * Further contact e-mails of an application (docs/decisions/0073): each may sign in, fill in the
 * lead form and, when it names this business, help with the onboarding forms.
 */
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { MAX_ACCOUNT_CONTACTS } from '../../domain/session/account-contacts';

export function ContactsPanel({
  application,
  busy,
  onSave,
}: {
  application: ApplicationDetail;
  busy: boolean;
  onSave: (contactEmails: string[]) => void;
}) {
  const [text, setText] = useState(application.contactEmails.join('\n'));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Further contacts
      </Title>
      <Text size="sm">
        Up to {MAX_ACCOUNT_CONTACTS} e-mail addresses, one a line. Each signs in with its own link
        and joins this application when its lead names the same store and country.
      </Text>
      <Group align="end">
        <Textarea
          label="Contact e-mails"
          rows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button
          disabled={busy}
          onClick={() =>
            onSave(
              text
                .split(/\s+/)
                .map((line) => line.trim())
                .filter(Boolean),
            )
          }
        >
          Save contacts
        </Button>
      </Group>
    </Stack>
  );
}
