/**
 * Derives the page from the session machine (docs/architecture.md §3): when the session's user state belongs
 * on another page, replaces the location with it and keeps the query string (doc 1 §2).
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { APP_ROUTES, normalisePathname } from '../../domain/routing/app-routes';
import { resolveRedirect } from '../../domain/routing/resolve-redirect';
import { keptSearch } from '../../domain/routing/url-params';
import { useSession } from './app-context';
import { PageLoader } from './page-loader';

export function UserStateRedirect(props: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const booting = useSelector(session, (s) => s.matches('booting'));
  const target = useSelector(session, (s) =>
    resolveRedirect({
      pathname: location.pathname,
      userState: s.context.userState,
      formCompletedState: s.context.formCompletedState,
      onboardingStatus: s.context.onboardingStatus,
      isEligibleForCashPay: s.context.isEligibleForCashPay,
      signInInProgress: s.matches('booting') || s.matches('signInLink'),
    }),
  );

  // While the session is read, only the sign-in page renders (it must see its link at once).
  if (booting && normalisePathname(location.pathname) !== APP_ROUTES.signIn) return <PageLoader />;
  if (target) {
    return <Navigate replace to={{ pathname: target, search: keptSearch(location.search) }} />;
  }
  return <>{props.children}</>;
}
