/**
 * Copy of the sign-in pages (doc 1 §2 "Login screen", /check-email, /app/sign-in; doc 2 §2), as
 * messages of the `session` catalogue, which the browser loads before the first page.
 */
import { msg } from '../../domain/i18n/message';

export const LOGIN_COPY = {
  heading: (brand: string) => msg('session.login.heading', { brand }),
  prompt: msg('session.login.prompt'),
  emailLabel: msg('session.login.emailLabel'),
  continue: msg('session.login.continue'),
  customerLogin: msg('session.login.customerLogin'),
} as const;

/** doc 1 §1: "the sign-in e-mail arrives in 2-5 minutes"; links expire in 10 minutes (docs/architecture.md §4). */
export const CHECK_EMAIL_COPY = {
  heading: msg('session.checkEmail.heading'),
  sentTo: (email: string | null) =>
    email ? msg('session.checkEmail.sentTo', { email }) : msg('session.checkEmail.sentToYou'),
  arrival: msg('session.checkEmail.arrival'),
  resent: msg('session.checkEmail.resent'),
  resend: msg('session.checkEmail.resend'),
  useDifferentEmail: msg('session.checkEmail.useDifferentEmail'),
} as const;

export const SIGN_IN_COPY = {
  heading: msg('session.signIn.heading'),
  prompt: msg('session.signIn.prompt'),
  continue: msg('session.signIn.continue'),
  requestNewLink: msg('session.signIn.requestNewLink'),
} as const;

/** "Signed in as …", under the heading of the signed-in pages. */
export const signedInAs = (email: string) => msg('session.signedInAs', { email });
