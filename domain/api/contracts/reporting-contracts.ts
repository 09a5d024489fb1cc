/** The contracts of what the portal offers its operators' tools: the Prometheus metrics (0210). */
import type { RouteContract } from '../route-contract';

export const REPORTING_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'GET',
    path: '/metrics',
    access: 'public',
    summary: 'Prometheus metrics, to loopback callers or with the metrics token (Bearer).',
  },
];
