/**
 * The console as a lazy route module of the app's data router: the app shell mounts it with
 * `{ path: 'ops/*', lazy: () => import('./ops/ops-routes') }`.
 */
import { OpsConsole } from './ops-console';

/** The route's component (React Router's lazy route convention). */
export const Component = OpsConsole;
