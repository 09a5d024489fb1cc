/** The bank step's actor, handed down to its views through a context of its own. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bankMachine } from '../../../../machines/bank.machine';

export type BankActor = ActorRefFrom<typeof bankMachine>;

const BankActorContext = createContext<BankActor | null>(null);

/** Gives `actor` to the bank step's views. */
export function BankActorProvider(props: { actor: BankActor; children: ReactNode }) {
  return (
    <BankActorContext.Provider value={props.actor}>{props.children}</BankActorContext.Provider>
  );
}

/** The bank step's actor; read it with useSelector and send it events. */
export function useBankActor(): BankActor {
  const actor = useContext(BankActorContext);
  if (!actor) throw new Error('useBankActor needs BankActorProvider');
  return actor;
}
