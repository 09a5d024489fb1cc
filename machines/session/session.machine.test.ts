import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { NETWORK_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import { msg } from '../../domain/i18n/message';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { INCOMPLETE_LINK_MESSAGE, SESSION_DELAYS, sessionMachine } from './session.machine';
import { httpFailure, scriptedNetwork, settle } from '../testing/scripted-network';

type ProvidedActors = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>;
const forms = emptyFormCompletedState();

function startSession() {
  const network = scriptedNetwork();
  const clock = new SimulatedClock();
  const remembered: Array<string | null> = [];
  let forgotten = 0;
  const actor = createActor(
    sessionMachine.provide({
      actors: network.actors as unknown as ProvidedActors,
      actions: {
        rememberEmail: (_, params) => void remembered.push(params.email),
        forgetSession: () => void (forgotten += 1),
      },
    }),
    { clock, input: {} },
  );
  actor.start();
  return { actor, network, clock, remembered, forgotten: () => forgotten };
}

async function signedOutWithCaptcha() {
  const session = startSession();
  session.network.answer('fetchUserState', { userState: 'LOGGED_OUT', formCompletedState: forms });
  await settle();
  session.actor.send({ type: 'captcha.solved', payload: 'pow' });
  await settle();
  session.network.answer('verifyCaptcha', { success: true });
  await settle();
  return session;
}

describe('login (doc 2 §2, §8)', () => {
  it('sends the captcha payload, then the trimmed, lowercased e-mail', async () => {
    const session = await signedOutWithCaptcha();
    session.actor.send({ type: 'emailDraft.change', email: '  Ana@Shop.Example ' });
    session.actor.send({ type: 'email.submit' });
    await settle();
    expect(session.network.calls.map((c) => [c.id, c.input])).toEqual([
      ['fetchUserState', undefined],
      ['verifyCaptcha', { token: 'pow' }],
      ['checkEmail', { email: 'ana@shop.example' }],
    ]);
    session.network.answer('checkEmail', { userState: 'PRE_LEAD', email: 'ana@shop.example' });
    await settle();
    expect(session.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(session.actor.getSnapshot().context).toMatchObject({
      userState: 'PRE_LEAD',
      email: 'ana@shop.example',
    });
    expect(session.remembered).toEqual(['ana@shop.example']);
  });

  it("a malformed address shows 'Invalid email address' and calls nothing", async () => {
    const session = await signedOutWithCaptcha();
    session.actor.send({ type: 'emailDraft.change', email: 'ana@shop' });
    session.actor.send({ type: 'email.submit' });
    await settle();
    expect(session.actor.getSnapshot().context.loginError).toEqual(
      msg('session.login.invalidEmail'),
    );
    expect(session.network.isWaiting('checkEmail')).toBe(false);
  });

  it.each([
    [
      'a server validation error shows the lead e-mail error',
      httpFailure(400, {
        validation_errors: {
          lead: { email: { code: 'InvalidEmail', error: 'Must be a valid email' } },
        },
      }),
      'Must be a valid email',
    ],
    ['a network error shows plain words', new TypeError('Failed to fetch'), NETWORK_ERROR_MESSAGE],
    [
      'a failure without a message shows the generic text',
      new Error(''),
      msg('common.failure.somethingWentWrong'),
    ],
  ])('%s, and asks for a fresh captcha', async (_label, failure, message) => {
    const session = await signedOutWithCaptcha();
    session.actor.send({ type: 'emailDraft.change', email: 'ana@shop.example' });
    session.actor.send({ type: 'email.submit' });
    await settle();
    const roundBefore = session.actor.getSnapshot().context.captchaRound;
    session.network.fail('checkEmail', failure);
    await settle();
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.context.loginError).toEqual(message);
    expect(snapshot.matches({ loggedOut: 'captchaPending' })).toBe(true);
    expect(snapshot.context.captchaRound).toBe(roundBefore + 1);
  });

  it('an existing record waits for the e-mailed link, and resend rests for 30 s', async () => {
    const session = await signedOutWithCaptcha();
    session.actor.send({ type: 'emailDraft.change', email: 'ana@shop.example' });
    session.actor.send({ type: 'email.submit' });
    await settle();
    session.network.answer('checkEmail', {
      userState: 'WAIT_FOR_EMAIL',
      email: 'ana@shop.example',
    });
    await settle();
    expect(session.actor.getSnapshot().matches({ waitingForEmail: 'coolingDown' })).toBe(true);
    session.clock.increment(29_999);
    expect(session.actor.getSnapshot().matches({ waitingForEmail: 'coolingDown' })).toBe(true);
    session.clock.increment(1);
    expect(session.actor.getSnapshot().matches({ waitingForEmail: 'canResend' })).toBe(true);
    session.actor.send({ type: 'link.resend' });
    await settle();
    session.network.answer('resendSignInLink', { sent: true });
    await settle();
    expect(session.actor.getSnapshot().context.linkResent).toBe(true);
    expect(session.actor.getSnapshot().matches({ waitingForEmail: 'coolingDown' })).toBe(true);
  });
});

describe('sign-in link (doc 2 §7)', () => {
  it('waits for Continue before consuming the token', async () => {
    const session = startSession();
    session.actor.send({ type: 'signInLink.open', token: 'mailed' });
    session.network.answer('fetchUserState', {
      userState: 'WAIT_FOR_EMAIL',
      formCompletedState: forms,
    });
    await settle();
    expect(session.actor.getSnapshot().matches({ signInLink: 'ready' })).toBe(true);
    expect(session.network.isWaiting('consumeSignInLink')).toBe(false);
    session.actor.send({ type: 'signInLink.continue' });
    await settle();
    session.network.answer('consumeSignInLink', {
      userState: 'POST_LEAD',
      formCompletedState: forms,
      email: 'ana@shop.example',
    });
    await settle();
    expect(session.actor.getSnapshot().context).toMatchObject({
      userState: 'POST_LEAD',
      signInToken: null,
    });
  });

  it.each(['expired', 'used', 'invalid'] as const)(
    'a %s link shows the server text',
    async (reason) => {
      const session = startSession();
      session.actor.send({ type: 'signInLink.open', token: 'mailed' });
      session.network.answer('fetchUserState', {
        userState: 'LOGGED_OUT',
        formCompletedState: forms,
      });
      await settle();
      session.actor.send({ type: 'signInLink.continue' });
      await settle();
      session.network.fail(
        'consumeSignInLink',
        httpFailure(400, { reason, error: `Link ${reason}.` }),
      );
      await settle();
      expect(session.actor.getSnapshot().context.signInFailure).toEqual({
        reason,
        message: `Link ${reason}.`,
      });
    },
  );

  it("'Request a new link' signs out and keeps the link's e-mail for the login field", async () => {
    const session = startSession();
    session.actor.send({ type: 'signInLink.open', token: 'mailed' });
    session.network.answer('fetchUserState', {
      userState: 'WAIT_FOR_EMAIL',
      formCompletedState: forms,
      email: 'ana@shop.example',
    });
    await settle();
    session.actor.send({ type: 'signInLink.continue' });
    await settle();
    session.network.fail(
      'consumeSignInLink',
      httpFailure(400, { reason: 'expired', error: 'Link expired.' }),
    );
    await settle();
    session.actor.send({ type: 'signInLink.requestNew' });
    await settle();
    session.network.answer('logout', {});
    await settle();
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.matches('loggedOut')).toBe(true);
    expect(snapshot.context.email).toBeNull();
    expect(snapshot.context.loginEmail).toBe('ana@shop.example');
  });

  it('a link without a token is refused without calling the server', async () => {
    const session = startSession();
    session.actor.send({ type: 'signInLink.open', token: '' });
    session.network.answer('fetchUserState', {
      userState: 'LOGGED_OUT',
      formCompletedState: forms,
    });
    await settle();
    expect(session.actor.getSnapshot().matches({ signInLink: 'failed' })).toBe(true);
    expect(session.actor.getSnapshot().context.signInFailure?.message).toBe(
      INCOMPLETE_LINK_MESSAGE,
    );
  });
});

