/**
 * Sentry's beforeSend, on the server (@sentry/node) and in the browser (@sentry/browser): the
 * shared filter of doc 2 §8 and the shared sanitiser, so an event carries no e-mail address, no
 * sensitive field and no error the portal ignores. The whole event is sanitised: messages, tags,
 * contexts, breadcrumbs. It lives beside the sanitiser because both sides use it.
 */
import { isIgnoredError } from '../../domain/errors/ignored-errors';
import { sanitiseForInspection } from './pii-sanitiser';

export function scrubReportEvent<TEvent extends object>(
  event: TEvent,
  hint: { originalException?: unknown },
): TEvent | null {
  if (hint.originalException !== undefined && isIgnoredError(hint.originalException)) return null;
  return sanitiseForInspection(event) as TEvent;
}
