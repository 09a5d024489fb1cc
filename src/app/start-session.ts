/** Creates the session actor with the real server calls and browser storage. */
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom, InspectionEvent, Observer } from 'xstate';
import { APP_ROUTES, normalisePathname } from '../../domain/journey/app-routes';
import type { BrandSignals } from '../../domain/brands/select-brand';
import { signInLinkFragment } from '../../domain/journey/url-params';
import { sessionMachine } from '../../machines/session/session.machine';
import { ACTOR_NAMES } from './app-inspector';
import { forgetSession, rememberEmail } from '../api/browser-session';
import { setMaintenanceHandler, setUnauthorizedHandler } from '../api/http-client';
import * as calls from '../api/session-calls';
import { appLanguageMachine, browserLanguages } from '../i18n/language-io';

/** The session machine with its calls and side effects provided by the app. */
export const appSessionMachine = sessionMachine.provide({
  actors: {
    fetchUserState: fromPromise(({ signal }) => calls.fetchUserState(signal)),
    verifyCaptcha: fromPromise(({ input, signal }) => calls.verifyCaptcha(input.token, signal)),
    checkEmail: fromPromise(({ input, signal }) => calls.checkEmail(input.email, signal)),
    resendSignInLink: fromPromise(({ signal }) => calls.resendSignInLink(signal)),
    consumeSignInLink: fromPromise(({ input, signal }) =>
      calls.consumeSignInLink(input.token, signal),
    ),
    logout: fromPromise(({ signal }) => calls.logout(signal)),
    language: appLanguageMachine,
  },
  actions: {
    rememberEmail: (_, params) => rememberEmail(params.email),
    forgetSession: () => forgetSession(),
  },
});

/**
 * On /app/sign-in, hands the mailed link's token to the session before its first answer arrives
 * (so the page is not moved away while its chunk loads), and drops the token from the address bar.
 */
function openSignInLinkFromUrl(actor: ActorRefFrom<typeof appSessionMachine>): void {
  const path = normalisePathname(window.location.pathname.replace(/^\/app(?=\/|$)/, ''));
  if (path !== APP_ROUTES.signIn) return;
  const { token } = signInLinkFragment(window.location.hash);
  actor.send({ type: 'signInLink.open', token });
  if (window.location.hash) {
    const url = window.location.pathname + window.location.search;
    window.history.replaceState(window.history.state, '', url);
  }
}

/**
 * Starts the session, which chooses the visit's brand from `brandSignals`; a 401 on any call sends
 * it to logged-out, a maintenance answer to maintenance.
 */
export function startSession(
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void),
  brandSignals?: BrandSignals,
) {
  const actor = createActor(appSessionMachine, {
    systemId: ACTOR_NAMES.session,
    // The address the visit arrived at: its `email` parameter prefills the login (doc 1 §2).
    input: {
      search: window.location.search,
      ...(brandSignals ? { brandSignals } : {}),
      languages: browserLanguages(),
    },
    ...(inspect ? { inspect } : {}),
  });
  setUnauthorizedHandler(() => actor.send({ type: 'session.unauthorized' }));
  setMaintenanceHandler(() => actor.send({ type: 'session.maintenance' }));
  actor.start();
  openSignInLinkFromUrl(actor);
  return actor;
}
