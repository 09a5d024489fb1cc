/**
 * What Plaid Link's launcher shows and says, apart from react-plaid-link itself, so the bank page
 * can show the wait and the failure before the launcher's code has arrived
 * (src/plaid/plaid-link-loader.tsx).
 */
import { Group, Loader, Text as Words } from '@mantine/core';
import type { Text } from '../../domain/i18n/message';
import { OPENING_LINK_TEXT } from '../../machines/bank/bank-copy';
import type { LinkedAccount } from '../../machines/bank/bank.machine';
import { useSay } from '../i18n/say';

export { LINK_SCRIPT_FAILED_MESSAGE } from '../../machines/bank/bank.machine';

export interface PlaidLinkLauncherProps {
  token: string;
  onLinked: (account: LinkedAccount) => void;
  onExit: (message: Text | null) => void;
}

/** The short wait while Link opens. */
export function OpeningLink() {
  const say = useSay();
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Words size="sm">{say(OPENING_LINK_TEXT)}</Words>
    </Group>
  );
}
