/**
 * Further contact e-mails of an application (docs/decisions/0073): each may sign in, fill in the
 * lead form and, when it names this business, help with the onboarding forms. Each has a role
 * (docs/decisions/0258): an administrator sees and completes everything the account owner does; a
 * contact works on the company information and the first owner only.
 */
import { Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { withContactRole } from '../../machines/ops/application-drafts';
import {
  CONTACT_ROLE_OPTIONS,
  CONTACTS_LIMIT,
  contactRolesOf,
} from '../../machines/ops/console-selectors';
import { useApplicationPanel } from './application-panel';

export function ContactsPanel() {
  const { drafts, busy, edit, save } = useApplicationPanel();
  const contacts = contactRolesOf(drafts);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Further contacts
      </Title>
      <Text size="sm">
        Up to {CONTACTS_LIMIT} e-mail addresses, one a line. Each signs in with its own link and
        joins this application when its lead names the same store and country. An administrator sees
        and completes the store details and additional owners like the account owner; a contact
        completes the company information and the first owner only.
      </Text>
      <Textarea
        label="Contact e-mails"
        rows={3}
        maw={420}
        value={drafts.contactEmails}
        onChange={(event) => edit({ contactEmails: event.currentTarget.value })}
      />
      {contacts.map(({ email, role }) => (
        <NativeSelect
          key={email}
          label={`Role of ${email}`}
          maw={420}
          data={[...CONTACT_ROLE_OPTIONS]}
          value={role}
          onChange={(event) => edit(withContactRole(drafts, email, event.currentTarget.value))}
        />
      ))}
      <Group>
        <Button disabled={busy} onClick={() => save('contacts')}>
          Save contacts
        </Button>
      </Group>
    </Stack>
  );
}
