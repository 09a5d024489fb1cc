/**
 * The words of /cash and the cash form, as messages of the cash catalogue: the views say them in
 * the reader's language (views import no domain values, so the messages are built here).
 */
import { msg } from '../../domain/i18n/message';

export const CASH_WORDS = {
  pageTitle: msg('cash.pageTitle'),
  loading: msg('cash.loading'),
  credentialsTitle: msg('cash.credentialsTitle'),
  credentialsAwaiting: msg('cash.credentialsAwaiting'),
  checkingTitle: msg('cash.checkingTitle'),
  checking: msg('cash.checking'),
  notAvailableTitle: msg('cash.notAvailableTitle'),
  checkAgain: msg('cash.checkAgain'),
  offerTitle: msg('cash.offerTitle'),
  offerBody: msg('cash.offerBody'),
  activateTitle: msg('cash.activateTitle'),
  factUsers: msg('cash.factUsers'),
  factLiability: msg('cash.factLiability'),
  rulesLink: msg('cash.rulesLink'),
  activated: msg('cash.activated'),
  activate: msg('cash.activate'),
  customizeTitle: msg('cash.customizeTitle'),
  customizeIntro: msg('cash.customizeIntro'),
  customizeDone: msg('cash.customizeDone'),
  customizeLater: msg('cash.customizeLater'),
  logoFormLabel: msg('cash.logoFormLabel'),
  logoUrlLabel: msg('cash.logoUrlLabel'),
  logoUrlHint: msg('cash.logoUrlHint'),
  submit: msg('cash.submit'),
  skip: msg('cash.skip'),
  profileStatusTitle: msg('cash.profileStatusTitle'),
  profileReviewing: msg('cash.profileReviewing'),
  profileNotSent: msg('cash.profileNotSent'),
  formLabel: msg('cash.formLabel'),
  logoOptional: msg('cash.logoOptional'),
  agreementCheckbox: msg('cash.agreementCheckbox'),
  back: msg('cash.back'),
  activatedTitle: msg('cash.activatedTitle'),
  beingSetUp: msg('cash.beingSetUp'),
  continueNextStore: msg('cash.continueNextStore'),
} as const;
