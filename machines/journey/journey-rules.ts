/**
 * The rows of doc 1 §2 "Route chosen from user state" and "Post-lead step routing by completed
 * forms", one question each, as the journey's resume state asks them in order (the answers come
 * from the rules of domain/journey, so the chart and the server's own checks agree).
 */
import { APP_ROUTES, normalisePathname } from '../../domain/journey/app-routes';
import { postLeadRoute, routeForUserState } from '../../domain/journey/route-for-user-state';
import { decideRoute, pageOfRoute, type JourneyFacts, type Page } from './journey-facts';

/** The facts and the path asked for (typed, gone back to, or the page shown). */
export interface Asked {
  facts: JourneyFacts;
  asked: string;
}

/** The path asked for belongs to `page` and the rules keep it for this session. */
export const keepsAsked = ({ facts, asked }: Asked, page: Page) =>
  pageOfRoute(normalisePathname(asked)) === page && decideRoute(facts, asked) === asked;

/** INITIAL and LOGGED_OUT have no page: the login page shows. */
export const hasNoPage = ({ facts }: Asked) =>
  facts.userState === 'INITIAL' || facts.userState === 'LOGGED_OUT';

/** WAIT_FOR_EMAIL: the check e-mail page. */
export const waitsForEmail = ({ facts }: Asked) => facts.userState === 'WAIT_FOR_EMAIL';

/** "An onboarding status of INELIGIBLE always goes to the status page." */
export const declined = (asked: Asked) =>
  routeForUserState({ ...asked.facts, pathname: asked.asked }) === APP_ROUTES.status &&
  asked.facts.onboardingStatus === 'INELIGIBLE';

/** PRE_LEAD and NEW_CONTACT_FOR_ACCOUNT: the lead form. */
export const leadNotSent = ({ facts }: Asked) =>
  facts.userState === 'PRE_LEAD' || facts.userState === 'NEW_CONTACT_FOR_ACCOUNT';

const PLATFORM_PAGES: ReadonlySet<string> = new Set([
  APP_ROUTES.square,
  APP_ROUTES.squarespace,
  APP_ROUTES.maropost,
]);

/** SQUARE_ONLY, SQUARE_AND_MOP, SQUARESPACE, MAROPOST: the platform's page. */
export const onPlatform = ({ facts }: Asked) => PLATFORM_PAGES.has(routeForUserState(facts) ?? '');

/** MAINTENANCE_MODE: the maintenance page. */
export const inMaintenance = ({ facts }: Asked) => facts.userState === 'MAINTENANCE_MODE';

/** AGENCY, INVALID_COUNTRY, THANK_YOU, WRONG_ACCOUNT: a page that turns the visitor away. */
export const turnedAway = ({ facts }: Asked) =>
  ['AGENCY', 'INVALID_COUNTRY', 'THANK_YOU', 'WRONG_ACCOUNT'].includes(facts.userState);

/** The post-lead step the completed forms reach (the cash form when the URL asks for it). */
const formsReach = ({ facts, asked }: Asked) =>
  postLeadRoute(facts.formCompletedState, asked, facts.isEligibleForCashPay, facts.cashPayMarket);

const BUSINESS_ROUTES: ReadonlySet<string> = new Set([
  APP_ROUTES.onboarding,
  APP_ROUTES.companyInformation,
  APP_ROUTES.storeDetails,
  APP_ROUTES.beneficialOwners,
]);

/** Company information, store details or owners are still open. */
export const businessFormsOpen = (asked: Asked) => BUSINESS_ROUTES.has(formsReach(asked));

/** "Then … bank info". */
export const bankFormOpen = (asked: Asked) => formsReach(asked) === APP_ROUTES.bankInfo;

/** "Then customer support". */
export const customerServiceFormOpen = (asked: Asked) =>
  formsReach(asked) === APP_ROUTES.customerSupport;

/**
 * "The status page is used when every form is complete, including the cash pay form": the cash
 * pay form is owed by a merchant offered cash pay (docs/decisions/0060-cash-pay-routing.md).
 */
export const cashPayFormOwed = (asked: Asked) => formsReach(asked) === APP_ROUTES.cash;
