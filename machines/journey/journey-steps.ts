/**
 * The step actors the journey invokes, by their invoke id (machines/journey/journey.machine.ts),
 * for the views that read them.
 */
import type { ActorRefFrom } from 'xstate';
import type { bankMachine } from '../bank/bank.machine';
import type { statusMachine } from '../status/status.machine';
import type { customerSupportMachine } from '../customer-support/customer-support.machine';
import type { leadMachine } from '../lead/lead.machine';
import type { businessDetailsMachine } from '../business-details/business-details.machine';

/** The running step actor of each step, by the id the journey invokes it under. */
export interface StepActors {
  lead: ActorRefFrom<typeof leadMachine>;
  businessDetails: ActorRefFrom<typeof businessDetailsMachine>;
  bank: ActorRefFrom<typeof bankMachine>;
  customerSupport: ActorRefFrom<typeof customerSupportMachine>;
  /** The status page's actor, shared by /status and /cash. */
  status: ActorRefFrom<typeof statusMachine>;
}

export type Step = keyof StepActors;
