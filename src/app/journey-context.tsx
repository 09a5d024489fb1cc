/**
 * The journey actor (machines/journey/journey.machine.ts) of this visit, given to every screen.
 * Its code is the signed-in core (src/app/signed-in-core.ts), fetched on first need: at once on
 * any page but the login page, and there once the session has a page of its own (signed in,
 * waiting for the e-mail) or the visitor starts using the form (pointer, key or focus). A core that does not arrive follows the reload-once
 * rule of every chunk (doc 1 §2); a second failure offers Try again.
 */
import { useActorView } from './use-actor-view';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Brand } from '../../domain/brands/brands';
import { appPathnameOf, signedInCoreNeeded } from '../../machines/session/session-view';
import type { FlagsActor, JourneyActor, SessionActor } from './app-actors';
import { lazyScreen } from './lazy-screen';
import { yieldToMain } from './yield-to-main';
export type { JourneyActor } from './app-actors';

/** The signed-in core's chunk, loaded by the reload-once rule. */
const loadCore = lazyScreen(() => import('./signed-in-core'));

interface JourneyState {
  journey: JourneyActor | null;
  /** The core could not be loaded, even after the reload. */
  failed: boolean;
}

const JourneyContext = createContext<JourneyState>({ journey: null, failed: false });

/** The path under the /app base path the page was opened at. */
function appPathname(): string {
  return appPathnameOf(window.location.pathname);
}

/** The visitor started using the page: a pointer, a key or focus on a field. */
function useFirstUse(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (used) return undefined;
    const onUse = () => setUsed(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    events.forEach((type) => document.addEventListener(type, onUse, { once: true }));
    return () => events.forEach((type) => document.removeEventListener(type, onUse));
  }, [used]);
  return used;
}

export function JourneyProvider(props: {
  session: SessionActor;
  flags: FlagsActor;
  brand: Brand;
  children: ReactNode;
}) {
  const { session, flags, brand } = props;
  const [state, setState] = useState<JourneyState>({ journey: null, failed: false });
  const needed = useActorView(session, (s) => signedInCoreNeeded(s, appPathname()));
  const used = useFirstUse();
  // While the login form is in use the core is only fetched: a failure then must not reload the
  // page under the visitor's typing; the reload-once rule applies once the core is needed.
  const [prefetched, setPrefetched] = useState(false);
  useEffect(() => {
    if (!used || needed) return;
    void import('./signed-in-core').then(
      () => setPrefetched(true),
      () => {},
    );
  }, [used, needed]);
  const wanted = needed || prefetched;
  useEffect(() => {
    if (!wanted) return undefined;
    let journey: JourneyActor | undefined;
    let left = false;
    loadCore().then(
      async (core) => {
        // The core's modules were evaluated in this task, building every step machine: the
        // journey is given its I/O and started in tasks of their own (startJourney), so a phone
        // does not run all of it as one long task.
        await yieldToMain();
        if (left) return;
        const started = await core.startJourney(
          {
            session,
            flags,
            brand,
            pathname: appPathname(),
            search: window.location.search,
          },
          yieldToMain,
        );
        if (left) {
          started.stop();
          return;
        }
        journey = started;
        // Every page under the journey renders again with it: a transition, which React renders
        // in slices a phone can answer a tap between, rather than one long task.
        startTransition(() => setState({ journey: started, failed: false }));
      },
      () => !left && setState({ journey: null, failed: true }),
    );
    return () => {
      left = true;
      journey?.stop();
    };
  }, [wanted, session, flags, brand]);
  return <JourneyContext.Provider value={state}>{props.children}</JourneyContext.Provider>;
}

/** The journey and whether its code failed to load (null while it loads). */
export const useJourneyState = () => useContext(JourneyContext);

/** The journey actor, for views shown on a page the journey accepted. */
export function useJourney(): JourneyActor {
  const { journey } = useJourneyState();
  if (!journey) throw new Error('useJourney is read on pages the journey shows');
  return journey;
}
