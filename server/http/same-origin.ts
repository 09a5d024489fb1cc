/**
 * Cross-site request forgery guard for every state-changing call (POST, PUT, PATCH, DELETE): a
 * browser names where a request comes from (Origin; Sec-Fetch-Site in current browsers), and a
 * request from another site is refused with a 403 before its body is read. SameSite=Lax cookies
 * alone let a cross-site multipart form through in some browsers and configurations.
 *
 * A request with neither header is not from a browser page (webhooks, scripts, health checks) and
 * is let through; its own authentication (signature, session) still applies. In development the
 * Vite server's loopback origin is accepted besides PUBLIC_URL.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../app/config';
import { msg } from '../../domain/i18n/message';

export const CROSS_SITE_ERROR = msg('server.crossSite');

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** True when `request` is a browser request from a site other than the portal's. */
export function isCrossSite(request: FastifyRequest, config: Config): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Same-site (a sibling subdomain) is another origin: refused unless Origin says otherwise.
    return fetchSite === 'same-site';
  }
  // PUBLIC_URL is read per request: a test server learns its own address after it listens.
  if (origin === new URL(config.publicUrl).origin) return false;
  if (config.nodeEnv === 'development' && LOOPBACK_ORIGIN.test(origin)) return false;
  return true;
}

/** Installs the guard on `app`. */
export function refuseCrossSiteWrites(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !isCrossSite(request, config)) return;
    request.log.info({ origin: request.headers.origin }, 'cross-site request refused');
    return reply.code(403).send({ error: CROSS_SITE_ERROR });
  });
}
