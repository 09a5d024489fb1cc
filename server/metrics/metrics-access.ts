/**
 * Who may read GET /metrics: a caller on this machine, or one that brings METRICS_TOKEN. A request
 * that came through a proxy (X-Forwarded-For) is not a local caller even when the proxy runs on
 * loopback, so a load balancer on the same host does not open the metrics to the internet.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const METRICS_REFUSED =
  'Metrics are served only to callers on this machine, or with the metrics token (Authorization: Bearer <METRICS_TOKEN>).';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `request` comes straight from loopback, not relayed by a proxy. */
export function isLocalCaller(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.test(address) && request.headers['x-forwarded-for'] === undefined;
}

/** True when the request's bearer token is `token` (compared in constant time). */
export function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}
