/**
 * What the debug state log sends for one actor's new snapshot (domain/api/state-log-api.ts): its
 * state value and the context fields that changed since its last snapshot, sanitised of personal
 * and secret data (pii-sanitiser) before anything is compared or kept.
 */
import type { StateDiff } from '../../domain/api/state-log-api';
import { sanitiseForInspection } from '../reporting/pii-sanitiser';

export interface KeptSnapshot {
  value: string;
  context: Record<string, string>;
}

/**
 * The diff of `snapshot` against `kept` (the actor's previous sanitised snapshot), or undefined
 * when nothing changed; the snapshot to keep for the next comparison.
 */
export function stateDiffOf(
  actor: string,
  snapshot: { value?: unknown; context?: unknown },
  kept: KeptSnapshot | undefined,
  at: number,
): { diff?: StateDiff; kept: KeptSnapshot } {
  const value = sanitiseForInspection(snapshot.value);
  const context = sanitiseForInspection(snapshot.context ?? {});
  const fields: Record<string, string> = {};
  const changes: Record<string, unknown> = {};
  if (context && typeof context === 'object' && !Array.isArray(context)) {
    for (const [name, field] of Object.entries(context)) {
      const text = JSON.stringify(field) ?? 'undefined';
      fields[name] = text;
      if (kept?.context[name] !== text) changes[name] = field;
    }
  }
  const valueText = JSON.stringify(value) ?? 'undefined';
  const next = { value: valueText, context: fields };
  if (kept && kept.value === valueText && Object.keys(changes).length === 0) return { kept: next };
  return { diff: { at, actor, value, changes }, kept: next };
}
