/**
 * Opens Plaid Link (react-plaid-link, Plaid's script from its CDN) with a link token as soon as it
 * is ready, and hands back the chosen account or why Link closed.
 */
import { Loader, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import {
  usePlaidLink,
  type PlaidLinkError,
  type PlaidLinkOnSuccessMetadata,
} from 'react-plaid-link';
import { LINK_EXIT_MESSAGE, type LinkedAccount } from '../../machines/bank.machine';

/** Ours: Plaid's script could not be loaded (blocked or offline). */
export const LINK_SCRIPT_FAILED_MESSAGE =
  'We could not load the secure bank connection. Please try again or enter your bank details manually.';

/** The account Link returned, or undefined when it returned none. */
export function linkedAccountOf(
  publicToken: string | null,
  metadata: PlaidLinkOnSuccessMetadata,
): LinkedAccount | undefined {
  const account = metadata.accounts[0];
  if (!publicToken || !account) return undefined;
  return {
    publicToken,
    accountId: account.id,
    institutionName: metadata.institution?.name ?? '',
    mask: account.mask ?? '',
  };
}

/** Link's error for people: its display message, else its error message; none when closed. */
export function linkExitMessage(error: PlaidLinkError | null): string | null {
  if (!error) return null;
  return error.display_message || error.error_message || LINK_EXIT_MESSAGE;
}

export interface PlaidLinkLauncherProps {
  token: string;
  onLinked: (account: LinkedAccount) => void;
  onExit: (message: string | null) => void;
}

/** Opens Link for `token`; shows a short wait message meanwhile. */
export function PlaidLinkLauncher({ token, onLinked, onExit }: PlaidLinkLauncherProps) {
  // Link keeps the callbacks it was created with; the refs always reach the latest ones.
  const linked = useRef(onLinked);
  const exited = useRef(onExit);
  useEffect(() => {
    linked.current = onLinked;
    exited.current = onExit;
  });
  const { open, ready, error } = usePlaidLink({
    token,
    onSuccess: (publicToken, metadata) => {
      const account = linkedAccountOf(publicToken, metadata);
      if (account) linked.current(account);
      else exited.current(LINK_EXIT_MESSAGE);
    },
    onExit: (linkError) => exited.current(linkExitMessage(linkError)),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  useEffect(() => {
    if (error) exited.current(LINK_SCRIPT_FAILED_MESSAGE);
  }, [error]);
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Text size="sm">Opening the secure connection to your bank…</Text>
    </Group>
  );
}
