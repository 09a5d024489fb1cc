/**
 * The journey actor (machines/journey.machine.ts), fed by the session actor and given to every
 * screen. Screens send it the end of their step; src/app/journey-route.tsx maps its route to the
 * address bar.
 */
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { factsOfSession, journeyMachine, type SessionRef } from '../../machines/journey.machine';
import { ACTOR_NAMES, inspectedAs } from './app-inspector';

const JourneyContext = createActorContext(journeyMachine);

/** The path under the /app base path the page was opened at. */
function appPathname(): string {
  return window.location.pathname.replace(/^\/app(?=\/|$)/, '') || '/';
}

export function JourneyProvider(props: { session: SessionRef; children: ReactNode }) {
  const { session } = props;
  return (
    <JourneyContext.Provider
      options={{
        input: { facts: factsOfSession(session.getSnapshot()), pathname: appPathname(), session },
        ...inspectedAs(ACTOR_NAMES.journey),
      }}
    >
      {props.children}
    </JourneyContext.Provider>
  );
}

/** The journey actor; read it with useSelector and send it the end of a step. */
export const useJourney = JourneyContext.useActorRef;
