/**
 * The checks of a request for changes as a reviewer or the back office sends it: each item names
 * a field a reviewer can flag (REVISION_FIELD_LABELS) of a saved owner or location when it is in
 * a list, with a reason of the catalogue; a clear message for the first thing wrong.
 */
import type { RevisionRequestBody } from '../../domain/api/revision-api';
import { parseRevisionItemKey } from '../../domain/revision/revision-items';
import { isRevisionReason, REVISION_REASONS } from '../../domain/revision/revision-reasons';
import {
  DEFAULT_REVISION_DAYS,
  MAX_REVISION_DAYS,
  MAX_REVISION_ITEMS,
  MAX_REVISION_NOTE_LENGTH,
  type RevisionItem,
} from '../../domain/revision/revision-request';
import { REVISION_FIELD_LABELS } from '../../machines/revision/revision-labels';

export const REVISION_BODY_INVALID = `Give items: a list of 1 to ${MAX_REVISION_ITEMS} items, each {key, reason, note?}, and optionally deadlineDays (a whole number of days from 1 to ${MAX_REVISION_DAYS}).`;

export type CheckedRevisionRequest =
  { ok: true; items: RevisionItem[]; days: number } | { ok: false; error: string };

const refuse = (error: string): CheckedRevisionRequest => ({ ok: false, error });

/** How many owners and locations the application has saved: a list item must name one of them. */
export interface SavedCounts {
  owners: number;
  locations: number;
}

function checkItem(raw: unknown, saved: SavedCounts): RevisionItem | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return REVISION_BODY_INVALID;
  const { key, reason, note } = raw as Record<string, unknown>;
  const ref = parseRevisionItemKey(key);
  if (!ref) {
    return `"${String(key)}" does not name an item: use section.field or section.index.field, for example companyInformation.ein or owners.0.govId.`;
  }
  const name = key as string;
  if (!(ref.field in REVISION_FIELD_LABELS[ref.section])) {
    return `"${name}": ${ref.field} is not a field a reviewer can flag in ${ref.section}.`;
  }
  if (ref.index !== undefined) {
    const count = ref.section === 'owners' ? saved.owners : saved.locations;
    if (ref.index >= count) {
      const noun = ref.section === 'owners' ? 'owner' : 'location';
      return `"${name}": the application has ${count} saved ${noun}${count === 1 ? '' : 's'} (numbered from 0).`;
    }
  }
  if (!isRevisionReason(reason)) {
    return `"${name}": the reason must be one of ${REVISION_REASONS.join(', ')}.`;
  }
  if (note !== undefined && typeof note !== 'string') return `"${name}": the note must be text.`;
  const text = (note ?? '').trim();
  if (text.length > MAX_REVISION_NOTE_LENGTH) {
    return `"${name}": the note is at most ${MAX_REVISION_NOTE_LENGTH} characters.`;
  }
  if (reason === 'other' && text === '') {
    return `"${name}": the reason "other" needs a note saying what to change.`;
  }
  return { key: name, reason, note: text, changedAt: null };
}

/** The items and the days to answer of `body`, or the first thing wrong with it. */
export function checkRevisionRequest(body: unknown, saved: SavedCounts): CheckedRevisionRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse(REVISION_BODY_INVALID);
  }
  const { items, deadlineDays } = body as Partial<Record<keyof RevisionRequestBody, unknown>>;
  if (!Array.isArray(items)) return refuse(REVISION_BODY_INVALID);
  if (items.length === 0 || items.length > MAX_REVISION_ITEMS) {
    return refuse(`A request for changes holds 1 to ${MAX_REVISION_ITEMS} items.`);
  }
  const days = deadlineDays ?? DEFAULT_REVISION_DAYS;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_REVISION_DAYS) {
    return refuse(`deadlineDays must be a whole number of days from 1 to ${MAX_REVISION_DAYS}.`);
  }
  const checked: RevisionItem[] = [];
  for (const raw of items) {
    const item = checkItem(raw, saved);
    if (typeof item === 'string') return refuse(item);
    if (checked.some((other) => other.key === item.key)) {
      return refuse(`"${item.key}" is flagged twice: flag each item once.`);
    }
    checked.push(item);
  }
  return { ok: true, items: checked, days };
}
