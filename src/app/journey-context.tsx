/**
 * The journey actor (machines/journey.machine.ts), fed by the session actor, with the app's step
 * loader (src/app/step-loader.ts), given to every screen. Screens read their step's actor from it
 * (src/app/step-actor.tsx) and send it the end of their step; src/app/journey-route.tsx maps its
 * route to the address bar.
 */
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Brand } from '../../domain/brands/brands';
import { factsOfSession, journeyMachine, type SessionRef } from '../../machines/journey.machine';
import type { FlagsActor, SessionActor } from './app-context';
import { ACTOR_NAMES, inspectedAs } from './app-inspector';
import { appStepLoader } from './step-loader';

const JourneyContext = createActorContext(journeyMachine);

/** The path under the /app base path the page was opened at. */
function appPathname(): string {
  return window.location.pathname.replace(/^\/app(?=\/|$)/, '') || '/';
}

export function JourneyProvider(props: {
  session: SessionActor;
  flags: FlagsActor;
  brand: Brand;
  children: ReactNode;
}) {
  const { session, flags, brand } = props;
  const [logic] = useState(() =>
    journeyMachine.provide({
      actors: { loadStep: appStepLoader({ session, flags, brand }) },
      actions: { reloadPage: () => window.location.reload() },
    }),
  );
  return (
    <JourneyContext.Provider
      logic={logic}
      options={{
        input: {
          facts: factsOfSession(session.getSnapshot()),
          pathname: appPathname(),
          search: window.location.search,
          session: session as SessionRef,
        },
        ...inspectedAs(ACTOR_NAMES.journey),
      }}
    >
      {props.children}
    </JourneyContext.Provider>
  );
}

/** The journey actor; read it with useSelector and send it the end of a step. */
export const useJourney = JourneyContext.useActorRef;
