/**
 * Opens Plaid Link (react-plaid-link, Plaid's script from its CDN) with a link token as soon as it
 * is ready, and hands back the chosen account or why Link closed.
 */
import { useEffect, useRef } from 'react';
import {
  usePlaidLink,
  type PlaidLinkError,
  type PlaidLinkOnSuccessMetadata,
} from 'react-plaid-link';
import type { Text } from '../../domain/i18n/message';
import { LINK_EXIT_MESSAGE, type LinkedAccount } from '../../machines/bank/bank.machine';
import {
  LINK_SCRIPT_FAILED_MESSAGE,
  OpeningLink,
  type PlaidLinkLauncherProps,
} from './plaid-link-opening';

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
export function linkExitMessage(error: PlaidLinkError | null): Text | null {
  if (!error) return null;
  return error.display_message || error.error_message || LINK_EXIT_MESSAGE;
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
  return <OpeningLink />;
}
