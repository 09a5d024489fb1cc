/** The login form's view model (doc 2 §2): when Continue may be pressed. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CheckCaptchaTokenResponse, UserStateResponse } from '../../domain/api/session-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { UK_BRAND_WORD } from '../../domain/brands/brands';
import type { BrandSignals } from '../../domain/brands/select-brand';
import { brandOf, loginFormView } from './session-view';
import { sessionMachine } from './session.machine';

/** A signed-out session, its captcha solved or not. */
function signedOut(solved: boolean, email: string) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchUserState: fromPromise<UserStateResponse>(() =>
          Promise.resolve({
            userState: 'LOGGED_OUT',
            formCompletedState: emptyFormCompletedState(),
          }),
        ),
        verifyCaptcha: fromPromise<CheckCaptchaTokenResponse, { token: string }>(() =>
          Promise.resolve({ success: true }),
        ),
      },
    }),
    { input: {} },
  ).start();
  return new Promise<ReturnType<typeof actor.getSnapshot>>((resolve) => {
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.matches({ loggedOut: 'captchaPending' }) && solved) {
        actor.send({ type: 'captcha.solved', payload: 'proof' });
        return;
      }
      if (!snapshot.matches({ loggedOut: solved ? 'captchaSolved' : 'captchaPending' })) return;
      if (snapshot.context.emailDraft !== email) {
        actor.send({ type: 'emailDraft.change', email });
        return;
      }
      sub.unsubscribe();
      resolve(snapshot);
    });
  });
}

describe('Continue on the login form (doc 2 §2)', () => {
  it('is disabled while the e-mail is empty or the captcha is unsolved', async () => {
    const solved = await signedOut(true, 'jo@example.com');
    expect(solved.matches({ loggedOut: 'captchaSolved' })).toBe(true);
    expect(loginFormView(await signedOut(false, 'jo@example.com')).continueEnabled).toBe(false);
    expect(loginFormView(await signedOut(true, '   ')).continueEnabled).toBe(false);
    expect(loginFormView(await signedOut(true, '')).continueEnabled).toBe(false);
    expect(loginFormView(solved)).toMatchObject({ email: 'jo@example.com', continueEnabled: true });
  });
});

describe('the brand of the visit (doc 1 §1)', () => {
  const brandFor = (brandSignals: BrandSignals) =>
    brandOf(createActor(sessionMachine, { input: { brandSignals } }).getSnapshot()).id;

  it('is chosen by the session from what the browser tells of the visit', () => {
    expect(brandFor({ countryParam: 'US' })).toBe('cashApp');
    expect(brandFor({ url: `https://${UK_BRAND_WORD}.example/app/` })).toBe('uk');
    expect(brandFor({ timeZone: 'America/Chicago' })).toBe('cashApp');
    expect(brandFor({ languageRegion: 'en-GB' })).toBe('uk');
    expect(brandFor({})).toBe('provider');
  });

  it('reads the time zone only when the address does not decide', () => {
    let read = 0;
    const signals = {
      countryParam: 'AU',
      get timeZone() {
        read += 1;
        return 'America/Chicago';
      },
    };
    expect(brandFor(signals)).toBe('provider');
    expect(read).toBe(0);
  });

  it('stays the brand of the visit when a 401 ends the session', () => {
    const actor = createActor(sessionMachine, {
      input: { brandSignals: { countryParam: 'UK' } },
    }).start();
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(brandOf(actor.getSnapshot()).id).toBe('uk');
    actor.stop();
  });
});
