/**
 * The back office's mark that stops the merchant's journey on a block page (doc 1 §2 /agency,
 * /invalid-country, /thank-you; docs/decisions/0071-account-marks-and-maintenance.md).
 */
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_MARK_OPTIONS } from '../../machines/ops/console-selectors';
import { useApplicationPanel } from './application-panel';

export function AccountMarkPanel() {
  const { drafts, busy, edit, save } = useApplicationPanel();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Journey stop
      </Title>
      <Text size="sm">
        A stop shows the merchant its page instead of the onboarding forms until it is cleared.
      </Text>
      <Group align="end">
        <NativeSelect
          label="Stop the merchant on"
          data={[...ACCOUNT_MARK_OPTIONS]}
          value={drafts.accountMark}
          onChange={(event) => edit({ accountMark: event.currentTarget.value })}
        />
        <Button disabled={busy} onClick={() => save('accountMark')}>
          Save journey stop
        </Button>
      </Group>
    </Stack>
  );
}
