/**
 * What Plaid Link's launcher shows and says, apart from react-plaid-link itself, so the bank page
 * can show the wait and the failure before the launcher's code has arrived
 * (src/plaid/plaid-link-loader.tsx).
 */
import { Group, Loader, Text } from '@mantine/core';
import type { LinkedAccount } from '../../machines/bank/bank.machine';

/** Ours: Plaid's script could not be loaded (blocked or offline). */
export const LINK_SCRIPT_FAILED_MESSAGE =
  'We could not load the secure bank connection. Please try again or enter your bank details manually.';

export interface PlaidLinkLauncherProps {
  token: string;
  onLinked: (account: LinkedAccount) => void;
  onExit: (message: string | null) => void;
}

/** The short wait while Link opens. */
export function OpeningLink() {
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Text size="sm">Opening the secure connection to your bank…</Text>
    </Group>
  );
}
