/** The lead machine's input, context and events, and what POST /signup answers (doc 1 §2, §4). */
import type { ValidationErrors, FieldError } from '../../domain/errors/field-errors';
import type { Lead } from '../../domain/lead/lead';
import type { LeadPage } from '../../domain/lead/lead-pages';
import type { LeadDraft } from '../../domain/lead/lead-draft';
import type { LeadTracking } from '../../domain/lead/lead-tracking';
import type { SignUpSource } from '../../domain/lead/sign-up-source';
import type { LinkSource, SignUpExperimentGroup } from '../../domain/journey/url-params';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { UserState } from '../../domain/session/user-state';

/**
 * What POST /signup answers. The app's call resolves with the body of a 400 that carries
 * `validation_errors` too, so field errors arrive here rather than as a failure.
 */
export interface SignupAnswer {
  userState?: UserState;
  formCompletedState?: FormCompletedState;
  validation_errors?: ValidationErrors;
  mlsProspectRef?: string;
  email?: string;
  error?: string;
  /**
   * A further contact's lead joined them to an existing account (docs/decisions/0073): the
   * account's answers are already saved, so no lead save follows.
   */
  joinedAccount?: boolean;
}

/** The lead step as the journey starts it: the session's e-mail and the page's query string. */
export interface LeadMachineInput {
  email: string;
  search: string;
}

/** What the browser holds for this visit of the lead form, read when the step opens. */
export interface LeadVisit {
  /** The session's e-mail: the lead's e-mail, shown read-only. */
  email: string;
  experimentGroup?: SignUpExperimentGroup;
  /** Last-touch attribution kept by the browser (domain/payload lead-tracking). */
  tracking: LeadTracking;
  /** What was typed before a reload, kept by the browser until sign-up (domain/business-details). */
  draft?: LeadDraft;
  /** deviceId and the ol_src link source read on arrival (doc 1 §4), sent with the sign-up. */
  deviceId?: string;
  linkSource?: LinkSource;
}

export interface LeadContext {
  lead: Lead;
  /** The query string the page was opened with (its attribution, read on opening). */
  search: string;
  tracking: LeadTracking;
  /** Sent with the sign-up beside the lead (domain/lead/sign-up-source.ts). */
  source: SignUpSource;
  pages: readonly LeadPage[];
  pageIndex: number;
  /** Errors shown under the fields: the current page's check or the server's field map. */
  fieldErrors: Partial<Record<string, FieldError>>;
  /** The current page was checked (Next pressed, or the server refused a field on it). */
  pageChecked: boolean;
  /** Pages whose completion was already tracked (tracked once per page). */
  completedPages: LeadPage[];
  answer: SignupAnswer | null;
}

export type LeadEvent =
  { type: 'lead.change'; values: Partial<Lead> } | { type: 'page.next' } | { type: 'page.back' };
