/**
 * Model-based path tests (docs/architecture.md §3): paths are generated from the REAL session machine with
 * `getShortestPaths` over explicit events (the invoked calls' done/error events carry answers
 * shaped like the server's), then every path is replayed on a running actor whose calls are
 * answered by the waiting network, asserting the state and context reached at each step. Together
 * the replays must take every transition and visit every state of the machine.
 */
import { describe, expect, it } from 'vitest';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { SESSION_DELAYS, sessionMachine } from './session.machine';
import type { SessionContext, SessionEvent } from './session.machine';
import { routeForUserState } from '../../domain/journey/route-for-user-state';
import { httpFailure } from '../testing/scripted-network';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { expectedPostLeadRoute, ROUTE_BY_USER_STATE } from '../testing/spec-tables';

const forms = emptyFormCompletedState();
const postLeadForms = { ...forms, storeForm: true };

const networkDown = new TypeError('Failed to fetch');
const linkFailure = (reason: string, error: string) =>
  httpFailure(400, { reason, error }, `Request failed: ${error}`);

/** Every event the model may take: what the views send and what the server may answer. */
const EVENTS = [
  done('fetchUserState', { userState: 'LOGGED_OUT', formCompletedState: forms }),
  done('fetchUserState', {
    userState: 'WAIT_FOR_EMAIL',
    formCompletedState: forms,
    email: 'ana@shop.example',
  }),
  done('fetchUserState', {
    userState: 'POST_LEAD',
    formCompletedState: postLeadForms,
    email: 'ana@shop.example',
  }),
  done('fetchUserState', { userState: 'MAINTENANCE_MODE', formCompletedState: forms }),
  done('fetchUserState', {}),
  failed('fetchUserState', networkDown),
  { type: 'captcha.solved', payload: 'altcha-payload' },
  { type: 'captcha.reset' },
  done('verifyCaptcha', { success: true }),
  done('verifyCaptcha', { success: false }),
  failed('verifyCaptcha', httpFailure(400, { error: 'Captcha verification failed' })),
  { type: 'emailDraft.change', email: '  Ana@Shop.Example ' },
  { type: 'emailDraft.change', email: 'ana@shop' },
  { type: 'email.submit' },
  done('checkEmail', { userState: 'PRE_LEAD', email: 'ana@shop.example' }),
  done('checkEmail', { userState: 'WAIT_FOR_EMAIL', email: 'ana@shop.example' }),
  done('checkEmail', {}),
  failed(
    'checkEmail',
    httpFailure(400, {
      validation_errors: {
        lead: { email: { code: 'InvalidEmail', error: 'Must be a valid email' } },
      },
    }),
  ),
  failed('checkEmail', networkDown),
  { type: 'link.resend' },
  done('resendSignInLink', { sent: true }),
  failed('resendSignInLink', httpFailure(429, { error: 'Too many requests' })),
  { type: `xstate.after.resendCooldown.session.waitingForEmail.coolingDown` },
  { type: 'email.change' },
  { type: 'signInLink.open', token: 'mailed-token' },
  { type: 'signInLink.open', token: '' },
  { type: 'signInLink.continue' },
  done('consumeSignInLink', {
    userState: 'POST_LEAD',
    formCompletedState: postLeadForms,
    email: 'ana@shop.example',
  }),
  done('consumeSignInLink', {
    userState: 'WAIT_FOR_EMAIL',
    formCompletedState: forms,
    email: 'ana@shop.example',
  }),
  done('consumeSignInLink', { userState: 'LOGGED_OUT', formCompletedState: forms }),
  failed('consumeSignInLink', linkFailure('expired', 'This sign-in link has expired.')),
  failed('consumeSignInLink', linkFailure('used', 'This sign-in link has already been used.')),
  failed('consumeSignInLink', linkFailure('invalid', 'This sign-in link is not valid.')),
  failed('consumeSignInLink', networkDown),
  { type: 'signInLink.requestNew' },
  {
    type: 'session.update',
    answer: {
      userState: 'POST_LEAD',
      formCompletedState: { ...postLeadForms, companyInfoForm: true },
    },
  },
  { type: 'session.update', answer: { userState: 'LOGGED_OUT' } },
  { type: 'session.unauthorized' },
  // doc 2 §7: a call answered with the maintenance error; the page's Try again; the recheck.
  { type: 'session.maintenance' },
  { type: 'session.update', answer: { userState: 'MAINTENANCE_MODE' } },
  { type: 'maintenance.retry' },
  { type: `xstate.after.maintenanceRecheck.session.maintenance.waiting` },
  done('recheckUserState', { userState: 'MAINTENANCE_MODE', formCompletedState: forms }),
  done('recheckUserState', {
    userState: 'POST_LEAD',
    formCompletedState: postLeadForms,
    email: 'ana@shop.example',
  }),
  done('recheckUserState', {
    userState: 'WAIT_FOR_EMAIL',
    formCompletedState: forms,
    email: 'ana@shop.example',
  }),
  done('recheckUserState', { userState: 'LOGGED_OUT', formCompletedState: forms }),
  done('recheckUserState', {}),
  failed('recheckUserState', networkDown),
  { type: 'logout' },
  done('logout', { ok: true }),
  failed('logout', networkDown),
] as unknown as SessionEvent[];

