/**
 * What the support pieces of the onboarding and status pages show, read from the Contact Us actor
 * (docs/architecture.md §3): whether the help shows on a path, which support link a place offers
 * (doc 1 §6), the help-centre links of the brand, and the Merchant Support form's fields.
 */
import { HELP_DESK_SCREENSHOT_TYPES } from '../../domain/api/status-api';
import type { Brand } from '../../domain/brands/brands';
import { toCountryCode } from '../../domain/countries/country-code';
import {
  isContactUsRoute,
  supportLinkFor,
  type ContactUsSource,
} from '../../domain/help/contact-us-offer';
import { helpArticleUrl, type HelpArticle } from '../../domain/help/help-articles';
import type { ContactField } from '../../domain/help/contact-request';
import type { Text } from '../../domain/i18n/message';
import type { ContactUsContext } from './contact-us.machine';

export type { ContactUsSource };

interface ContactSnapshot {
  context: ContactUsContext;
  matches(state: 'open' | { open: 'submitting' | 'thankYou' }): boolean;
}

/** doc 1 §2: the FAQ button, the footer and Contact Us show on onboarding and status paths. */
export const helpShowsOn = (pathname: string): boolean => isContactUsRoute(pathname);

/** The link of `source` on `pathname`: the modal or the technical support link (doc 1 §6). */
export function supportLinkOf(
  snapshot: ContactSnapshot,
  source: ContactUsSource,
  pathname: string,
): 'contactUs' | 'technicalSupport' {
  const facts = snapshot.context.facts;
  if (!facts) return 'technicalSupport';
  return supportLinkFor({
    flags: facts.flags,
    totalAnnualSales: facts.totalAnnualSales,
    opportunityOwnerEmail: facts.opportunityOwnerEmail,
    source,
    pathname,
  });
}

/**
 * When support answers, in the merchant's country (doc 1 §9 "Support hours shown per country"),
 * shown beside every support contact; none until the merchant's country is known or where the
 * brand gives no hours for it.
 */
export function supportHoursOf(
  snapshot: ContactSnapshot,
  brand: Pick<Brand, 'supportHours'>,
): Text | null {
  const country = toCountryCode(snapshot.context.facts?.country);
  return (country && brand.supportHours[country]) || null;
}

/** The brand's help-centre pages the footer and the technical support link open. */
export const helpArticleLink = (customerLoginUrl: string, article: HelpArticle): string =>
  helpArticleUrl(customerLoginUrl, article);

export const contactIsOpen = (snapshot: ContactSnapshot) => snapshot.matches('open');
export const contactThanked = (snapshot: ContactSnapshot) => snapshot.matches({ open: 'thankYou' });
export const contactIsSending = (snapshot: ContactSnapshot) =>
  snapshot.matches({ open: 'submitting' });
/** doc 2 §8: the message of a failed send. */
export const contactErrorOf = (snapshot: ContactSnapshot) => snapshot.context.error;
/** The merchant's name from the lead, shown read-only. */
export const contactNameOf = (snapshot: ContactSnapshot) => snapshot.context.facts?.name ?? '';

/** The types the screenshot picker offers. */
export const SCREENSHOT_ACCEPT = HELP_DESK_SCREENSHOT_TYPES.join(',');

export interface ContactFieldView<V> {
  value: V;
  required: boolean;
  /** The form's own message first, then the one the server's refusal named. */
  error: Text | undefined;
}

const REQUIRED: Record<ContactField, boolean> = {
  email: true,
  contentBody: true,
  screenshot: false,
};

const errorOf = (context: ContactUsContext, field: ContactField) =>
  context.messages[field] ?? context.serverErrors[field];

/** One text field of the form. */
export const contactTextView = (
  snapshot: ContactSnapshot,
  field: 'email' | 'contentBody',
): ContactFieldView<string> => ({
  value: snapshot.context.draft[field],
  required: REQUIRED[field],
  error: errorOf(snapshot.context, field),
});

/** The optional screenshot. */
export const contactScreenshotView = (
  snapshot: ContactSnapshot,
): ContactFieldView<File | null> => ({
  value: snapshot.context.draft.screenshot,
  required: REQUIRED.screenshot,
  error: errorOf(snapshot.context, 'screenshot'),
});
