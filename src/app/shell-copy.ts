/**
 * The app frame's own words (header, loader, toasts, the page that could not load), as messages of
 * the `common` catalogue, which every page has from the start.
 */
import { msg, type Text } from '../../domain/i18n/message';

export const SHELL_COPY = {
  skipLink: msg('common.skipLink'),
  home: (brand: string) => msg('common.homeLink', { brand }),
  logOut: msg('common.logOut'),
  loading: msg('common.loading'),
  loadingAnnounced: msg('common.loadingAnnounced'),
  tryAgain: msg('common.tryAgain'),
  pageNotLoaded: msg('common.pageNotLoaded.heading'),
  checkConnection: msg('common.pageNotLoaded.body'),
  toastTitle: msg('common.toast.title'),
  closeToast: msg('common.toast.close'),
  toastAnnounced: (message: Text) => msg('common.toast.announced', { message }),
} as const;
