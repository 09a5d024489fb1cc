/**
 * The step actors the journey starts (docs/architecture.md §6): which step each page runs, what
 * the app loads to start one, and the type of each running step actor. The step machines are
 * only named here as types, so the journey (in the first script of every page) carries none of
 * their code: the app loads a step's code when its page is entered (src/app/step-loader.ts).
 */
import type { ActorRefFrom, AnyActorLogic } from 'xstate';
import { ACTOR_NAMES } from './actor-names';
import type { bankMachine } from './bank.machine';
import type { complianceMachine } from './compliance.machine';
import type { customerSupportMachine } from './customer-support.machine';
import type { leadMachine } from './lead.machine';
import type { onboardingMachine } from './onboarding.machine';

/** The running step actor of each step, by the id the journey gives it. */
export interface StepActors {
  lead: ActorRefFrom<typeof leadMachine>;
  businessDetails: ActorRefFrom<typeof onboardingMachine>;
  bank: ActorRefFrom<typeof bankMachine>;
  customerSupport: ActorRefFrom<typeof customerSupportMachine>;
  /** The status page's compliance actor, shared by /status and /cash. */
  status: ActorRefFrom<typeof complianceMachine>;
}

export type Step = keyof StepActors;

/** What the journey asks the app for when a step's page is entered. */
export interface StepRequest {
  step: Step;
  /** The session's e-mail (the lead's e-mail, the key of the browser's drafts). */
  email: string;
  /** The path shown (the business details open the section it names). */
  route: string;
  /** The query string of the page (the lead reads the visit's attribution from it). */
  search: string;
}

/** A step ready to start: its machine with the app's calls, its input and its inspector name. */
export interface LoadedStep {
  logic: AnyActorLogic;
  input: unknown;
  /** The name the inspectors show it under (its `systemId`, {@link STEP_SYSTEM_IDS}). */
  systemId?: string;
}

/** The name each step actor is shown under in the inspectors (its `systemId`). */
export const STEP_SYSTEM_IDS: Record<Step, string> = {
  lead: ACTOR_NAMES.lead,
  businessDetails: ACTOR_NAMES.businessDetails,
  bank: ACTOR_NAMES.bank,
  customerSupport: ACTOR_NAMES.customerSupport,
  status: ACTOR_NAMES.status,
};
