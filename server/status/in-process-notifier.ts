/** The notifier of a single process (SQLite): a change reaches this process's streams only. */
import type { StatusNotifier } from './status-notifier';
import { createSubscribers } from './status-notifier';

export function createInProcessNotifier(): StatusNotifier {
  const subscribers = createSubscribers();
  return {
    async notify(merchantId, kind) {
      // After the caller's write has returned: listeners run on a later tick, as with NOTIFY.
      setImmediate(() => subscribers.emit(merchantId, kind));
    },
    subscribe: (merchantId, listener) => subscribers.add(merchantId, listener),
    async close() {},
  };
}
