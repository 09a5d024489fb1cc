/**
 * The actors the compliance actor starts as its children once the merchant's status is known
 * (machines/status/status.machine.ts): the status page's card steps and cash pay, found under
 * their ids in the compliance actor's snapshot (machines/status/status.machine.ts `children`).
 */
import type { ActorRefFrom } from 'xstate';
import type { cashPayMachine } from '../../machines/cash-pay/cash-pay.machine';
import type {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
} from '../../machines/status/status-steps.machine';
import type { trainingStepMachine } from '../../machines/status/training-step.machine';

export interface StatusStepActors {
  messaging: ActorRefFrom<typeof messagingStepMachine>;
  training: ActorRefFrom<typeof trainingStepMachine>;
  directDebit: ActorRefFrom<typeof directDebitStepMachine>;
  integration: ActorRefFrom<typeof integrationStepsMachine>;
}

export type CashPayActor = ActorRefFrom<typeof cashPayMachine>;
