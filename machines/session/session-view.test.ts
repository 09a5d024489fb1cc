/** The login form's view model (doc 2 §2): when Continue may be pressed. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CheckCaptchaTokenResponse, UserStateResponse } from '../../domain/api/session-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { loginFormView } from './session-view';
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
