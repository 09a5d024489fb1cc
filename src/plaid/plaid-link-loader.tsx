/**
 * Plaid Link's launcher, loaded when a merchant has asked to link a bank and the link token is
 * there: react-plaid-link serves only that moment, so the bank page does not carry it when it
 * opens (docs/decisions/0181-lighter-form-routes.md). Until it has arrived the same wait shows;
 * if it cannot be loaded, Link ends as it does when Plaid's own script cannot be loaded, and the
 * merchant can try again or enter the details by hand.
 */
import { useEffect, useRef } from 'react';
import { onDemandPart } from '../app/on-demand-part';
import {
  LINK_SCRIPT_FAILED_MESSAGE,
  OpeningLink,
  type PlaidLinkLauncherProps,
} from './plaid-link-opening';

const launcher = onDemandPart(() =>
  import('./plaid-link-launcher').then((module) => module.PlaidLinkLauncher),
);

/** Opens Link for `token` once the launcher's code is here. */
export function PlaidLinkLauncher(props: PlaidLinkLauncherProps) {
  const { part: Launcher, failed } = launcher.usePart();
  // The latest onExit, without loading again when the page passes a new one.
  const exited = useRef(props.onExit);
  useEffect(() => {
    exited.current = props.onExit;
  });
  useEffect(() => {
    if (failed) exited.current(LINK_SCRIPT_FAILED_MESSAGE);
  }, [failed]);
  return Launcher ? <Launcher {...props} /> : <OpeningLink />;
}
