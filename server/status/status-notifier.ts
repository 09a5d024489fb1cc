/**
 * Tells every app server that a merchant's status changed (docs/decisions/0130): the back office
 * calls `notify` after a change is stored; the status stream subscribes per merchant. SQLite runs
 * in one process, so an in-process emitter suffices there; PostgreSQL uses LISTEN/NOTIFY so that a
 * change made through one app server reaches streams open on the others.
 */
import type { StatusEventKind } from '../../domain/api/status-events-api';

export type StatusListener = (kind: StatusEventKind) => void;

export interface StatusNotifier {
  /** Announces a stored change of `merchantId` (merchants.id). Never throws. */
  notify(merchantId: string, kind: StatusEventKind): Promise<void>;
  /** Calls `listener` on each change of `merchantId`; answers the unsubscribe function. */
  subscribe(merchantId: string, listener: StatusListener): () => void;
  close(): Promise<void>;
}

/** Local subscribers by merchant, shared by both notifiers. */
export function createSubscribers() {
  const byMerchant = new Map<string, Set<StatusListener>>();
  return {
    add(merchantId: string, listener: StatusListener): () => void {
      const set = byMerchant.get(merchantId) ?? new Set<StatusListener>();
      set.add(listener);
      byMerchant.set(merchantId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byMerchant.get(merchantId) === set) byMerchant.delete(merchantId);
      };
    },
    emit(merchantId: string, kind: StatusEventKind): void {
      for (const listener of [...(byMerchant.get(merchantId) ?? [])]) listener(kind);
    },
    emitAll(kind: StatusEventKind): void {
      for (const merchantId of [...byMerchant.keys()]) this.emit(merchantId, kind);
    },
  };
}
