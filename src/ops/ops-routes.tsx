/**
 * The console as a lazy module of the app's routes: src/app/routes.tsx loads it for `/ops/*`.
 */
import { OpsConsole } from './ops-console';

/** The console's component, rendered by the app's `/ops/*` route. */
export const Component = OpsConsole;
