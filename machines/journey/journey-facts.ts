/**
 * What the journey knows and decides with (docs/architecture.md §6): the session's facts, the
 * page a path belongs to, and the path shown for a path asked for (the rules of domain/journey).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { eligibleForCashPay, inCashPayMarket } from '../../domain/cash-pay/cash-pay-market';
import { APP_ROUTES, normalisePathname } from '../../domain/journey/app-routes';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import { resolveRedirect } from '../../domain/journey/resolve-redirect';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { UserState } from '../../domain/session/user-state';
import type { sessionMachine } from '../session/session.machine';

/** What the journey reads from the session. */
export interface JourneyFacts {
  /** The session is still being read: only the sign-in page renders meanwhile. */
  booting: boolean;
  /** The session is being read or a sign-in link is handled (the sign-in page stays put). */
  signInInProgress: boolean;
  userState: UserState;
  formCompletedState: FormCompletedState;
  onboardingStatus: OnboardingStatus | null;
  /** Offered cash pay: marked eligible and registered in the US (doc 1 §1, decision 0254). */
  isEligibleForCashPay: boolean;
  /** Registered in the US, cash pay's only market: elsewhere /cash is never shown (doc 1 §1). */
  cashPayMarket: boolean;
  /** The signed-in e-mail ('' before sign-in): the key of the browser's drafts of a step. */
  email: string;
}

export type SessionRef = ActorRefFrom<typeof sessionMachine>;

/** The journey's view of a session snapshot. */
export function factsOfSession(snapshot: SnapshotFrom<typeof sessionMachine>): JourneyFacts {
  const booting = snapshot.matches('booting');
  return {
    booting,
    signInInProgress: booting || snapshot.matches('signInLink'),
    userState: snapshot.context.userState,
    formCompletedState: snapshot.context.formCompletedState,
    onboardingStatus: snapshot.context.onboardingStatus ?? null,
    isEligibleForCashPay: eligibleForCashPay(
      snapshot.context.isEligibleForCashPay ?? false,
      snapshot.context.registeredCountry,
    ),
    cashPayMarket: inCashPayMarket(snapshot.context.registeredCountry),
    email: snapshot.context.email ?? '',
  };
}

/**
 * The path shown when the merchant asks for `pathname`: the path itself when the journey accepts
 * it, otherwise the page the session's state belongs on (rules in domain/journey).
 */
export function decideRoute(facts: JourneyFacts, pathname: string): string {
  return resolveRedirect({ pathname, ...facts }) ?? normalisePathname(pathname);
}

/** The journey's pages (its top states), by the route they show. */
export type Page =
  | 'signedOut'
  | 'lead'
  | 'businessDetails'
  | 'payment'
  | 'customerSupport'
  | 'status'
  | 'cash'
  | 'blocked'
  | 'elsewhere';

const SIGNED_OUT_PAGES: ReadonlySet<string> = new Set([
  APP_ROUTES.login,
  APP_ROUTES.checkEmail,
  APP_ROUTES.signIn,
]);

/** doc 1 §2: the block and platform pages a user state leads to. */
const BLOCK_PAGES: ReadonlySet<string> = new Set([
  APP_ROUTES.agency,
  APP_ROUTES.invalidCountry,
  APP_ROUTES.thankYou,
  APP_ROUTES.square,
  APP_ROUTES.squarespace,
  APP_ROUTES.maropost,
  APP_ROUTES.wrongEmail,
  APP_ROUTES.wrongAccount,
  APP_ROUTES.maintenance,
]);

/** Which page of the journey a path is. */
export function pageOfRoute(route: string): Page {
  if (SIGNED_OUT_PAGES.has(route)) return 'signedOut';
  if (BLOCK_PAGES.has(route)) return 'blocked';
  if (route === APP_ROUTES.lead) return 'lead';
  if (route === APP_ROUTES.bankInfo) return 'payment';
  if (route === APP_ROUTES.customerSupport) return 'customerSupport';
  if (route === APP_ROUTES.status) return 'status';
  if (route === APP_ROUTES.cash) return 'cash';
  if (route === APP_ROUTES.onboarding || route.startsWith(`${APP_ROUTES.onboarding}/`)) {
    return 'businessDetails';
  }
  return 'elsewhere';
}
