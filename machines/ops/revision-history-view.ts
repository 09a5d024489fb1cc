/**
 * The console's history of an application's requests for changes (docs/decisions/0262): each
 * request newest first, where it stands, who asked and when, its reminder, deadline, sending and
 * closing, each item with its reason and note, and what the merchant changed (before and after for
 * ordinary fields; only "changed" for sensitive ones, whose values the console never shows).
 */
import type { Text } from '../../domain/i18n/message';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import type { RevisionChange, RevisionRecord } from '../../domain/api/revision-api';
import {
  isDocumentItem,
  openKeysOf,
  parseRevisionItemKey,
} from '../../domain/revision/revision-items';
import { REVISION_REASON_LABELS } from '../../domain/revision/revision-reasons';
import type { RevisionState } from '../../domain/revision/revision-request';
import { toCountryCode, type CountryCode } from '../../domain/countries/country-code';
import { revisionItemLabel } from '../revision/revision-labels';

/** How the console words where a request stands. */
export const REVISION_STATE_LABELS: Readonly<Record<RevisionState, string>> = {
  requested: 'Requested',
  beingFixed: 'Being fixed',
  sent: 'Sent for review',
  resolved: 'Resolved',
  overdue: 'Overdue',
  withdrawn: 'Withdrawn',
};

/** The badge colour of each state: open ones stand out, an overdue one most. */
export const REVISION_STATE_COLORS: Readonly<Record<RevisionState, string>> = {
  requested: 'yellow',
  beingFixed: 'yellow',
  sent: 'blue',
  resolved: 'green',
  overdue: 'red',
  withdrawn: 'gray',
};

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A time as the console shows it, in UTC so every reviewer reads the same. */
export const consoleTime = (at: number): string => `${TIME_FORMAT.format(at)} UTC`;

/** One change the merchant made. */
export interface ChangeView {
  /** The field changed, when it is not the item itself (an account's confirmation). */
  field: Text | null;
  /** "before → after", or "changed" for a sensitive field. */
  text: string;
  at: string;
}

export interface RevisionItemView {
  key: string;
  label: Text;
  document: boolean;
  reason: Text;
  note: string;
  /** When the merchant first changed it; null while unchanged. */
  changedAt: string | null;
  changes: ChangeView[];
}

/** A step of the request's life after it was made. */
export interface RevisionStepView {
  label: string;
  at: string;
}

export interface RevisionRecordView {
  id: string;
  state: string;
  color: string;
  requestedBy: string;
  requestedAt: string;
  deadline: string;
  steps: RevisionStepView[];
  items: RevisionItemView[];
  /** Changes to keys no item names (none, while the server keeps to the open fields). */
  otherChanges: ChangeView[];
}

const shown = (value: string | null) => (value === null || value === '' ? '(empty)' : value);

/** A document's values are stored file paths, which say nothing to a reviewer. */
const documentChange = (change: RevisionChange) =>
  change.after ? 'new document uploaded' : 'document removed';

function changeText(change: RevisionChange): string {
  if (change.sensitive) return 'changed';
  const ref = parseRevisionItemKey(change.key);
  if (ref && isDocumentItem(ref)) return documentChange(change);
  return `${shown(change.before)} → ${shown(change.after)}`;
}

function changeView(
  change: RevisionChange,
  itemKey: string | null,
  country: CountryCode | undefined,
): ChangeView {
  return {
    field: change.key === itemKey ? null : revisionItemLabel(change.key, country),
    text: changeText(change),
    at: consoleTime(change.at),
  };
}

function stepsOf(record: RevisionRecord): RevisionStepView[] {
  const steps: RevisionStepView[] = [];
  if (record.remindedAt !== null)
    steps.push({ label: 'Reminder e-mailed', at: consoleTime(record.remindedAt) });
  if (record.overdueAt !== null)
    steps.push({ label: 'Went overdue', at: consoleTime(record.overdueAt) });
  if (record.sentAt !== null)
    steps.push({ label: 'Sent for review by the merchant', at: consoleTime(record.sentAt) });
  if (record.closedAt !== null && record.closedAs !== null) {
    const how = record.closedAs === 'withdrawn' ? 'Withdrawn' : 'Resolved';
    steps.push({
      label: record.closedBy ? `${how} by ${record.closedBy}` : how,
      at: consoleTime(record.closedAt),
    });
  }
  return steps;
}

/** One request as the history shows it. */
export function revisionRecordView(record: RevisionRecord, country: string): RevisionRecordView {
  const code = toCountryCode(country);
  const claimed = new Set<RevisionChange>();
  const items = record.items.map((item) => {
    const open = openKeysOf([item.key]);
    const changes = record.changes
      .filter((change) => open.has(change.key))
      .sort((a, b) => a.at - b.at);
    changes.forEach((change) => claimed.add(change));
    const ref = parseRevisionItemKey(item.key);
    return {
      key: item.key,
      label: revisionItemLabel(item.key, code),
      document: ref !== undefined && isDocumentItem(ref),
      reason: REVISION_REASON_LABELS[item.reason],
      note: item.note,
      changedAt: item.changedAt === null ? null : consoleTime(item.changedAt),
      changes: changes.map((change) => changeView(change, item.key, code)),
    };
  });
  return {
    id: record.id,
    state: REVISION_STATE_LABELS[record.state],
    color: REVISION_STATE_COLORS[record.state],
    requestedBy: record.requestedBy === 'back-office' ? 'the back office' : record.requestedBy,
    requestedAt: consoleTime(record.createdAt),
    deadline: consoleTime(record.deadline),
    steps: stepsOf(record),
    items,
    otherChanges: record.changes
      .filter((change) => !claimed.has(change))
      .map((change) => changeView(change, null, code)),
  };
}

/** Every request of the application, newest first. */
export const revisionHistoryOf = (application: ApplicationDetail): RevisionRecordView[] =>
  [...(application.revisions ?? [])]
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((record) => revisionRecordView(record, application.registeredCountry));
