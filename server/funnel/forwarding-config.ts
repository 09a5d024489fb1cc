/**
 * The forwarding part of the server configuration (read with the rest in server/app/config.ts,
 * docs/decisions/0255): with `POSTHOG_API_KEY` the funnel's events are also sent to a PostHog
 * project, at `POSTHOG_HOST` (a self-hosted instance, or PostHog's cloud by default). Without the
 * key the events stay in the portal's own table only.
 */
export interface ForwardingConfig {
  /** The project's API key (public by PostHog's design; it can only send events). */
  apiKey: string;
  /** The instance's origin. */
  host: string;
}

const DEFAULT_HOST = 'https://us.i.posthog.com';

/** Reads the settings, adding one message per bad value to `problems`. */
export function readForwardingConfig(
  env: Record<string, string | undefined>,
  problems: string[],
): ForwardingConfig | undefined {
  const apiKey = env.POSTHOG_API_KEY?.trim();
  const host = env.POSTHOG_HOST?.trim() || DEFAULT_HOST;
  if (!apiKey) return undefined;
  try {
    const url = new URL(host);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
  } catch {
    problems.push('POSTHOG_HOST must be the http(s) address of the PostHog instance');
    return undefined;
  }
  return { apiKey, host: host.replace(/\/+$/, '') };
}
