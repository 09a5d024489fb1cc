/**
 * The page a user state leads to (doc 1 §2 "Route chosen from user state" and "Post-lead step
 * routing by completed forms").
 */
import type { FormCompletedState } from '../session/form-completion';
import type { UserState } from '../session/user-state';
import { APP_ROUTES, normalisePathname } from './app-routes';
import type { AppRoute } from './app-routes';
import type { OnboardingStatus } from './onboarding-status';

/** Fixed page of each user state; POST_LEAD is worked out from the forms, INITIAL/LOGGED_OUT have none. */
const ROUTE_BY_USER_STATE: Record<Exclude<UserState, 'POST_LEAD'>, AppRoute | null> = {
  INITIAL: null,
  LOGGED_OUT: null,
  PRE_LEAD: APP_ROUTES.lead,
  NEW_CONTACT_FOR_ACCOUNT: APP_ROUTES.lead,
  WAIT_FOR_EMAIL: APP_ROUTES.checkEmail,
  AGENCY: APP_ROUTES.agency,
  INVALID_COUNTRY: APP_ROUTES.invalidCountry,
  SQUARE_ONLY: APP_ROUTES.square,
  SQUARE_AND_MOP: APP_ROUTES.square,
  SQUARESPACE: APP_ROUTES.squarespace,
  MAROPOST: APP_ROUTES.maropost,
  THANK_YOU: APP_ROUTES.thankYou,
  WRONG_ACCOUNT: APP_ROUTES.wrongEmail,
  MAINTENANCE_MODE: APP_ROUTES.maintenance,
};

/** States without a merchant behind them, where the onboarding status cannot apply. */
const STATES_WITHOUT_MERCHANT: ReadonlySet<UserState> = new Set([
  'INITIAL',
  'LOGGED_OUT',
  'WAIT_FOR_EMAIL',
  'MAINTENANCE_MODE',
]);

/**
 * The onboarding step for a merchant past the lead form. The cash form wins while the URL asks for
 * /cash and the cash pay form is open. Doc 1 §2 uses the status page "when every form is complete,
 * including the cash pay form": the cash pay form counts only for a merchant offered cash pay
 * (`cashPayRequired`, docs/decisions/0060-cash-pay-routing.md); others reach the status page once
 * customer support is done.
 */
export function postLeadRoute(
  forms: FormCompletedState,
  pathname = '',
  cashPayRequired = false,
  cashPayMarket = true,
): AppRoute {
  // doc 1 §2 "/cash … shows the cash form", for a merchant in cash pay's market only (doc 1 §1).
  if (
    cashPayMarket &&
    normalisePathname(pathname).includes(APP_ROUTES.cash) &&
    !forms.cashPayForm
  ) {
    return APP_ROUTES.cash;
  }
  if (!forms.storeForm) return APP_ROUTES.onboarding;
  if (!forms.companyInfoForm) return APP_ROUTES.companyInformation;
  if (!forms.storeDetailsForm) return APP_ROUTES.storeDetails;
  if (!forms.businessOwnerForm) return APP_ROUTES.beneficialOwners;
  if (!forms.bankForm) return APP_ROUTES.bankInfo;
  if (!forms.customerServiceForm) return APP_ROUTES.customerSupport;
  if (cashPayRequired && !forms.cashPayForm) return APP_ROUTES.cash;
  return APP_ROUTES.status;
}

export interface UserStateRouteInput {
  userState: UserState;
  formCompletedState: FormCompletedState;
  onboardingStatus?: OnboardingStatus | null;
  /** Current path, for the /cash rule. */
  pathname?: string;
  /** The merchant is offered cash pay, so the status page needs the cash pay form. */
  isEligibleForCashPay?: boolean;
  /**
   * False for a merchant registered outside the US: cash pay is the US cash-app brand's product
   * (doc 1 §1), so /cash is not theirs. Left out where the country plays no part.
   */
  cashPayMarket?: boolean;
}

/** The page for this user state, or null where the state has no page of its own (login shows). */
export function routeForUserState(input: UserStateRouteInput): AppRoute | null {
  const { userState } = input;
  // doc 1 §2: "An onboarding status of INELIGIBLE always goes to the status page."
  if (input.onboardingStatus === 'INELIGIBLE' && !STATES_WITHOUT_MERCHANT.has(userState)) {
    return APP_ROUTES.status;
  }
  if (userState === 'POST_LEAD') {
    return postLeadRoute(
      input.formCompletedState,
      input.pathname,
      input.isEligibleForCashPay,
      input.cashPayMarket,
    );
  }
  return ROUTE_BY_USER_STATE[userState];
}
