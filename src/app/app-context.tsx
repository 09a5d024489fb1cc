/** The brand, the session actor and the journey it feeds, given to every screen. */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Brand } from '../../domain/brands/brands';
import type { sessionMachine } from '../../machines/session.machine';
import { JourneyProvider } from './journey-context';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const BrandContext = createContext<Brand | null>(null);
const SessionContext = createContext<SessionActor | null>(null);

export function AppContextProvider(props: {
  brand: Brand;
  session: SessionActor;
  children: ReactNode;
}) {
  return (
    <BrandContext.Provider value={props.brand}>
      <SessionContext.Provider value={props.session}>
        <JourneyProvider session={props.session}>{props.children}</JourneyProvider>
      </SessionContext.Provider>
    </BrandContext.Provider>
  );
}

/** The brand of this visit. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs AppContextProvider');
  return brand;
}

/** The session actor; read it with useSelector and send it events. */
export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs AppContextProvider');
  return session;
}
