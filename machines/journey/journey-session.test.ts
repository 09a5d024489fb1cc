/**
 * The journey follows the session actor: it starts from the session as it is when it starts, not
 * only as it was when it was created, and then hears every change.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { APP_ROUTES } from '../../domain/journey/app-routes';
import { factsOfSession, journeyMachine } from './journey.machine';
import { sessionMachine } from '../session/session.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A session whose read of the user state fails, which leaves the merchant signed out. */
function signedOutSession() {
  return createActor(
    sessionMachine.provide({
      actors: { fetchUserState: fromPromise(() => Promise.reject(new Error('offline'))) },
    }),
    { input: {} },
  ).start();
}

describe('the journey and the session', () => {
  it('leaves reading when the session was read between the journey being created and started', async () => {
    const session = signedOutSession();
    // Created while the session is still being read (a first render in slices, decision 0190)…
    const journey = createActor(journeyMachine, {
      input: {
        facts: factsOfSession(session.getSnapshot()),
        pathname: '/',
        session,
      },
    });
    expect(factsOfSession(session.getSnapshot()).booting).toBe(true);
    await settle();
    // …and started once the read has ended.
    expect(session.getSnapshot().matches('loggedOut')).toBe(true);
    journey.start();
    expect(journey.getSnapshot().value).toBe('signedOut');
    expect(journey.getSnapshot().context.route).toBe('/');
  });

  it('follows a session read that ends after the journey started', async () => {
    const session = signedOutSession();
    const journey = createActor(journeyMachine, {
      input: { facts: factsOfSession(session.getSnapshot()), pathname: APP_ROUTES.lead, session },
    }).start();
    expect(journey.getSnapshot().value).toBe('reading');
    await settle();
    expect(journey.getSnapshot().value).toBe('signedOut');
    expect(journey.getSnapshot().context.route).toBe('/');
  });
});
