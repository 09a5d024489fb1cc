/**
 * The table of analytics events (migration 0010_funnel_events, docs/decisions/0255). A row holds
 * no personal data: a pseudonymous merchant key, the event's catalogued name and properties, the
 * merchant's country and brand, and when it happened. It is also the forwarder's outbox.
 */
import type { Selectable } from 'kysely';

export interface FunnelEventsTable {
  /** The event's idempotency key (server/funnel/event-ids.ts): the same event is stored once. */
  id: string;
  /** HMAC of the merchant's e-mail under a key of the server (server/funnel/merchant-key.ts). */
  merchant_key: string;
  /** A name of domain/funnel/funnel-events.ts. */
  event: string;
  /** The funnel step a milestone reaches; null for the browser's events. */
  step: string | null;
  country: string | null;
  brand: string | null;
  /** JSON of the catalogued properties (enumerated values only). */
  properties: string;
  occurred_at: number;
  /** When the product-analytics service acknowledged it; null while it waits in the outbox. */
  forwarded_at: number | null;
  /** Failed forwarding attempts, for the backoff. */
  forward_attempts: number;
}

/** The funnel part of DatabaseSchema. */
export interface FunnelSchema {
  funnel_events: FunnelEventsTable;
}

export type FunnelEventRow = Selectable<FunnelEventsTable>;
