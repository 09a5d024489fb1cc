/** The journey's context, events and input. */
import type { ActorRefFrom } from 'xstate';
import type { FeatureFlags } from '../../domain/flags/feature-flags';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { flagsMachine } from '../flags/flags.machine';
import type { BusinessSection } from '../../domain/business-details/accordion';
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { RevisionSection } from '../../domain/revision/revision-items';
import type { SessionEvent } from '../session/session-types';
import type { JourneyFacts, SessionRef } from './journey-facts';

/** How the address bar follows a new route: a step moved on (push) or a path was corrected. */
export type RouteMove = 'push' | 'replace';

export type FlagsRef = ActorRefFrom<typeof flagsMachine>;

export interface JourneyContext {
  facts: JourneyFacts;
  /** The feature flags (doc 1 §6); null until they are read. */
  flags: FeatureFlags | null;
  /** The path asked for: typed, gone back to, the next step after a step ended, or the one shown. */
  asked: string;
  /** The path shown: the one asked for when the rules keep it, else the one they correct it to. */
  route: string;
  /** The query string of the page asked for (a step reads its attribution from it). */
  search: string;
  /** A step that ended adds an entry to the history (Back returns to it); a correction does not. */
  move: RouteMove;
  /** The session actor feeding the journey (absent in tests, which send `session.changed`). */
  session: SessionRef | null;
  /** The feature flags actor (absent in tests, which start with the default flags). */
  flagsActor: FlagsRef | null;
  /**
   * The section of a flagged item the merchant opened from the status page's request for
   * changes: its step's save returns to the status page (decision 0265). Null otherwise.
   */
  revisionFix: RevisionSection | null;
}

/**
 * The open request for changes a save answered (MerchantSaveResponse.revision): null once the
 * request is sent, withdrawn or closed; absent from answers that do not say.
 */
type SavedRevision = { revision?: MerchantRevision | null };

/** What a step tells the session (the answer of a session.update). */
type SessionAnswer = Extract<SessionEvent, { type: 'session.update' }>['answer'];

export type JourneyEvent =
  | { type: 'session.changed'; facts: JourneyFacts }
  | { type: 'flags.changed'; flags: FeatureFlags }
  | { type: 'location.changed'; pathname: string; search?: string }
  /** The bank step saved its last form, or the merchant went on from it (doc 1 §2 Bank linking). */
  | ({ type: 'bank.done'; formCompletedState?: FormCompletedState | null } & SavedRevision)
  /** The bank actor saved the primary bank; `secondaryShown`: the secondary step follows. */
  | ({
      type: 'bank.primarySaved';
      secondaryShown: boolean;
      formCompletedState?: FormCompletedState | null;
    } & SavedRevision)
  /** The merchant opens a saved bank step from its heading. */
  | { type: 'bank.edit'; step: 'primary' | 'secondary' }
  /** The customer support form was saved. */
  | ({
      type: 'customerSupport.done';
      formCompletedState?: FormCompletedState | null;
    } & SavedRevision)
  /** A step's answer for the session (a sign-up, a save), passed on to the session actor. */
  | { type: 'session.update'; answer: SessionAnswer }
  /** A step's call answered MAINTENANCE_MODE: the session shows the maintenance page. */
  | { type: 'session.maintenance' }
  /** The status page's actor read INELIGIBLE (doc 1 §2). */
  | { type: 'status.ineligible' }
  /** The merchant opens a business details section (its accordion header). */
  | { type: 'section.open'; section: BusinessSection }
  /** The business details actor saved a section and answered these flags. */
  | ({
      type: 'businessDetails.saved';
      formCompletedState?: FormCompletedState | null;
    } & SavedRevision)
  /** The status page's request for changes: the merchant opens the step holding an item. */
  | { type: 'revision.openItem'; section: RevisionSection; route: string }
  /** The business details save was answered with field errors; `section` holds the first. */
  | { type: 'businessDetails.fieldErrors'; section: BusinessSection };

export interface JourneyInput {
  facts: JourneyFacts;
  pathname: string;
  search?: string;
  /** The session actor feeding the journey (absent in tests, which send `session.changed`). */
  session?: SessionRef;
  /** The feature flags actor (absent in tests: the default flags). */
  flags?: FlagsRef;
}
