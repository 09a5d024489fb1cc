/** The signed-in staff member of the console, and the way any screen reports a lost session. */
import { createContext, useContext } from 'react';
import { OpsApiError } from './ops-api';

export interface OpsSession {
  email: string;
  /** Back to the sign-in form (the console session ended or was signed out). */
  signedOut(): void;
}

export const OpsSessionContext = createContext<OpsSession | null>(null);

/** The console session; only screens behind the sign-in form use it. */
export function useOpsSession(): OpsSession {
  const session = useContext(OpsSessionContext);
  if (!session) throw new Error('useOpsSession is used outside the signed-in console');
  return session;
}

/** The message to show for a failed call; a lost session goes back to sign-in instead. */
export function messageOf(error: unknown, session: OpsSession): string {
  if (error instanceof OpsApiError && error.status === 401) session.signedOut();
  return error instanceof Error ? error.message : 'Something went wrong';
}
