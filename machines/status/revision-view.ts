/**
 * The open request for changes as the status page shows it (the feature's item 2): each flagged
 * item with its label in the merchant's country, the reason, the reviewer's note and whether it
 * has been changed; the deadline, or that it passed; and "Send for review", enabled once every
 * item has been changed. Decided here from the status the compliance actor holds, so the view
 * only renders it (docs/architecture.md §3).
 */
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { StatusContext } from '../../domain/api/status-api';
import type { CountryCode } from '../../domain/countries/country-code';
import { msg, type Message, type Text } from '../../domain/i18n/message';
import { isDocumentItem, parseRevisionItemKey } from '../../domain/revision/revision-items';
import { REVISION_REASON_LABELS } from '../../domain/revision/revision-reasons';
import { deadlineDate, deadlineText } from '../../domain/status/revision-deadline';
import { revisionItemLabel } from '../revision/revision-labels';
import { openRevisionOf, revisionSendable } from './status-selectors';

export interface RevisionItemView {
  key: string;
  /** "Beneficial Owners · Owner 1 · Government ID (front)". */
  label: Text;
  reason: Message;
  /** The reviewer's note, in the reviewer's words; null when there is none. */
  note: string | null;
  changed: boolean;
  /** The words of the button that opens the item's step. */
  action: Message;
}

export interface RevisionRequestView {
  items: RevisionItemView[];
  /** "2 of 3 changed". */
  progress: Message;
  deadline: Message;
  overdue: boolean;
  canSend: boolean;
  sending: boolean;
  /** Why the last "Send for review" was refused, in the server's words. */
  sendError: Text | null;
  /** Why the button is not enabled yet; null once it is. */
  sendHint: Message | null;
}

export interface RevisionPageFacts {
  country?: CountryCode;
  sending: boolean;
  sentRevisionId: string | null;
  sendError: Text | null;
}

function itemView(
  item: MerchantRevision['items'][number],
  country?: CountryCode,
): RevisionItemView {
  const ref = parseRevisionItemKey(item.key);
  const changed = item.changedAt !== null;
  const document = ref !== undefined && isDocumentItem(ref);
  return {
    key: item.key,
    label: revisionItemLabel(item.key, country),
    reason: REVISION_REASON_LABELS[item.reason],
    note: item.note.trim() === '' ? null : item.note,
    changed,
    action: msg(
      changed
        ? 'revision.action.review'
        : document
          ? 'revision.action.upload'
          : 'revision.action.change',
    ),
  };
}

/** The open request's view, or null when the status has none (the page stays as it was). */
export function revisionRequestView(
  status: Pick<StatusContext, 'onboardingStatus' | 'revision'> | null,
  facts: RevisionPageFacts,
): RevisionRequestView | null {
  const revision = openRevisionOf(status);
  if (!revision) return null;
  const items = revision.items.map((item) => itemView(item, facts.country));
  const changed = items.filter((item) => item.changed).length;
  const overdue = revision.state === 'overdue';
  const canSend = revisionSendable(revision, facts.sentRevisionId) && !facts.sending;
  return {
    items,
    progress: msg('revision.progress', { changed, total: items.length }),
    deadline: deadlineText(deadlineDate(revision.deadline, facts.country), overdue),
    overdue,
    canSend,
    sending: facts.sending,
    sendError: facts.sendError,
    sendHint: changed < items.length ? msg('revision.sendHint') : null,
  };
}