describe('ending the session', () => {
  it('a 401 anywhere signs out and forgets the session (doc 2 §8)', async () => {
    const session = startSession();
    session.network.answer('fetchUserState', {
      userState: 'POST_LEAD',
      formCompletedState: forms,
      email: 'ana@shop.example',
    });
    await settle();
    session.actor.send({ type: 'session.unauthorized' });
    expect(session.actor.getSnapshot().context).toMatchObject({
      userState: 'LOGGED_OUT',
      email: null,
    });
    expect(session.forgotten()).toBe(1);
  });

  it('logout calls the server, then shows the login even if the call fails', async () => {
    const session = startSession();
    session.network.answer('fetchUserState', { userState: 'PRE_LEAD', formCompletedState: forms });
    await settle();
    session.actor.send({ type: 'logout' });
    await settle();
    session.network.fail('logout', new TypeError('Failed to fetch'));
    await settle();
    expect(session.actor.getSnapshot().matches({ loggedOut: 'captchaPending' })).toBe(true);
  });
});

describe('maintenance (doc 2 §7, docs/decisions/0071)', () => {
  it('a maintenance answer shows /maintenance, keeps the session, and comes back once it ends', async () => {
    const session = startSession();
    const postLead = { ...forms, storeForm: true, companyInfoForm: true };
    session.network.answer('fetchUserState', {
      userState: 'POST_LEAD',
      formCompletedState: postLead,
      email: 'ana@shop.example',
    });
    await settle();
    session.actor.send({ type: 'session.maintenance' });
    await settle();
    expect(session.actor.getSnapshot().matches({ maintenance: 'waiting' })).toBe(true);
    expect(session.actor.getSnapshot().context).toMatchObject({
      userState: 'MAINTENANCE_MODE',
      email: 'ana@shop.example',
      formCompletedState: postLead,
    });
    // Asked again after 5 s: still in maintenance, so it waits again.
    session.clock.increment(SESSION_DELAYS.maintenanceRecheck);
    await settle();
    session.network.answer('recheckUserState', {
      userState: 'MAINTENANCE_MODE',
      formCompletedState: forms,
    });
    await settle();
    expect(session.actor.getSnapshot().matches({ maintenance: 'waiting' })).toBe(true);
    // "Try again" asks at once; maintenance has ended.
    session.actor.send({ type: 'maintenance.retry' });
    await settle();
    session.network.answer('recheckUserState', {
      userState: 'POST_LEAD',
      formCompletedState: postLead,
      email: 'ana@shop.example',
    });
    await settle();
    expect(session.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(session.actor.getSnapshot().context).toMatchObject({
      userState: 'POST_LEAD',
      formCompletedState: postLead,
    });
    expect(session.forgotten()).toBe(0);
  });
});
