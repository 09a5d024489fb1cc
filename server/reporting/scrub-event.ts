/**
 * Sentry's beforeSend on the server: the shared filter of doc 2 §8 and the shared sanitiser
 * (machines/pii-sanitiser.ts), so an event carries no e-mail address, no sensitive field and no
 * error the portal ignores. The whole event is sanitised: messages, tags, contexts, breadcrumbs.
 */
import { isIgnoredError } from '../../domain/errors/ignored-errors';
import { sanitiseForInspection } from '../../machines/pii-sanitiser';

export function scrubEvent<TEvent extends object>(
  event: TEvent,
  hint: { originalException?: unknown },
): TEvent | null {
  if (hint.originalException !== undefined && isIgnoredError(hint.originalException)) return null;
  return sanitiseForInspection(event) as TEvent;
}
