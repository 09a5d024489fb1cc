/**
 * The app's routes (doc 1 §2 "Route list"), relative to the /app base path.
 */
export const APP_ROUTES = {
  login: '/',
  lead: '/lead',
  checkEmail: '/check-email',
  signIn: '/sign-in',
  onboarding: '/onboarding',
  companyInformation: '/onboarding/company-information',
  storeDetails: '/onboarding/store-details',
  beneficialOwners: '/onboarding/beneficial-owners',
  bankInfo: '/onboarding/bank-info',
  customerSupport: '/onboarding/customer-support',
  status: '/status',
  cash: '/cash',
  square: '/square',
  squarespace: '/squarespace',
  maropost: '/maropost',
  thankYou: '/thank-you',
  invalidCountry: '/invalid-country',
  agency: '/agency',
  wrongEmail: '/wrong-email',
  wrongAccount: '/wrong-account',
  maintenance: '/maintenance',
  logout: '/logout',
  unauthorized: '/401',
  /** doc 1 §2: the merchant agreement, ?country&industry&product (domain/agreement). */
  merchantAgreement: '/merchant-agreement/fullpage',
} as const;
export type AppRoute = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

const KNOWN_ROUTES: ReadonlySet<string> = new Set(Object.values(APP_ROUTES));

/** Drops a trailing slash (but keeps `/`), so `/lead/` and `/lead` are one route. */
export function normalisePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True for a route of the list above; anything else is the not-found page. */
export function isKnownRoute(pathname: string): boolean {
  return KNOWN_ROUTES.has(normalisePathname(pathname));
}

/** The onboarding steps and pages a merchant past the lead form moves between. */
export function isPostLeadRoute(pathname: string): boolean {
  const path = normalisePathname(pathname);
  return (
    path === APP_ROUTES.onboarding ||
    path.startsWith(`${APP_ROUTES.onboarding}/`) ||
    path === APP_ROUTES.status ||
    path === APP_ROUTES.cash
  );
}
