/** The contracts of the funnel's calls (docs/decisions/0255). */
import * as v from 'valibot';
import { BRAND_IDS } from '../../brands/brands';
import { COUNTRY_CODES } from '../../countries/country-code';
import { FUNNEL_STEPS } from '../../funnel/funnel-steps';
import {
  ANALYTICS_BATCH_ERROR,
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_LIMITS,
  FUNNEL_QUERY_ERROR,
  OPS_FUNNEL_PATH,
} from '../funnel-api';
import type { RouteContract } from '../route-contract';

/** One event's shape; its name and properties are checked against the catalogue by the route. */
const AnalyticsEventSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/)),
  name: v.pipe(v.string(), v.maxLength(64)),
  properties: v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown()),
  at: v.pipe(v.number(), v.finite()),
});

export const AnalyticsBatchSchema = v.strictObject({
  events: v.pipe(
    v.array(AnalyticsEventSchema),
    v.minLength(1),
    v.maxLength(ANALYTICS_LIMITS.batch),
  ),
});

export const FunnelQuerySchema = v.strictObject({
  days: v.picklist(['7', '30', '90']),
  country: v.optional(v.picklist(COUNTRY_CODES)),
  brand: v.optional(v.picklist(BRAND_IDS)),
});

const FunnelAnswerSchema = v.looseObject({
  days: v.number(),
  country: v.nullable(v.string()),
  brand: v.nullable(v.string()),
  merchants: v.number(),
  rows: v.array(
    v.looseObject({
      step: v.picklist(FUNNEL_STEPS),
      reached: v.number(),
      stoppedHere: v.number(),
      medianMsFromPrevious: v.nullable(v.number()),
    }),
  ),
});
export { FunnelAnswerSchema as FunnelAnswer };

export const FUNNEL_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'POST',
    path: ANALYTICS_EVENTS_PATH,
    access: 'public',
    summary:
      "The browser's analytics events of a signed-in visit, checked against the closed catalogue and kept once each.",
    body: AnalyticsBatchSchema,
    invalid: { error: ANALYTICS_BATCH_ERROR },
    response: v.object({ stored: v.number() }),
  },
  {
    method: 'GET',
    path: OPS_FUNNEL_PATH,
    access: 'staff',
    summary: 'How many merchants reach each step, where they stop and the median time per step.',
    query: FunnelQuerySchema,
    invalid: { error: FUNNEL_QUERY_ERROR },
    response: FunnelAnswerSchema,
  },
];
