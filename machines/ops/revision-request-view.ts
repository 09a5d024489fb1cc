/**
 * What the console's "Request changes" panel shows, read from the application's actor: the open
 * request with its deadline and whether it can be withdrawn, or the fields that can be flagged
 * with each flagged one's reasons and problem, the days, a summary of what Send will send and
 * whether it can be pressed (machines/ops/revision-request-draft.ts holds the rules).
 */
import type { Text } from '../../domain/i18n/message';
import { REVISION_REASON_LABELS } from '../../domain/revision/revision-reasons';
import {
  MAX_REVISION_DAYS,
  MAX_REVISION_NOTE_LENGTH,
} from '../../domain/revision/revision-request';
import type { ApplicationContext } from './application.machine';
import { revisionRecordView, type RevisionRecordView } from './revision-history-view';
import {
  canRequestChanges,
  daysProblem,
  draftProblem,
  flaggableGroupsOf,
  noteProblem,
  openRevisionOf,
  reasonProblem,
  reasonsFor,
  type FlaggableItem,
} from './revision-request-draft';

export const REVISION_LIMITS = { days: MAX_REVISION_DAYS, note: MAX_REVISION_NOTE_LENGTH };

/** One field in the panel, flagged or not. */
export interface FlagView extends FlaggableItem {
  flagged: boolean;
  reason: string;
  note: string;
  reasonOptions: ReadonlyArray<{ value: string; label: Text }>;
  /** A note must be written (the reason is "Other"). */
  noteRequired: boolean;
  /** What is wrong with its reason once one is chosen; null when it can be sent. */
  reasonError: string | null;
  /** What is wrong with its note once a reason is chosen; null when it can be sent. */
  noteError: string | null;
}

export interface FlagGroupView {
  id: string;
  title: Text;
  flaggedCount: number;
  items: FlagView[];
}

/** One line of the summary of what Send sends. */
export interface SummaryLine {
  key: string;
  label: Text;
  reason: Text;
  note: string;
}

export type RequestChangesView =
  | { kind: 'open'; request: RevisionRecordView; canWithdraw: boolean }
  | { kind: 'unavailable'; message: string }
  | {
      kind: 'drafting';
      groups: FlagGroupView[];
      deadlineDays: number | '';
      daysError: string | null;
      summary: SummaryLine[];
      /** "2 items; the merchant has 14 days from sending." */
      summaryText: string;
      /** Why Send cannot be pressed; null when it can. */
      problem: string | null;
      /** The problem shown beside Send once something is flagged (before, the summary says so). */
      hint: string | null;
      canSend: boolean;
    };

/** The panel as the application and the draft stand; undefined until the application is shown. */
export function requestChangesViewOf(context: ApplicationContext): RequestChangesView | undefined {
  const application = context.application;
  if (!application) return undefined;
  const busy = context.pending !== null;
  const open = openRevisionOf(application);
  if (open) {
    return {
      kind: 'open',
      request: revisionRecordView(open, application.registeredCountry),
      canWithdraw: !busy,
    };
  }
  if (!canRequestChanges(application)) {
    return {
      kind: 'unavailable',
      message: `No request for changes can be made while the application is ${application.onboardingStatus}.`,
    };
  }
  const draft = context.revisionDraft;
  const flagged = new Map(draft.items.map((item) => [item.key, item]));
  const groups = flaggableGroupsOf(application).map((group) => ({
    id: group.id,
    title: group.title,
    flaggedCount: group.items.filter((item) => flagged.has(item.key)).length,
    items: group.items.map((item) => {
      const drafted = flagged.get(item.key);
      return {
        ...item,
        flagged: drafted !== undefined,
        reason: drafted?.reason ?? '',
        note: drafted?.note ?? '',
        reasonOptions: reasonsFor(item.key).map((value) => ({
          value,
          label: REVISION_REASON_LABELS[value],
        })),
        noteRequired: drafted?.reason === 'other',
        reasonError: drafted && drafted.reason !== '' ? reasonProblem(drafted) : null,
        noteError: drafted && drafted.reason !== '' ? noteProblem(drafted) : null,
      };
    }),
  }));
  const labels = new Map(groups.flatMap((g) => g.items.map((i) => [i.key, i.fullLabel])));
  const summary = draft.items.map((item) => ({
    key: item.key,
    label: labels.get(item.key) ?? item.key,
    reason: item.reason ? REVISION_REASON_LABELS[item.reason] : 'No reason chosen yet',
    note: item.note.trim(),
  }));
  const problem = draftProblem(application, draft);
  const count = draft.items.length;
  const days = draft.deadlineDays;
  return {
    kind: 'drafting',
    groups,
    deadlineDays: days,
    daysError: daysProblem(days),
    summary,
    summaryText:
      count === 0
        ? 'Nothing flagged yet.'
        : `${count} ${count === 1 ? 'item' : 'items'}; the merchant has ${days === '' ? '…' : days} ${days === 1 ? 'day' : 'days'} from sending.`,
    problem,
    hint: count > 0 ? problem : null,
    canSend: problem === null && !busy,
  };
}
