/**
 * Development-only inspection of the app's actors. `?inspect` opens @statelyai/inspect's browser
 * inspector (loaded on demand, so it never reaches a production chunk); every actor also feeds the
 * offline log shown by the panel (`?inspect=offline` or Alt+Shift+I). Both see sanitised data only.
 */
import type { InspectionEvent } from 'xstate';
import { sanitiseRecord } from '../../machines/reporting/pii-sanitiser';
import { inspectionLog } from './inspection-log';

/** The `inspect` option for createActor, or undefined outside development. */
export async function connectInspectors(
  search: string,
): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const wanted = new URLSearchParams(search).get('inspect');
  const observers: Array<(event: InspectionEvent) => void> = [(e) => inspectionLog.inspect(e)];
  if (wanted !== null && wanted !== 'offline') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector({
      sanitizeContext: sanitiseRecord,
      sanitizeEvent: sanitiseRecord,
    });
    observers.push((event) => inspector.inspect.next?.(event));
  }
  return (event) => observers.forEach((observe) => observe(event));
}
