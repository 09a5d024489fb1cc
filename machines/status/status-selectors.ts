/**
 * What the status page shows, decided from the status the compliance actor holds and the step
 * actors' snapshots, so the cards only read it (docs/architecture.md §3).
 */
import { isActivatedStage, type StatusContext } from '../../domain/api/status-api';
import type { CardStatus } from '../../domain/status/card-status';
import { integrationCardStatus } from '../../domain/status/status-cards';
import type { MerchantRevision } from '../../domain/api/revision-api';
import { everyItemChanged, isOpenRevisionState } from '../../domain/revision/revision-request';

type InStoreFacts = Pick<
  StatusContext,
  | 'onboardingStatus'
  | 'opportunityStage'
  | 'isEligibleForInStoreSelfServeActivation'
  | 'storeLocations'
  | 'inStoreTrainingComplete'
  | 'inStoreDirectDebitAuthorized'
>;

/**
 * How the Activate in-store card shows (doc 1 §2, §4): `selfServe` starts the activation actor
 * (one child per store), `selfServeWaiting` explains what comes first or that payments are live,
 * `byEmail` is the e-mailed activation.
 */
export type InStoreActivationView =
  { kind: 'selfServe' } | { kind: 'selfServeWaiting'; live: boolean } | { kind: 'byEmail' };

export function inStoreActivationView(status: InStoreFacts): InStoreActivationView {
  const selfServe =
    status.isEligibleForInStoreSelfServeActivation && status.storeLocations.length > 0;
  if (!selfServe) return { kind: 'byEmail' };
  // The test purchase is offered once the application is approved and training and direct debit
  // are done, and no longer once the account is live.
  const approved =
    status.onboardingStatus === 'READY_TO_INSTALL' || status.onboardingStatus === 'COMPLETE';
  const live = isActivatedStage(status.opportunityStage);
  const ready =
    approved && status.inStoreTrainingComplete && status.inStoreDirectDebitAuthorized && !live;
  return ready ? { kind: 'selfServe' } : { kind: 'selfServeWaiting', live };
}

/**
 * doc 1 §3: messagingComplete comes from the server and is "also a local storage flag". The
 * messaging step actor starts from both (its input), and is done once the merchant marks it;
 * the server's flag may arrive later with a refetch.
 */
export function messagingCompleteOf(
  status: Pick<StatusContext, 'messagingComplete'>,
  messaging: { matches(state: 'done'): boolean },
): boolean {
  return status.messagingComplete || messaging.matches('done');
}

/**
 * How the Add checkout integration card shows (doc 1 §4); while it is 'None' the card shows no
 * account, so no account actor runs for it.
 */
export function integrationCardOf(
  status: Pick<StatusContext, 'onboardingStatus' | 'onboardingGroup' | 'merchantId'>,
): CardStatus {
  return integrationCardStatus({
    status: status.onboardingStatus,
    onboardingGroup: status.onboardingGroup,
    merchantId: status.merchantId,
  });
}

/**
 * The open request of a status, or null: none, one already sent or closed, or a status that no
 * longer needs attention (any other decision closes the request on the server).
 */
export function openRevisionOf(
  status: Pick<StatusContext, 'onboardingStatus' | 'revision'> | null,
): MerchantRevision | null {
  if (status?.onboardingStatus !== 'REQUIRES_ATTENTION') return null;
  const revision = status.revision ?? null;
  return revision && isOpenRevisionState(revision.state) ? revision : null;
}

/**
 * "Send for review" may be pressed: every item changed, and this request not already sent from
 * this page (its answer is being read again).
 */
export function revisionSendable(
  revision: MerchantRevision | null,
  sentRevisionId: string | null,
): boolean {
  return revision !== null && revision.id !== sentRevisionId && everyItemChanged(revision.items);
}
