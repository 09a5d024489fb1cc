/**
 * The back office's mark that stops the merchant's journey on a block page (doc 1 §2 /agency,
 * /invalid-country, /thank-you; docs/decisions/0071-account-marks-and-maintenance.md).
 */
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { ACCOUNT_MARK_LABELS } from '../../machines/ops/change-notices';
import { isAccountMark, type AccountMark } from '../../domain/session/account-marks';

const NONE = '';

export function AccountMarkPanel({
  application,
  busy,
  onSave,
}: {
  application: ApplicationDetail;
  busy: boolean;
  onSave: (mark: AccountMark | null) => void;
}) {
  const [mark, setMark] = useState<string>(application.accountMark ?? NONE);
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
          data={[
            { value: NONE, label: 'No stop (the merchant continues)' },
            ...Object.entries(ACCOUNT_MARK_LABELS).map(([value, label]) => ({ value, label })),
          ]}
          value={mark}
          onChange={(event) => setMark(event.currentTarget.value)}
        />
        <Button disabled={busy} onClick={() => onSave(isAccountMark(mark) ? mark : null)}>
          Save journey stop
        </Button>
      </Group>
    </Stack>
  );
}
