/**
 * The console's funnel, GET /api/ops/funnel?days=&country=&brand= (docs/decisions/0255): the
 * milestones of the merchants active in the window, counted by domain/funnel/funnel-report. Bad
 * parameters are refused by the route's contract with a 400 that names the allowed values.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_FUNNEL_PATH, type FunnelAnswer } from '../../domain/api/funnel-api';
import type { BrandId } from '../../domain/brands/brands';
import type { CountryCode } from '../../domain/countries/country-code';
import { DAY_MS, funnelReport, type StepEvent } from '../../domain/funnel/funnel-report';
import type { FunnelStep, FunnelWindow } from '../../domain/funnel/funnel-steps';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { requireOps } from '../ops/require-ops';

interface FunnelQuery {
  days: '7' | '30' | '90';
  country?: CountryCode;
  brand?: BrandId;
}

export async function opsFunnelRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  app.get(
    OPS_FUNNEL_PATH,
    { preHandler: requireOps(deps.opsSessions) },
    async (request): Promise<FunnelAnswer> => {
      const query = request.query as FunnelQuery;
      const days = Number(query.days) as FunnelWindow;
      const now = deps.clock();
      const rows = await deps.repos.funnel.stepEventsOfMerchantsSince(now - days * DAY_MS);
      const events = rows.map((row): StepEvent => ({
        merchantKey: row.merchant_key,
        step: row.step as FunnelStep,
        country: row.country as CountryCode | null,
        brand: row.brand as BrandId | null,
        occurredAt: Number(row.occurred_at),
      }));
      return funnelReport(
        events,
        {
          days,
          ...(query.country && { country: query.country }),
          ...(query.brand && { brand: query.brand }),
        },
        now,
      );
    },
  );
}
