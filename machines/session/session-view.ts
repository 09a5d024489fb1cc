/**
 * The signed-out pages' view model (doc 1 §2 "Login screen", block pages, doc 2 §2): what the
 * login form shows and whether Continue may be pressed, the login variant's layout, the marketing
 * claims, and the block pages' links. Selectors of the session actor's snapshot; this module is
 * part of the first script, so it reads only rules the signed-out pages already load.
 */
import type { SnapshotFrom } from 'xstate';
import { SESSION_API } from '../../domain/api/session-api';
import { BRANDS, pageTitle, type Brand, type BrandId } from '../../domain/brands/brands';
import { loginLayoutOf, type LoginVariant } from '../../domain/experiments/login-experiment';
import { MARKETING_CLAIMS } from '../../domain/experiments/marketing-claims';
import type { ClaimSet } from '../../domain/flags/flag-rules';
import { APP_ROUTES, normalisePathname } from '../../domain/journey/app-routes';
import { documentTitleOf } from '../../domain/journey/page-titles';
import { storeLoginUrl, type Platform } from '../../domain/session/platform-login';
import { isContactUsRoute } from '../../domain/journey/support-routes';
import type { Text } from '../../domain/i18n/message';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The brand of this visit, as the session chose it on arrival (doc 1 §1). */
export const brandOf = (snapshot: Pick<SessionSnapshot, 'context'>): Brand =>
  BRANDS[snapshot.context.brand];

export interface LoginFormView {
  /** The e-mail as typed (the session holds the form's draft). */
  email: string;
  /** doc 2 §2: Continue is disabled while the e-mail is empty or the captcha is unsolved. */
  continueEnabled: boolean;
  /** The e-mail is being checked (Continue shows it is busy). */
  checking: boolean;
  /** Text under the e-mail field. */
  emailError: Text | null;
  /** A new round mounts a fresh captcha (each solved captcha allows one e-mail check). */
  captchaRound: number;
  /** Where the captcha asks for its challenge. */
  captchaChallenge: string;
}

/** The login form, its e-mail as typed so far. Compare with `shallowEqual`. */
export function loginFormView(snapshot: SessionSnapshot): LoginFormView {
  const email = snapshot.context.emailDraft;
  return {
    email,
    continueEnabled: email.trim() !== '' && snapshot.matches({ loggedOut: 'captchaSolved' }),
    checking: snapshot.matches({ loggedOut: 'checkingEmail' }),
    emailError: snapshot.context.loginError,
    captchaRound: snapshot.context.captchaRound,
    captchaChallenge: SESSION_API.captchaChallenge,
  };
}

/** Where the login variant puts the claims and whether it has a side column (doc 1 §2). */
export const loginLayoutView = (variant: LoginVariant) => loginLayoutOf(variant);

/** The heading and claims of a claim set (doc 1 §1). */
export const claimsView = (set: ClaimSet) => MARKETING_CLAIMS[set];

/** The store-login redirect of an alternative platform for this brand, if it has an app id (doc 1 §9). */
export const platformLoginView = (snapshot: SessionSnapshot, platform: Platform, brand: BrandId) =>
  storeLoginUrl(platform, brand, snapshot.context.platformAppIds);

/** Where the block pages' way back leads. */
export const SIGN_IN_PATH = APP_ROUTES.login;

export interface ShellView {
  /** The page's document title (doc 1 §2 page titles). */
  documentTitle: Text;
  homePath: string;
  logoutPath: string;
  /** The login page is wider: its marketing side column sits beside the form (doc 1 §2). */
  wide: boolean;
  /** The FAQ, Contact Us and footer belong to the onboarding and status pages only (doc 1 §2). */
  helpShown: boolean;
}

/** The frame of the page at `pathname`. Compare with `shallowEqual`. */
export const shellView = (pathname: string, brand: Brand): ShellView => ({
  documentTitle: documentTitleOf(pathname, pageTitle(brand)),
  homePath: APP_ROUTES.login,
  logoutPath: APP_ROUTES.logout,
  wide: pathname === APP_ROUTES.login,
  helpShown: isContactUsRoute(pathname),
});

/**
 * Whether the signed-in core is needed now: a user state with a page of its own (signed in,
 * waiting for the e-mail, maintenance), or any page but the login page (decision 0200).
 */
export const signedInCoreNeeded = (snapshot: SessionSnapshot, appPathname: string) =>
  (!snapshot.matches('booting') && !snapshot.matches('loggedOut')) ||
  normalisePathname(appPathname) !== APP_ROUTES.login;

/** The path under the /app base path of a page's address. */
export const appPathnameOf = (pathname: string) =>
  normalisePathname(pathname.replace(/^\/app(?=\/|$)/, '') || '/');
