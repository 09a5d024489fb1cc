/**
 * Open requests for changes as GET /api/status carries them (StatusContext.revision), for the
 * status page's tests: a US corporation's owner ID rejected as unreadable and its EIN not
 * matching the register (the feature's first journey).
 */
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { RevisionItem } from '../../domain/revision/revision-request';
import { statusContext } from '../../test/data/status-contexts';

/** 12 December 2026, noon UTC: the same date in every time zone the portal serves. */
export const REVISION_DEADLINE = Date.UTC(2026, 11, 12, 12);
const CHANGED_AT = Date.UTC(2026, 11, 1, 9);

export const OWNER_ID_ITEM: RevisionItem = {
  key: 'owners.0.govId',
  reason: 'documentUnreadable',
  note: 'The photo is blurred; please upload a sharper scan.',
  changedAt: null,
};
export const EIN_ITEM: RevisionItem = {
  key: 'companyInformation.ein',
  reason: 'numberMismatch',
  note: '',
  changedAt: null,
};

/** A request with its items, each changed when `changed` says so. */
export function merchantRevision(
  patch: Partial<MerchantRevision> = {},
  changed: readonly boolean[] = [],
): MerchantRevision {
  const items = (patch.items ?? [OWNER_ID_ITEM, EIN_ITEM]).map((item, i) =>
    changed[i] ? { ...item, changedAt: CHANGED_AT } : item,
  );
  return { id: 'rev-1', state: 'requested', deadline: REVISION_DEADLINE, ...patch, items };
}

/** A US merchant whose application needs the changes of `revision`. */
export function needsChanges(revision: MerchantRevision = merchantRevision()) {
  return statusContext({
    onboardingStatus: 'REQUIRES_ATTENTION',
    registeredCountry: 'US',
    revision,
  });
}
