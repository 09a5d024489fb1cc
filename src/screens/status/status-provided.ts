/**
 * The status step as the journey starts it (src/app/step-loader.ts): the status page's actor
 * (machines/status-io.ts), which runs its cards' actors and cash pay itself, given this browser's
 * I/O. /cash is served by the same actor without the in-store activation.
 */
import type { Brand } from '../../../domain/brands/brands';
import { APP_ROUTES } from '../../../domain/routing/app-routes';
import type { LoadedStep, StepRequest } from '../../../machines/journey-steps';
import { statusWithIO } from '../../../machines/status-io';
import { appStatusIO } from './status-io';

export { MESSAGING_COMPLETE_KEY } from './status-io';

/** The status page's actor with this browser's I/O. */
export const statusLogic = (brand: Brand) => statusWithIO(appStatusIO(brand));

/** The status step of the signed-in merchant. */
export function statusStep(deps: { brand: Brand }, request: StepRequest): LoadedStep {
  return {
    logic: statusLogic(deps.brand),
    input: { page: request.route === APP_ROUTES.cash ? 'cash' : 'status' },
  };
}
