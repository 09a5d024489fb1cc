/** Security headers (helmet) for the portal's pages and calls. */

/** True for http(s)://localhost or a loopback address, where browsers accept Secure cookies. */
export function isLocalOrigin(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * The Content-Security-Policy: the app's own scripts only; Mantine writes inline styles; the
 * ALTCHA widget solves its proof of work in workers started from blob: URLs.
 */
export function contentSecurityPolicy(publicUrl: string) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Only on https: over plain http (local development) it would break every request.
      ...(publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
