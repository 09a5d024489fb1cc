/**
 * The PostHog adapter of the forwarder (docs/decisions/0255), with PostHog's own Node client.
 * Each event goes under its pseudonymous merchant key with its catalogued properties, step,
 * country and brand; no person profile is made and no location is looked up from an address.
 * The event's id becomes its uuid, so an event sent twice after a lost answer is kept once.
 */
import { PostHog } from 'posthog-node';
import type { AnalyticsSink } from './analytics-forwarder';
import type { ForwardingConfig } from './forwarding-config';
import type { FunnelEventRow } from './funnel-tables';

/** The event's id (hex) written as a UUID, as PostHog expects. */
export function uuidOf(id: string): string {
  const hex = id.padEnd(32, '0').slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function createPostHogSink(config: ForwardingConfig): AnalyticsSink {
  const client = new PostHog(config.apiKey, {
    host: config.host,
    // The outbox retries; the client itself tries once per round.
    fetchRetryCount: 0,
    requestTimeout: 10_000,
    disableGeoip: true,
    flushAt: 1,
  });
  return {
    async send(event: FunnelEventRow) {
      let failure: unknown;
      // The client reports a failed send as an 'error' event rather than a rejection.
      const stopListening = client.on('error', (error: unknown) => {
        failure = error;
      });
      try {
        await client.captureImmediate({
          distinctId: event.merchant_key,
          event: event.event,
          timestamp: new Date(Number(event.occurred_at)),
          uuid: uuidOf(event.id),
          properties: {
            ...(JSON.parse(event.properties) as Record<string, string>),
            ...(event.step ? { step: event.step } : {}),
            ...(event.country ? { country: event.country } : {}),
            ...(event.brand ? { brand: event.brand } : {}),
            $process_person_profile: false,
          },
        });
      } finally {
        stopListening();
      }
      if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    },
    close: () => client.shutdown(),
  };
}
