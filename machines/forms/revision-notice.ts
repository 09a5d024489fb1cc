/**
 * The notice at the top of a step while a request for changes is open (decision 0266): what the
 * reviewer asked of this step, item by item with the reason and note, how many items, and that
 * the rest of the step is shown for reference only.
 */
import type { MerchantRevision } from '../../domain/api/revision-api';
import { msg, type Message, type Text } from '../../domain/i18n/message';
import type { CountryCode } from '../../domain/countries/country-code';
import type { RevisionSection } from '../../domain/revision/revision-items';
import { revisionItemLabel } from '../revision/revision-labels';
import { itemsIn, requestTextOf } from './revision-fields';
import { lastOf } from './view-memo';

export interface RevisionNoticeItem {
  key: string;
  /** "Beneficial Owners · Owner 1 · Government ID (front)". */
  label: Text;
  /** The reason, then the reviewer's note. */
  request: Message;
}

export interface RevisionNoticeView {
  title: Message;
  /** How many items sit in this step, and that the rest is shown for reference. */
  text: Message;
  items: readonly RevisionNoticeItem[];
}

export const REVISION_NOTICE_TITLE = msg('fields.revision.noticeTitle');

/** The notice's line for `count` items in this step. */
export function revisionNoticeText(count: number): Message {
  return count === 0
    ? msg('fields.revision.noticeNothing')
    : msg('fields.revision.noticeItems', { count });
}

/** The notice of a step holding `sections` while a request is open, or undefined without one. */
export function revisionNotice(
  revision: MerchantRevision | null | undefined,
  sections: readonly RevisionSection[],
  country: CountryCode | undefined,
): RevisionNoticeView | undefined {
  if (!revision) return undefined;
  const items = itemsIn(revision, sections);
  return {
    title: REVISION_NOTICE_TITLE,
    text: revisionNoticeText(items.length),
    items: items.map((item) => ({
      key: item.key,
      label: revisionItemLabel(item.key, country),
      request: requestTextOf(item),
    })),
  };
}

/** `revisionNotice`, one object while its arguments stay the same (for `useSelector`). */
export const revisionNoticeOf = () => lastOf(revisionNotice);
