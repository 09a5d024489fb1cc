/**
 * The 409 of a save that changes what the open request for changes did not flag
 * (RevisionRefusal, domain/api/revision-api.ts): the failed call carries its status and body.
 */
import type { RevisionRefusal } from '../../domain/api/revision-api';

/** Whether a failed call is the open request's refusal of a change. */
export function isRevisionRefusal(error: unknown): boolean {
  const failure = error as { status?: unknown; body?: unknown } | null;
  if (failure?.status !== 409) return false;
  const body = failure.body as Partial<RevisionRefusal> | null | undefined;
  return typeof body?.error === 'string' && Array.isArray(body.openFields);
}
