/** The brand, the session actor, the journey it feeds and the feature flags actor, given to every screen. */
import { useActorView } from './use-actor-view';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Brand } from '../../domain/brands/brands';
import type { FeatureFlags } from '../../domain/flags/feature-flags';
import type { FlagsActor, SessionActor } from './app-actors';
import { JourneyProvider } from './journey-context';

export type { FlagsActor, SessionActor } from './app-actors';

const BrandContext = createContext<Brand | null>(null);
const SessionContext = createContext<SessionActor | null>(null);
const FlagsContext = createContext<FlagsActor | null>(null);

export function AppContextProvider(props: {
  brand: Brand;
  session: SessionActor;
  flags: FlagsActor;
  children: ReactNode;
}) {
  return (
    <BrandProvider brand={props.brand}>
      <SessionContext.Provider value={props.session}>
        <FlagsContext.Provider value={props.flags}>
          <JourneyProvider session={props.session} flags={props.flags} brand={props.brand}>
            {props.children}
          </JourneyProvider>
        </FlagsContext.Provider>
      </SessionContext.Provider>
    </BrandProvider>
  );
}

/** The brand alone, for parts shown outside the app's pages (and their tests). */
export function BrandProvider(props: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={props.brand}>{props.children}</BrandContext.Provider>;
}

/** The brand of this visit. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs AppContextProvider');
  return brand;
}

/** The session actor; read it with useActorView and send it events. */
export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs AppContextProvider');
  return session;
}

/** The feature flags actor; {@link useFlags} reads its flags. */
export function useFlagsActor(): FlagsActor {
  const flags = useContext(FlagsContext);
  if (!flags) throw new Error('useFlagsActor needs AppContextProvider');
  return flags;
}

/** The feature flags of this visit (defaults until GET /api/flags answers). */
export function useFlags(): FeatureFlags {
  return useActorView(useFlagsActor(), (s) => s.context.flags);
}
