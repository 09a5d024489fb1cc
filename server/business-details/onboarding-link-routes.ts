/**
 * POST /api/onboarding-link {prospectId} (doc 2 §7, doc 1 §4): the link that brings the merchant
 * back to the portal, made once and kept on the account. Only the merchant's own prospect
 * reference is accepted; asking again answers the same link.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { onboardingLinkGenerationOn } from '../../domain/flags/flag-rules';
import { MERCHANT_API, type OnboardingLinkResponse } from '../../domain/api/merchant-api';
import type { AppDeps } from '../app/app-deps';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import { parseBody } from '../http/parse-body';
import { APP_BASE } from '../http/spa';
import { msg } from '../../domain/i18n/message';

export const NOT_YOUR_PROSPECT_ERROR = msg('business.server.prospectNotYours');
export const LINK_GENERATION_OFF_ERROR = msg('business.server.linkGenerationOff');
const OnboardingLinkSchema = v.object({
  prospectId: v.pipe(v.string(), v.trim(), v.maxLength(100)),
});

/** The onboarding link of `email` (doc 1 §4: ol_src=obl marks an onboarding link click). */
export function onboardingLinkOf(publicUrl: string, email: string): string {
  return `${publicUrl}${APP_BASE}?ol_src=obl&email=${encodeURIComponent(email)}`;
}

/** POST /api/onboarding-link. */
export async function onboardingLinkRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { repos, config } = deps;
  app.post(
    MERCHANT_API.onboardingLink,
    { preHandler: requireMerchant(deps.sessions) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // doc 1 §6: the onboarding link generation flag switches the call off for everyone.
      if (!onboardingLinkGenerationOn(config.backOffice.flags)) {
        return reply.code(404).send({ error: LINK_GENERATION_OFF_ERROR });
      }
      const body = parseBody(OnboardingLinkSchema, request.body);
      if (!body) return reply.code(400).send({ error: msg('business.server.prospectMissing') });
      const merchantId = request.merchantSession!.merchant_id;
      const merchant = await repos.merchants.findById(merchantId);
      if (!merchant) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      if (!merchant.mls_prospect_ref || body.prospectId !== merchant.mls_prospect_ref) {
        return reply.code(403).send({ error: NOT_YOUR_PROSPECT_ERROR });
      }
      const onboardingLink = await repos.merchantAccounts.setOnboardingLinkOnce(
        merchantId,
        onboardingLinkOf(config.publicUrl, merchant.email),
      );
      return { onboardingLink } satisfies OnboardingLinkResponse;
    },
  );
}
