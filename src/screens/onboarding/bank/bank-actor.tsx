/**
 * The bank step's actor, handed down to its views through `createActorContext`: the screen gives
 * the Provider the machine with the app's calls (`logic`) and the inspector name.
 */
import { createActorContext } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { bankMachine } from '../../../../machines/bank.machine';

export type BankActor = ActorRefFrom<typeof bankMachine>;

export const BankActorContext = createActorContext(bankMachine);

/** The bank step's actor; read it with useSelector and send it events. */
export const useBankActor: () => BankActor = BankActorContext.useActorRef;
