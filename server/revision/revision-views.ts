/**
 * A request for changes as each reader sees it: the merchant's open request (MerchantRevision,
 * null once sent or closed) and the console's history (RevisionRecord, newest first), each with
 * its state as the revision chart puts it.
 */
import type { MerchantRevision, RevisionRecord } from '../../domain/api/revision-api';
import { isOpenRevisionState, type RevisionFacts } from '../../domain/revision/revision-request';
import { revisionState } from '../../machines/revision/revision-judge';
import type { RevisionRepository } from './revision-repository';

/** The merchant's view of `facts`, or null when it is no longer open to their changes. */
export function merchantRevisionOf(
  facts: RevisionFacts | undefined,
  now: number,
): MerchantRevision | null {
  if (!facts) return null;
  const state = revisionState(facts, now);
  if (!isOpenRevisionState(state)) return null;
  return { id: facts.id, state, deadline: facts.deadline, items: facts.items };
}

/** The merchant's open request, or null. */
export async function merchantRevision(
  revisions: RevisionRepository,
  merchantId: string,
  now: number,
): Promise<MerchantRevision | null> {
  return merchantRevisionOf(await revisions.current(merchantId), now);
}

/** Every request of the merchant with its changes, newest first. */
export async function revisionRecords(
  revisions: RevisionRepository,
  merchantId: string,
  now: number,
): Promise<RevisionRecord[]> {
  const requests = await revisions.history(merchantId);
  const changes = await revisions.changesOf(requests.map((facts) => facts.id));
  return requests.map(({ merchantId: _merchant, ...facts }) => ({
    ...facts,
    state: revisionState({ ...facts, merchantId }, now),
    changes: changes.get(facts.id) ?? [],
  }));
}
