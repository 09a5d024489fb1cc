/**
 * The name of each page in the document title (WCAG 2.4.2): `<page> | <brand> Merchant Portal`,
 * so a tab, a history entry or a screen reader's first words say where the merchant is. Derived
 * from the route alone, in this one place.
 */
import { APP_ROUTES, normalisePathname } from './app-routes';

const PAGE_NAMES: Record<string, string> = {
  [APP_ROUTES.login]: 'Sign in',
  [APP_ROUTES.lead]: 'Tell us about your business',
  [APP_ROUTES.checkEmail]: 'Check your email',
  [APP_ROUTES.signIn]: 'Sign in to your application',
  [APP_ROUTES.onboarding]: 'Business details',
  [APP_ROUTES.companyInformation]: 'Company information',
  [APP_ROUTES.storeDetails]: 'Store details',
  [APP_ROUTES.beneficialOwners]: 'Owner details',
  [APP_ROUTES.bankInfo]: 'Bank details',
  [APP_ROUTES.customerSupport]: 'Customer support',
  [APP_ROUTES.status]: 'Application status',
  [APP_ROUTES.cash]: 'Cash App Pay',
  [APP_ROUTES.square]: 'Continue with Square',
  [APP_ROUTES.squarespace]: 'Continue with Squarespace',
  [APP_ROUTES.maropost]: 'Continue with Maropost',
  [APP_ROUTES.thankYou]: 'Thank you',
  [APP_ROUTES.invalidCountry]: 'Country is invalid',
  [APP_ROUTES.agency]: 'Email already set up',
  [APP_ROUTES.wrongEmail]: 'Email already in use',
  [APP_ROUTES.wrongAccount]: 'Email already in use',
  [APP_ROUTES.maintenance]: 'Maintenance',
  [APP_ROUTES.merchantAgreement]: 'Merchant agreement',
  [APP_ROUTES.logout]: 'Signed out',
  [APP_ROUTES.unauthorized]: 'Please sign in',
};

/** The page's own name; an unknown route is the not-found page. */
export function pageNameOf(pathname: string): string {
  return PAGE_NAMES[normalisePathname(pathname)] ?? 'Page not found';
}

/** The document title of a page: its name first, then the site's (`<brand> Merchant Portal`). */
export function documentTitleOf(pathname: string, siteTitle: string): string {
  return `${pageNameOf(pathname)} | ${siteTitle}`;
}
