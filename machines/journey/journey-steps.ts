/**
 * The step actors the journey invokes, by their invoke id (machines/journey/journey.machine.ts),
 * for the views that read them.
 */
import type { ActorRefFrom } from 'xstate';
import type { bankMachine } from '../bank.machine';
import type { complianceMachine } from '../compliance.machine';
import type { customerSupportMachine } from '../customer-support.machine';
import type { leadMachine } from '../lead.machine';
import type { onboardingMachine } from '../onboarding.machine';

/** The running step actor of each step, by the id the journey invokes it under. */
export interface StepActors {
  lead: ActorRefFrom<typeof leadMachine>;
  businessDetails: ActorRefFrom<typeof onboardingMachine>;
  bank: ActorRefFrom<typeof bankMachine>;
  customerSupport: ActorRefFrom<typeof customerSupportMachine>;
  /** The status page's actor, shared by /status and /cash. */
  status: ActorRefFrom<typeof complianceMachine>;
}

export type Step = keyof StepActors;
