/**
 * The journey's context, events and input, and the two pure helpers its transitions share: the
 * route asked for, judged by the routing rules, and the request for a step's code and start.
 */
import type { SnapshotFrom } from 'xstate';
import { decideRoute, type JourneyFacts, type SessionRef } from './journey-facts';
import type { Step, StepRequest } from './journey-steps';
import type { onboardingMachine } from './onboarding.machine';
import type { FormCompletedState } from '../domain/session/form-completion';
import type { SessionEvent } from './session-types';

/** What a step tells the session (the answer of a session.update). */
type SessionAnswer = Extract<SessionEvent, { type: 'session.update' }>['answer'];

/** How the address bar follows a new route: a step moved on (push) or a path was corrected. */
export type RouteMove = 'push' | 'replace';

export interface JourneyContext {
  facts: JourneyFacts;
  /**
   * The path shown. A path asked for (typed, gone back to, or the next step after a step ended)
   * becomes the route when the rules accept it; a refused one is replaced by the page the session
   * belongs on, so a session change is always judged from the page being shown.
   */
  route: string;
  /** The query string of the page asked for (a step reads its attribution from it). */
  search: string;
  /** A step that ended adds an entry to the history (Back returns to it); a correction does not. */
  move: RouteMove;
  /** The session actor feeding the journey (absent in tests, which send `session.changed`). */
  session: SessionRef | null;
}

type BusinessDetailsSnapshot = SnapshotFrom<typeof onboardingMachine>;

export type JourneyEvent =
  | { type: 'session.changed'; facts: JourneyFacts }
  | { type: 'location.changed'; pathname: string; search?: string }
  /** The bank step saved its last form (doc 1 §2 Bank linking). */
  | { type: 'bank.done'; formCompletedState?: FormCompletedState | null }
  /** The customer support form was saved. */
  | { type: 'customerSupport.done'; formCompletedState?: FormCompletedState | null }
  /** A step's answer for the session (a sign-up, a save), passed on to the session actor. */
  | { type: 'session.update'; answer: SessionAnswer }
  /** A step's call answered MAINTENANCE_MODE: the session shows the maintenance page. */
  | { type: 'session.maintenance' }
  | { type: 'status.ineligible' }
  /** Load a step whose code or start could not be loaded again. */
  | { type: 'step.retry' }
  /** The business details actor changed (it opens sections and moves on to the bank step). */
  | { type: 'xstate.snapshot.businessDetails'; snapshot: BusinessDetailsSnapshot };

export interface JourneyInput {
  facts: JourneyFacts;
  pathname: string;
  search?: string;
  /** The session actor feeding the journey (absent in tests, which send `session.changed`). */
  session?: SessionRef;
}

/** The route shown when `requested` is asked for, and how the address bar moves to it. */
export const ask = (
  context: JourneyContext,
  requested: string,
  move: RouteMove,
  facts = context.facts,
): Pick<JourneyContext, 'facts' | 'route' | 'move'> => ({
  facts,
  route: decideRoute(facts, requested),
  move,
});

/** What the journey asks the app's loader for when `step`'s page is entered. */
export const stepRequest = (context: JourneyContext, step: Step): StepRequest => ({
  step,
  email: context.facts.email,
  route: context.route,
  search: context.search,
});
