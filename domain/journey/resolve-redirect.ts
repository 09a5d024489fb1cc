/**
 * Where the app sends a visitor who is on `pathname` while the session is in `userState`. The
 * view shows the page it is on when this returns null, otherwise replaces the location with the
 * returned path (keeping the query string, see {@link keptSearch}).
 */
import type { FormCompletedState } from '../session/form-completion';
import type { UserState } from '../session/user-state';
import { APP_ROUTES, isKnownRoute, isPostLeadRoute, normalisePathname } from './app-routes';
import type { AppRoute } from './app-routes';
import type { OnboardingStatus } from './onboarding-status';
import { routeForUserState } from './route-for-user-state';

export interface RedirectInput {
  pathname: string;
  userState: UserState;
  formCompletedState: FormCompletedState;
  onboardingStatus?: OnboardingStatus | null;
  /** The merchant is offered cash pay: the status page needs the cash pay form (doc 1 §2). */
  isEligibleForCashPay?: boolean;
  /** False outside the US: /cash is not the merchant's (doc 1 §1). */
  cashPayMarket?: boolean;
  /**
   * True while the session is still being read or a sign-in link is being handled: the sign-in
   * page must stay put until the visitor has pressed Continue and the answer is known.
   */
  signInInProgress?: boolean;
}

/**
 * Pages any visitor may see whatever the session holds. The merchant agreement is a public
 * document opened in a new tab from the owners step and the UK privacy notice.
 */
const OPEN_ROUTES: ReadonlySet<string> = new Set([
  APP_ROUTES.unauthorized,
  APP_ROUTES.logout,
  APP_ROUTES.merchantAgreement,
]);

/** Pages a signed-out visitor may see (the sign-in page only while its link is handled). */
const SIGNED_OUT_ROUTES: ReadonlySet<string> = new Set([
  APP_ROUTES.login,
  APP_ROUTES.maintenance,
  APP_ROUTES.unauthorized,
  APP_ROUTES.merchantAgreement,
]);

/** Second path under which a state's page is also reachable (doc 1 §2: /wrong-email "also seen as /wrong-account"). */
const ALIASES: Partial<Record<AppRoute, AppRoute>> = {
  [APP_ROUTES.wrongEmail]: APP_ROUTES.wrongAccount,
};

/** The path to move to, or null to stay on `pathname`. */
export function resolveRedirect(input: RedirectInput): AppRoute | null {
  const path = normalisePathname(input.pathname);
  const { userState } = input;

  if (userState === 'INITIAL') return null;
  if (input.signInInProgress && path === APP_ROUTES.signIn) return null;
  // Unknown paths show the not-found page for everyone.
  if (!isKnownRoute(path)) return null;

  if (userState === 'LOGGED_OUT') {
    return SIGNED_OUT_ROUTES.has(path) ? null : APP_ROUTES.login;
  }
  if (OPEN_ROUTES.has(path)) return null;

  const target = routeForUserState({ ...input, pathname: path });
  if (target === null) return path === APP_ROUTES.login ? null : APP_ROUTES.login;
  if (path === target || ALIASES[target] === path) return null;

  if (userState === 'POST_LEAD' && isPostLeadRoute(path)) {
    // A merchant may reopen any step and the cash page. The bare /onboarding entry, and the status
    // page while forms are still open (doc 1 §2: status "is used when every form is complete"),
    // move to the step the forms reach; a declined (INELIGIBLE) merchant only sees the status page.
    if (input.onboardingStatus === 'INELIGIBLE') return target;
    // Cash pay is the US cash-app brand's product (doc 1 §1): /cash is no page of anyone else's.
    if (path === APP_ROUTES.cash && input.cashPayMarket === false) return target;
    if (path === APP_ROUTES.onboarding || path === APP_ROUTES.status) return target;
    return null;
  }
  return target;
}
