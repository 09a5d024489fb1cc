/**
 * The notice at the top of a step while a request for changes is open (decision 0266): what the
 * reviewer asked of this step, item by item with the reason and note, how many items, and that
 * the rest of the step is shown for reference only.
 */
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { CountryCode } from '../../domain/countries/country-code';
import type { RevisionSection } from '../../domain/revision/revision-items';
import { revisionItemLabel } from '../revision/revision-labels';
import { itemsIn, requestTextOf } from './revision-fields';
import { lastOf } from './view-memo';

export interface RevisionNoticeItem {
  key: string;
  /** "Beneficial Owners · Owner 1 · Government ID (front)". */
  label: string;
  /** The reason, then the reviewer's note. */
  request: string;
}

export interface RevisionNoticeView {
  title: string;
  /** How many items sit in this step, and that the rest is shown for reference. */
  text: string;
  items: readonly RevisionNoticeItem[];
}

export const REVISION_NOTICE_TITLE = 'Our team asked for changes';

/** The notice's line for `count` items in this step. */
export function revisionNoticeText(count: number): string {
  const items = count === 1 ? '1 item' : `${count} items`;
  return (
    `Change the ${items} below in this step; the fields you can change say why. ` +
    'Everything else is shown for reference and cannot be changed while the request is open.'
  );
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
    text:
      items.length === 0
        ? 'Nothing in this step needs a change. It is shown for reference and cannot be changed while the request is open.'
        : revisionNoticeText(items.length),
    items: items.map((item) => ({
      key: item.key,
      label: revisionItemLabel(item.key, country),
      request: requestTextOf(item),
    })),
  };
}

/** `revisionNotice`, one object while its arguments stay the same (for `useSelector`). */
export const revisionNoticeOf = () => lastOf(revisionNotice);
