/**
 * What an open request for changes makes of a step's fields (doc "Needs attention", decision
 * 0266): a field the reviewer flagged (or a companion of one, such as an account number's
 * confirmation) stays editable and says why it was flagged; every other field is shown read-only
 * with its value in words, sensitive values masked as restore gives them. Without an open
 * request nothing changes.
 */
import { msg, type Message, type Text } from '../../domain/i18n/message';
import type { MerchantRevision } from '../../domain/api/revision-api';
import {
  openKeysOf,
  revisionItemKey,
  type RevisionSection,
} from '../../domain/revision/revision-items';
import type { RevisionItem } from '../../domain/revision/revision-request';
import { REVISION_REASON_LABELS } from '../../domain/revision/revision-reasons';
import { textOf, type FieldView } from './field-view';

/** What the request says of one field: read-only, or flagged with the reviewer's words. */
export interface RevisionFieldState {
  readOnly: boolean;
  /** The reviewer's reason and note, for a flagged field. */
  request: Message | undefined;
}

/** Where a record sits in the request's keys: its section and, in a list, its place. */
export interface RevisionPlace {
  section: RevisionSection;
  index?: number;
}

/** The reviewer's words on one item: its reason, then the note when there is one. */
export function requestTextOf(item: Pick<RevisionItem, 'reason' | 'note'>): Message {
  const reason = REVISION_REASON_LABELS[item.reason];
  // The note is the reviewer's own words, shown as written.
  const note = item.note.trim();
  return note
    ? msg('fields.revision.requestWithNote', { reason, note })
    : msg('fields.revision.request', { reason });
}

interface RequestIndex {
  open: ReadonlySet<string>;
  requests: ReadonlyMap<string, Message>;
}

const indexes = new WeakMap<MerchantRevision, RequestIndex>();
function indexOf(revision: MerchantRevision): RequestIndex {
  let index = indexes.get(revision);
  if (!index) {
    index = {
      open: openKeysOf(revision.items.map((item) => item.key)),
      requests: new Map(revision.items.map((item) => [item.key, requestTextOf(item)])),
    };
    indexes.set(revision, index);
  }
  return index;
}

const EDITABLE: RevisionFieldState = { readOnly: false, request: undefined };
const READ_ONLY: RevisionFieldState = { readOnly: true, request: undefined };

/** The state of a field of the record at `place` while `revision` is open. */
export function revisionFieldState(
  revision: MerchantRevision | null | undefined,
  place: RevisionPlace,
  field: string,
): RevisionFieldState {
  if (!revision) return EDITABLE;
  const { open, requests } = indexOf(revision);
  const key = revisionItemKey({ ...place, field });
  if (!open.has(key)) return READ_ONLY;
  const request = requests.get(key);
  return request ? { readOnly: false, request } : EDITABLE;
}

/** The items of the request that sit in the given sections. */
export function itemsIn(
  revision: MerchantRevision | null | undefined,
  sections: readonly RevisionSection[],
): RevisionItem[] {
  return (revision?.items ?? []).filter((item) =>
    sections.some((section) => item.key.startsWith(`${section}.`)),
  );
}

/** Whether any item of the request sits in one of `sections`. */
export const flagsAny = (
  revision: MerchantRevision | null | undefined,
  sections: readonly RevisionSection[],
) => itemsIn(revision, sections).length > 0;

/** A value in words for a read-only input: a pick list's labels, Yes/No of a box. */
export function displayOf(view: Pick<FieldView, 'kind' | 'value' | 'options'>): Text {
  const labelOf = (value: string): Text => {
    const option = view.options?.find((o) => (typeof o === 'string' ? o : o.value) === value);
    return option === undefined ? value : typeof option === 'string' ? option : option.label;
  };
  if (view.kind === 'checkbox') return msg(view.value === true ? 'common.yes' : 'common.no');
  if (Array.isArray(view.value)) {
    // One message per chosen option, joined in the reader's language.
    const labels = view.value.map((v) => labelOf(String(v)));
    return labels
      .slice(1)
      .reduce<Text>((list, label) => msg('common.listPair', { list, label }), labels[0] ?? '');
  }
  const text = textOf(view.value);
  // A Yes/No answer is stored in English and read in the merchant's language.
  if (view.kind === 'yesNo' && (text === 'Yes' || text === 'No'))
    return msg(text === 'Yes' ? 'common.yes' : 'common.no');
  return view.kind === 'select' ? labelOf(text) : text;
}

/** One hint per request and field hint, so a flagged field keeps its view while it is typed in. */
const requestHints = new WeakMap<Message, Map<Text, Message>>();
function requestHintOf(request: Message, hint: Text): Message {
  let hints = requestHints.get(request);
  if (!hints) {
    hints = new Map();
    requestHints.set(request, hints);
  }
  let said = hints.get(hint);
  if (!said) {
    said = msg('fields.revision.requestThenHint', { request, hint });
    hints.set(hint, said);
  }
  return said;
}

/** A field's view as the request leaves it: read-only with its value in words, or flagged. */
export function withRevision<V extends FieldView>(view: V, state: RevisionFieldState): V {
  if (state.readOnly) return { ...view, readOnly: true, display: displayOf(view) };
  if (!state.request) return view;
  return {
    ...view,
    request: state.request,
    hint: view.hint ? requestHintOf(state.request, view.hint) : state.request,
  };
}
