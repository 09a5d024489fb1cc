/**
 * The name of each page in the document title (WCAG 2.4.2): `<page> | <brand> Merchant Portal`,
 * so a tab, a history entry or a screen reader's first words say where the merchant is. Derived
 * from the route alone, in this one place; the words are the `common` catalogue's, so the title
 * follows the merchant's language.
 */
import { msg, type Message, type Text } from '../i18n/message';
import { APP_ROUTES, normalisePathname } from './app-routes';

const PAGE_NAMES: Record<string, Message> = {
  [APP_ROUTES.login]: msg('common.pageTitle.login'),
  [APP_ROUTES.lead]: msg('common.pageTitle.lead'),
  [APP_ROUTES.checkEmail]: msg('common.pageTitle.checkEmail'),
  [APP_ROUTES.signIn]: msg('common.pageTitle.signIn'),
  [APP_ROUTES.onboarding]: msg('common.pageTitle.onboarding'),
  [APP_ROUTES.companyInformation]: msg('common.pageTitle.companyInformation'),
  [APP_ROUTES.storeDetails]: msg('common.pageTitle.storeDetails'),
  [APP_ROUTES.beneficialOwners]: msg('common.pageTitle.beneficialOwners'),
  [APP_ROUTES.bankInfo]: msg('common.pageTitle.bankInfo'),
  [APP_ROUTES.customerSupport]: msg('common.pageTitle.customerSupport'),
  [APP_ROUTES.status]: msg('common.pageTitle.status'),
  [APP_ROUTES.cash]: msg('common.pageTitle.cash'),
  [APP_ROUTES.square]: msg('common.pageTitle.square'),
  [APP_ROUTES.squarespace]: msg('common.pageTitle.squarespace'),
  [APP_ROUTES.maropost]: msg('common.pageTitle.maropost'),
  [APP_ROUTES.thankYou]: msg('common.pageTitle.thankYou'),
  [APP_ROUTES.invalidCountry]: msg('common.pageTitle.invalidCountry'),
  [APP_ROUTES.agency]: msg('common.pageTitle.agency'),
  [APP_ROUTES.wrongEmail]: msg('common.pageTitle.wrongEmail'),
  [APP_ROUTES.wrongAccount]: msg('common.pageTitle.wrongEmail'),
  [APP_ROUTES.maintenance]: msg('common.pageTitle.maintenance'),
  [APP_ROUTES.merchantAgreement]: msg('common.pageTitle.merchantAgreement'),
  [APP_ROUTES.logout]: msg('common.pageTitle.logout'),
  [APP_ROUTES.unauthorized]: msg('common.pageTitle.unauthorized'),
};

/** The page's own name; an unknown route is the not-found page. */
export function pageNameOf(pathname: string): Message {
  return PAGE_NAMES[normalisePathname(pathname)] ?? msg('common.pageTitle.notFound');
}

/** The document title of a page: its name first, then the site's (`<brand> Merchant Portal`). */
export function documentTitleOf(pathname: string, siteTitle: Text): Message {
  return msg('common.documentTitle', { page: pageNameOf(pathname), site: siteTitle });
}
