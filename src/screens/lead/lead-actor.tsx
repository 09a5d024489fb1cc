/** The lead form's actor, handed down to its views through a context of its own. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { leadMachine } from '../../../machines/lead.machine';

export type LeadActor = ActorRefFrom<typeof leadMachine>;

const LeadActorContext = createContext<LeadActor | null>(null);

/** Gives `actor` to the lead form's views. */
export function LeadActorProvider(props: { actor: LeadActor; children: ReactNode }) {
  return (
    <LeadActorContext.Provider value={props.actor}>{props.children}</LeadActorContext.Provider>
  );
}

/** The lead form's actor; read it with useSelector and send it events. */
export function useLeadActor(): LeadActor {
  const actor = useContext(LeadActorContext);
  if (!actor) throw new Error('useLeadActor needs LeadActorProvider');
  return actor;
}
