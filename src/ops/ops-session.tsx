/**
 * The signed-in console: the staff member's e-mail and the screen machines, whose calls end the
 * session when it is gone.
 */
import { createContext, useContext } from 'react';
import type { ScreenMachines } from './console-machines';

export interface OpsSession {
  email: string;
  machines: ScreenMachines;
}

export const OpsSessionContext = createContext<OpsSession | null>(null);

/** The console session; only screens behind the sign-in form use it. */
export function useOpsSession(): OpsSession {
  const session = useContext(OpsSessionContext);
  if (!session) throw new Error('useOpsSession is used outside the signed-in console');
  return session;
}