/** Context without the widget counter, which only grows and would make the graph infinite. */
function comparable(context: SessionContext) {
  const { captchaRound: _round, ...rest } = context;
  return rest;
}

const ORACLES: Oracle<SessionContext>[] = [
  {
    source: 'doc 1 §2 Route chosen from user state, Post-lead step routing',
    name: 'user state (and completed forms) → route',
    check: ({ snapshot }) => {
      const { userState, formCompletedState, onboardingStatus } = snapshot.context;
      const expected =
        userState === 'POST_LEAD'
          ? expectedPostLeadRoute(formCompletedState)
          : ROUTE_BY_USER_STATE[userState];
      if (expected === undefined) return undefined;
      const route = routeForUserState({ userState, formCompletedState, onboardingStatus });
      return route === expected ? null : `${userState}: expected ${expected}, reached ${route}`;
    },
  },
  {
    source: 'doc 1 §6 Roles and permissions',
    name: 'an unauthorized answer ends the session',
    check: ({ snapshot, events }) => {
      if (events.at(-1)?.type !== 'session.unauthorized') return undefined;
      return snapshot.context.userState === 'LOGGED_OUT' && snapshot.context.email === null
        ? null
        : `after 401: ${snapshot.context.userState} ${snapshot.context.email}`;
    },
  },
  {
    source: 'doc 2 §7 save flow ("A MAINTENANCE_MODE user state stops processing")',
    name: 'a maintenance answer leads to /maintenance',
    check: ({ snapshot, events }) => {
      if (events.at(-1)?.type !== 'session.maintenance') return undefined;
      const { userState, formCompletedState } = snapshot.context;
      const route = routeForUserState({ userState, formCompletedState });
      return route === '/maintenance' ? null : `after maintenance: ${userState} → ${route}`;
    },
  },
];

const model: PathModel<SessionContext> = {
  machine: sessionMachine,
  events: EVENTS,
  callIds: [
    'fetchUserState',
    'verifyCaptcha',
    'checkEmail',
    'resendSignInLink',
    'consumeSignInLink',
    'recheckUserState',
    'logout',
  ],
  delays: SESSION_DELAYS,
  comparable,
  oracles: ORACLES,
};

describe('session machine: generated paths replayed on a running actor', () => {
  it('every path reaches, step by step, the state and context the model predicts, and together they cover every state and transition', async () => {
    const result = await runPaths('session', [model]);
    expect(result.record.paths.length).toBeGreaterThan(40);
    expect(result.record.transitions.total).toBeGreaterThan(30);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
