import { describe, expect, it } from 'vitest';
import { emptyFormCompletedState, FORM_COMPLETION_FLAGS } from '../session/form-completion';
import type { FormCompletedState, FormCompletionFlag } from '../session/form-completion';
import { USER_STATES } from '../session/user-state';
import type { UserState } from '../session/user-state';
import { APP_ROUTES } from './app-routes';
import { resolveRedirect } from './resolve-redirect';
import type { RedirectInput } from './resolve-redirect';
import { routeForUserState } from './route-for-user-state';

function forms(...done: FormCompletionFlag[]): FormCompletedState {
  const state = emptyFormCompletedState();
  for (const flag of done) state[flag] = true;
  return state;
}
const none = forms();
const all = forms(...FORM_COMPLETION_FLAGS);
const allButCash = { ...all, cashPayForm: false };

function redirect(pathname: string, userState: UserState, extra: Partial<RedirectInput> = {}) {
  return resolveRedirect({ pathname, userState, formCompletedState: none, ...extra });
}

describe('resolveRedirect: signed-in states land on their page from anywhere known', () => {
  const statesWithPage = USER_STATES.filter((s) => !['INITIAL', 'LOGGED_OUT'].includes(s));
  const open = ['/401', '/logout', '/merchant-agreement/fullpage'];
  const everyRoute = Object.values(APP_ROUTES).filter((r) => !open.includes(r));

  it.each(statesWithPage)('%s: every other known page moves to its own page', (userState) => {
    const own = routeForUserState({ userState, formCompletedState: none });
    for (const pathname of everyRoute) {
      const expected =
        pathname === own ||
        (own === '/wrong-email' && pathname === '/wrong-account') ||
        (userState === 'POST_LEAD' && /^\/(onboarding\/|cash$)/.test(pathname))
          ? null
          : own;
      expect([pathname, redirect(pathname, userState)]).toEqual([pathname, expected]);
    }
  });

  it.each(statesWithPage)(
    '%s: the unauthorized, logout and merchant agreement pages stay open',
    (userState) => {
      expect(redirect('/401', userState)).toBeNull();
      expect(redirect('/logout', userState)).toBeNull();
      expect(redirect('/merchant-agreement/fullpage', userState)).toBeNull();
    },
  );
});

describe('resolveRedirect: signed out', () => {
  it.each(['/', '/maintenance', '/401', '/merchant-agreement/fullpage'])(
    '%s is shown',
    (pathname) => {
      expect(redirect(pathname, 'LOGGED_OUT')).toBeNull();
    },
  );

  it.each([
    '/lead',
    '/onboarding/bank-info',
    '/status',
    '/check-email',
    '/logout',
    '/thank-you',
    '/sign-in',
  ])('%s goes to the login page', (pathname) => {
    expect(redirect(pathname, 'LOGGED_OUT')).toBe('/');
  });
});

describe('resolveRedirect: while the session is unknown or a link is handled', () => {
  it.each(['/', '/lead', '/status', '/nowhere'])('INITIAL never moves from %s', (pathname) => {
    expect(redirect(pathname, 'INITIAL')).toBeNull();
  });

  it.each(USER_STATES)('%s stays on /sign-in while the link is being handled', (userState) => {
    expect(redirect('/sign-in', userState, { signInInProgress: true })).toBeNull();
  });

  it('a signed-in merchant on /sign-in without a link in progress goes to their page', () => {
    expect(redirect('/sign-in', 'PRE_LEAD')).toBe('/lead');
  });

  it('once the link is given up (new link requested), the sign-in page moves to the login', () => {
    expect(redirect('/sign-in', 'LOGGED_OUT', { signInInProgress: false })).toBe('/');
  });
});

describe('resolveRedirect: unknown paths show the not-found page for everyone', () => {
  it.each(USER_STATES)('%s', (userState) => {
    expect(redirect('/no/such/page', userState)).toBeNull();
  });
});

describe('resolveRedirect: POST_LEAD moves between steps', () => {
  it.each<[string, FormCompletedState, string, string | null]>([
    [
      '/onboarding',
      forms('storeForm'),
      'bare entry → the reached step',
      '/onboarding/company-information',
    ],
    ['/onboarding', none, 'bare entry with nothing done stays', null],
    [
      '/onboarding/',
      forms('storeForm'),
      'trailing slash is the same entry',
      '/onboarding/company-information',
    ],
    ['/onboarding/bank-info', forms('storeForm'), 'a later step may be opened', null],
    ['/onboarding/company-information', allButCash, 'a finished step may be reopened', null],
    [
      '/status',
      forms('storeForm', 'companyInfoForm'),
      'status while forms are open → step',
      '/onboarding/store-details',
    ],
    ['/status', allButCash, 'status once every required form is done', null],
    ['/cash', forms('storeForm'), 'the cash form while cash pay is open', null],
    ['/cash', all, 'the cash page after cash pay is done', null],
    ['/', allButCash, 'login page → status', '/status'],
    [
      '/lead',
      forms('storeForm', 'companyInfoForm'),
      'lead page → step',
      '/onboarding/store-details',
    ],
    ['/check-email', none, 'check-email → onboarding', '/onboarding'],
  ])('%s with forms %# (%s) → %s', (pathname, formCompletedState, _why, expected) => {
    expect(redirect(pathname, 'POST_LEAD', { formCompletedState })).toBe(expected);
  });

  it.each(['/onboarding/company-information', '/cash', '/onboarding', '/'])(
    'a declined (INELIGIBLE) merchant on %s goes to /status',
    (pathname) => {
      expect(redirect(pathname, 'POST_LEAD', { onboardingStatus: 'INELIGIBLE' })).toBe('/status');
    },
  );

  it('a declined merchant on /status stays', () => {
    expect(redirect('/status', 'POST_LEAD', { onboardingStatus: 'INELIGIBLE' })).toBeNull();
  });
});
