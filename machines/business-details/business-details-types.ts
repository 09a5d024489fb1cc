/** The business details machine's input, context, events (doc 1 §2, §4, doc 2 §2, §7, §8). */
import type { Text } from '../../domain/i18n/message';
import type { RestoreResponse } from '../../domain/api/merchant-api';
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { ValidationErrors } from '../../domain/errors/field-errors';
import type { Merchant } from '../../domain/merchant/merchant';
import type { BusinessSection } from '../../domain/business-details/accordion';
import type { LocalDraft } from '../../domain/business-details/merchant-draft';
import type { DraftChanges } from '../../domain/business-details/section-save';
import type { UserState } from '../../domain/session/user-state';
import type { ViewerRole } from '../../domain/session/contact-roles';

/** The restore call's answer and the draft this browser kept. */
export interface RestoreOutput {
  answer: RestoreResponse;
  draft?: LocalDraft;
}

export interface BusinessDetailsInput {
  /** The session's e-mail: the key of this browser's draft. */
  email?: string;
  /** The onboarding link generation flag (doc 1 §6); on, its default, when not given. */
  linkGeneration?: boolean;
}

export interface BusinessDetailsContext {
  /** The session's e-mail: the key of this browser's draft. */
  email: string;
  merchant: Merchant;
  userState: UserState | null;
  /**
   * The signed-in person's role, as the restore answered it: a plain contact works on the company
   * information and the first owner only (doc 1 §6, docs/decisions/0258).
   */
  viewerRole: ViewerRole;
  /**
   * The open request for changes, from the restore and then each save's answer: only its flagged
   * fields may change (decision 0266); null when none is open.
   */
  revision: MerchantRevision | null;
  openSection: BusinessSection;
  /** Field errors from the last save, by section (owner keys bo_{i}_{field}). */
  errors: ValidationErrors;
  /**
   * The last send of a save ended with an error toast (refused, failed, or waiting to be sent
   * again): the page does not announce it as saved.
   */
  lastSaveRefused: boolean;
  loadError: Text | null;
  /** The section being saved. */
  savingSection: BusinessSection | null;
  /** Sends of the current save that failed for a temporary reason (503, no answer). */
  saveFailures: number;
  /** The last save failed for good: 'save.retry' sends it again from what is on the page. */
  saveFailed: boolean;
  /** The onboarding link generation flag is on (doc 1 §6). */
  linkGeneration: boolean;
}

export type BusinessDetailsEvent =
  /** The journey shows this section (its state is the open section, doc 1 §2). */
  | { type: 'section.show'; section: BusinessSection }
  | { type: 'draft.change'; changes: DraftChanges }
  | { type: 'section.submit'; section: BusinessSection; changes?: DraftChanges }
  | { type: 'restore.retry' }
  | { type: 'save.retry' }
  | { type: 'link.schedule' };
