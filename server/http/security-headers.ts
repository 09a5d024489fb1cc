/**
 * The security headers of every reply (helmet): the Content-Security-Policy of security.ts,
 * nosniff, frame and referrer policies, HSTS on https, and no X-Powered-By.
 *
 * helmet's middleware is built once, when the portal starts, and run on every request. The
 * Fastify plugin for helmet built it anew on every request instead (parsing the policy again
 * each time), which cost about 4 % of a save's CPU (docs/decisions/0187-save-path-trimmed.md).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './security';

export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  reportOrigins: readonly string[] = [],
): void {
  const apply = helmet({
    contentSecurityPolicy: contentSecurityPolicy(publicUrl, reportOrigins),
    strictTransportSecurity: publicUrl.startsWith('https:'),
  });
  // In onRequest, so a refused or failed request (a 4xx or 5xx reply) carries them too.
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws rather than passing an error on (it never fails for a fixed policy).
    apply(request.raw, reply.raw, () => done());
  });
}
