/**
 * The marketing claims of doc 1 §1, per claim set (domain/flags/flag-rules.ts claimSetOf). Each
 * line states a figure of doc 1 §1 as written there; none of the prohibited claims of doc 1 §1 is
 * used. The words are the `session` catalogue's (the login page loads it first).
 */
import type { ClaimSet } from '../flags/flag-rules';
import { msg, type Message } from '../i18n/message';

export interface ClaimSetCopy {
  heading: Message;
  claims: readonly Message[];
}

export const MARKETING_CLAIMS: Record<ClaimSet, ClaimSetCopy> = {
  standard: {
    heading: msg('session.claims.grow.heading'),
    claims: [
      msg('session.claims.firstTimeShoppers'),
      msg('session.claims.orderValue'),
      msg('session.claims.conversion22'),
      msg('session.claims.instalments'),
    ],
  },
  australian: {
    heading: msg('session.claims.grow.heading'),
    claims: [
      msg('session.claims.newCustomers'),
      msg('session.claims.higherOrderValues'),
      msg('session.claims.conversion30'),
      msg('session.claims.frequency'),
      msg('session.claims.instalments'),
    ],
  },
  paymentApp: {
    heading: msg('session.claims.paymentApp.heading'),
    claims: [
      msg('session.claims.numberOneApp'),
      msg('session.claims.monthlyActives'),
      msg('session.claims.instalments'),
    ],
  },
};
