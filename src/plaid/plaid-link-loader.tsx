/**
 * Plaid Link's launcher, loaded when a merchant has asked to link a bank and the link token is
 * there: react-plaid-link serves only that moment, so the bank page does not carry it when it
 * opens (docs/decisions/0181-lighter-form-routes.md). Until it has arrived the same wait shows;
 * if it cannot be loaded, Link ends as it does when Plaid's own script cannot be loaded, and the
 * merchant can try again or enter the details by hand.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import {
  LINK_SCRIPT_FAILED_MESSAGE,
  OpeningLink,
  type PlaidLinkLauncherProps,
} from './plaid-link-opening';

type Launcher = ComponentType<PlaidLinkLauncherProps>;

let loaded: Launcher | undefined;

/** Opens Link for `token` once the launcher's code is here. */
export function PlaidLinkLauncher(props: PlaidLinkLauncherProps) {
  const [Loaded, setLoaded] = useState(() => loaded);
  // The latest onExit, without loading again when the page passes a new one.
  const exited = useRef(props.onExit);
  useEffect(() => {
    exited.current = props.onExit;
  });
  useEffect(() => {
    if (Loaded) return;
    let current = true;
    import('./plaid-link-launcher').then(
      (module) => {
        loaded = module.PlaidLinkLauncher;
        if (current) setLoaded(() => module.PlaidLinkLauncher);
      },
      () => current && exited.current(LINK_SCRIPT_FAILED_MESSAGE),
    );
    return () => {
      current = false;
    };
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : <OpeningLink />;
}
