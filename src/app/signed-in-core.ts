/**
 * The signed-in core (docs/decisions/0200): the journey with every step machine and the rules
 * they decide with, given this browser's I/O. It is its own chunk, fetched once the visitor is
 * signed in or starts using the login form, so the login page's first script carries none of it.
 */
import { createActor } from 'xstate';
import type { Brand } from '../../domain/brands/brands';
import { factsOfSession, type SessionRef } from '../../machines/journey/journey.machine';
import { journeyWithIO } from '../../machines/journey/journey-io';
import type { FlagsActor, JourneyActor, SessionActor } from './app-actors';
import { ACTOR_NAMES, inspectedAs } from './app-inspector';
import { appJourneyIO } from './portal-io';

export interface JourneyStart {
  session: SessionActor;
  flags: FlagsActor;
  brand: Brand;
  /** The path under /app and the query string the journey starts from. */
  pathname: string;
  search: string;
}

/**
 * Creates and starts the journey of this visit, fed by the session and the flags. Giving every
 * step machine its I/O builds each one again (XState's `provide`), so the actor is created after
 * `pause`, in a task of its own.
 */
export async function startJourney(
  start: JourneyStart,
  pause: () => Promise<void>,
): Promise<JourneyActor> {
  const logic = journeyWithIO(appJourneyIO(start.brand));
  await pause();
  const actor = createActor(logic, {
    input: {
      facts: factsOfSession(start.session.getSnapshot()),
      pathname: start.pathname,
      search: start.search,
      session: start.session as SessionRef,
      flags: start.flags,
    },
    ...inspectedAs(ACTOR_NAMES.journey),
  });
  actor.start();
  return actor;
}
