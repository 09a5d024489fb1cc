/**
 * The request for changes a reviewer drafts in the console: which items of the saved application
 * are flagged, each one's reason and note, and the days the merchant has. The rules of what can
 * be flagged and when the draft can be sent live here, so the machine guards its Send with them
 * and the panel only shows what they say.
 */
import type { Text } from '../../domain/i18n/message';
import type { ApplicationDetail, ComplianceDecision } from '../../domain/api/back-office-api';
import type { RevisionRequestBody } from '../../domain/api/revision-api';
import { toCountryCode, type CountryCode } from '../../domain/countries/country-code';
import {
  COMPANION_FIELDS,
  isDocumentItem,
  LIST_SECTIONS,
  parseRevisionItemKey,
  REVISION_SECTIONS,
  revisionItemKey,
  type RevisionSection,
} from '../../domain/revision/revision-items';
import {
  isRevisionReason,
  REVISION_REASONS,
  type RevisionReason,
} from '../../domain/revision/revision-reasons';
import {
  DEFAULT_REVISION_DAYS,
  isOpenRevisionState,
  MAX_REVISION_DAYS,
  MAX_REVISION_ITEMS,
  MAX_REVISION_NOTE_LENGTH,
} from '../../domain/revision/revision-request';
import {
  REVISION_FIELD_LABELS,
  revisionGroupTitle,
  revisionFieldLabel,
  revisionItemLabel,
} from '../revision/revision-labels';

/** One flagged item of the draft: '' until a reason is chosen. */
export interface FlaggedDraftItem {
  key: string;
  reason: RevisionReason | '';
  note: string;
}

export interface RevisionDraft {
  /** In the order the reviewer flagged them. */
  items: FlaggedDraftItem[];
  /** As typed: '' while the field is empty. */
  deadlineDays: number | '';
}

export const emptyRevisionDraft = (): RevisionDraft => ({
  items: [],
  deadlineDays: DEFAULT_REVISION_DAYS,
});

/** The reasons that only make sense of an uploaded file (the rest apply to any item). */
const DOCUMENT_ONLY_REASONS: readonly RevisionReason[] = [
  'documentUnreadable',
  'documentExpired',
  'pageMissing',
];

/** The reasons a reviewer can give for an item (docs/decisions/0264). */
export function reasonsFor(key: string): readonly RevisionReason[] {
  const ref = parseRevisionItemKey(key);
  const document = ref !== undefined && isDocumentItem(ref);
  return REVISION_REASONS.filter((reason) => document || !DOCUMENT_ONLY_REASONS.includes(reason));
}

/** One field a reviewer can flag. */
export interface FlaggableItem {
  key: string;
  /** The field's label in the merchant's country ("ZIP code"). */
  label: Text;
  /** Section, place and field: "Beneficial Owners · Owner 1 · Government ID (front)". */
  fullLabel: Text;
  /** Flagging it asks for a new upload. */
  document: boolean;
}

/** The flaggable fields of one section, or of one owner or location. */
export interface FlaggableGroup {
  /** Names the group where an id is needed: `companyInformation`, `owners-1`. */
  id: string;
  /** "Company Information", "Beneficial Owners · Owner 2". */
  title: Text;
  items: FlaggableItem[];
}

/** A confirmation typed with its field opens with it (openKeysOf), never flagged alone. */
const COMPANIONS: ReadonlySet<string> = new Set(Object.values(COMPANION_FIELDS).flat());

const hasValue = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The country whose words the labels use. */
export const countryOf = (application: ApplicationDetail): CountryCode | undefined =>
  toCountryCode(application.registeredCountry);

function groupOf(
  section: RevisionSection,
  saved: Record<string, unknown>,
  country: CountryCode | undefined,
  index?: number,
): FlaggableGroup | undefined {
  const items = Object.keys(REVISION_FIELD_LABELS[section])
    .filter((field) => !COMPANIONS.has(field) && hasValue(saved[field]))
    .map((field) => {
      const key = revisionItemKey(
        index === undefined ? { section, field } : { section, index, field },
      );
      return {
        key,
        label: revisionFieldLabel(key, country),
        fullLabel: revisionItemLabel(key, country),
        document: isDocumentItem({ section, field }),
      };
    });
  if (items.length === 0) return undefined;
  return {
    id: index === undefined ? section : `${section}-${index}`,
    title: revisionGroupTitle(section, index),
    items,
  };
}

/**
 * What can be flagged: each field the merchant saved in the sections a request covers, every
 * owner and location by its place in the list, in the order the forms show them.
 */
export function flaggableGroupsOf(application: ApplicationDetail): FlaggableGroup[] {
  const country = countryOf(application);
  const groups: FlaggableGroup[] = [];
  for (const section of REVISION_SECTIONS) {
    const saved = application.sections[section];
    if (LIST_SECTIONS.includes(section)) {
      if (!Array.isArray(saved)) continue;
      saved.forEach((entry, index) => {
        const group = isRecord(entry) ? groupOf(section, entry, country, index) : undefined;
        if (group) groups.push(group);
      });
    } else if (isRecord(saved)) {
      const group = groupOf(section, saved, country);
      if (group) groups.push(group);
    }
  }
  return groups;
}

