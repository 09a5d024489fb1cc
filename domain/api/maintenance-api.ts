/**
 * Maintenance mode (doc 1 §4, doc 2 §7: "A MAINTENANCE_MODE user state stops processing"). While
 * operators have the portal in maintenance, GET /user-state answers MAINTENANCE_MODE and every
 * other merchant call answers 503 with this body, so nothing is half saved.
 */
export const MAINTENANCE_MESSAGE =
  'The merchant portal is down for maintenance. Your answers are kept; please try again in a little while.';

export interface MaintenanceAnswer {
  userState: 'MAINTENANCE_MODE';
  error: string;
}

export const maintenanceAnswer = (): MaintenanceAnswer => ({
  userState: 'MAINTENANCE_MODE',
  error: MAINTENANCE_MESSAGE,
});

/** True for an answer (or a failed call's body) that says the portal is in maintenance. */
export function isMaintenanceAnswer(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { userState?: unknown }).userState === 'MAINTENANCE_MODE'
  );
}

/** True for a failed call (an error carrying the answer's body) that met maintenance. */
export function isMaintenanceFailure(error: unknown): boolean {
  const failure = error as { status?: unknown; body?: unknown } | null;
  return failure?.status === 503 && isMaintenanceAnswer(failure.body);
}

/** The ops console's and the webhook's view of the switch. */
export interface MaintenanceSwitch {
  on: boolean;
  /** Who flipped it last ("ops:<e-mail>", "webhook:<event id>", or "default" from the env). */
  changedBy: string;
  changedAt: number | null;
}
