/** Security headers (helmet) for the portal's pages and calls. */

/** True for http(s)://localhost or a loopback address, where browsers accept Secure cookies. */
export function isLocalOrigin(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** Plaid Link's script and the origin of its frame. */
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const PLAID_CDN = 'https://cdn.plaid.com/';

/**
 * The Content-Security-Policy: the app's own scripts only; Mantine writes inline styles; the
 * ALTCHA widget solves its proof of work in workers started from blob: URLs. The one outside
 * script is Plaid Link's (the automated bank link, server/bank/plaid-routes.ts), with the frame it
 * opens and the hosts it calls, as Plaid's Link web documentation lists them.
 */
export function contentSecurityPolicy(publicUrl: string, reportOrigins: readonly string[] = []) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", PLAID_LINK_SCRIPT],
      frameSrc: ["'self'", PLAID_CDN],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        'https://production.plaid.com',
        'https://sandbox.plaid.com',
        // Sentry's ingest host, when a DSN is configured (server/reporting).
        ...reportOrigins,
      ],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Only on https: over plain http (local development) it would break every request.
      ...(publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