/** The request still open on the application (one at most), if any. */
export const openRevisionOf = (application: ApplicationDetail) =>
  application.revisions?.find((revision) => isOpenRevisionState(revision.state)) ?? null;

/**
 * The compliance decisions the console offers now: while a request is open only Decline, which
 * withdraws it; the others wait until it is withdrawn or sent (docs/decisions/0262).
 */
export function decisionsOpenTo(application: ApplicationDetail): readonly ComplianceDecision[] {
  return openRevisionOf(application) === null
    ? application.allowedDecisions
    : application.allowedDecisions.filter((decision) => decision === 'INELIGIBLE');
}

/**
 * Whether a new request can be made: the application's status takes the needs-attention
 * decision (doc 1 §4) and no request is open (one at a time).
 */
export const canRequestChanges = (application: ApplicationDetail): boolean =>
  application.allowedDecisions.includes('REQUIRES_ATTENTION') &&
  openRevisionOf(application) === null;

/** What is wrong with a flagged item's reason; null when it can be sent. */
export function reasonProblem(item: FlaggedDraftItem): string | null {
  if (!isRevisionReason(item.reason)) return 'Choose a reason.';
  return reasonsFor(item.key).includes(item.reason) ? null : 'Choose a reason for this field.';
}

/** What is wrong with a flagged item's note; null when it can be sent. */
export function noteProblem(item: FlaggedDraftItem): string | null {
  if (item.reason === 'other' && item.note.trim() === '')
    return 'Say what needs to change: a note is required with “Other”.';
  return item.note.length > MAX_REVISION_NOTE_LENGTH
    ? `Keep the note under ${MAX_REVISION_NOTE_LENGTH} characters.`
    : null;
}

/** What is wrong with the deadline; null when it can be sent. */
export function daysProblem(days: number | ''): string | null {
  return typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= 1 &&
    days <= MAX_REVISION_DAYS
    ? null
    : `Give the merchant between 1 and ${MAX_REVISION_DAYS} days.`;
}

/** What is wrong with the draft as a whole; null when it can be sent. */
export function draftProblem(application: ApplicationDetail, draft: RevisionDraft): string | null {
  if (!canRequestChanges(application)) return 'No request for changes can be made now.';
  if (draft.items.length === 0) return 'Flag at least one item.';
  if (draft.items.length > MAX_REVISION_ITEMS)
    return `Flag at most ${MAX_REVISION_ITEMS} items in one request.`;
  const flaggable = new Set(
    flaggableGroupsOf(application).flatMap((g) => g.items.map((i) => i.key)),
  );
  if (draft.items.some((item) => !flaggable.has(item.key)))
    return 'An item flagged is no longer in the application.';
  if (draft.items.some((item) => item.reason === '')) return 'Give every flagged item a reason.';
  if (draft.items.some((item) => reasonProblem(item) !== null || noteProblem(item) !== null))
    return draft.items.some((item) => item.reason === 'other' && item.note.trim() === '')
      ? 'Write a note on every item whose reason is “Other”.'
      : 'Correct the flagged items marked in red.';
  return daysProblem(draft.deadlineDays);
}

/** The request the draft sends; undefined while it cannot be sent. */
export function revisionBodyOf(
  application: ApplicationDetail,
  draft: RevisionDraft,
): RevisionRequestBody | undefined {
  if (draftProblem(application, draft) !== null) return undefined;
  return {
    items: draft.items.map((item) => ({
      key: item.key,
      reason: item.reason as RevisionReason,
      ...(item.note.trim() ? { note: item.note.trim() } : {}),
    })),
    deadlineDays: draft.deadlineDays as number,
  };
}

/** The draft's edits, as the machine's events carry them. */
export type RevisionDraftEdit =
  | { type: 'revision.flag'; key: string; flagged: boolean }
  | { type: 'revision.reason'; key: string; reason: string }
  | { type: 'revision.note'; key: string; note: string }
  | { type: 'revision.days'; days: number | string };

/** The draft once `edit` is made; an edit of an item not flagged changes nothing. */
export function editedDraft(draft: RevisionDraft, edit: RevisionDraftEdit): RevisionDraft {
  const update = (key: string, change: Partial<FlaggedDraftItem>) => ({
    ...draft,
    items: draft.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
  });
  switch (edit.type) {
    case 'revision.flag': {
      const others = draft.items.filter((item) => item.key !== edit.key);
      if (!edit.flagged) return { ...draft, items: others };
      if (others.length < draft.items.length || !parseRevisionItemKey(edit.key)) return draft;
      return { ...draft, items: [...draft.items, { key: edit.key, reason: '', note: '' }] };
    }
    case 'revision.reason':
      return update(edit.key, { reason: isRevisionReason(edit.reason) ? edit.reason : '' });
    case 'revision.note':
      return update(edit.key, { note: edit.note });
    case 'revision.days': {
      const days = typeof edit.days === 'number' ? edit.days : Number(edit.days.trim() || NaN);
      return { ...draft, deadlineDays: Number.isFinite(days) ? days : '' };
    }
  }
}
