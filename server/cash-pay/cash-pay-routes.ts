/**
 * The cash pay calls (doc 2 §7): GET /api/check-cashpay-eligibility, POST /api/update-cashpay-info
 * (the cash form), POST /api/activate-cashpay (the one-click activation once the agreement was
 * accepted), POST /api/update-cashpay-profile-image-url and POST /api/update-cashpay-channel. Only
 * the signed-in merchant's own account is read or written; every change is audited.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import {
  CASH_PAY_API,
  INVALID_FEE,
  INVALID_FEE_MESSAGE,
  type CashPayEligibilityResponse,
  type InvalidFeeResponse,
  type UpdateCashPayChannelResponse,
  type UpdateCashPayInfoResponse,
  type UpdateProfileImageUrlResponse,
} from '../../domain/api/cash-pay-api';
import { inCashPayMarket } from '../../domain/cash-pay/cash-pay-market';
import { cashFormErrors, checkProfileLogoUrl } from '../../domain/cash-pay/cash-pay-schemas';
import { clean } from '../../domain/validators/field-error';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { isEligibleForCashPay } from '../back-office/cash-pay-eligibility';
import { parseBody } from '../http/parse-body';
import { loadMerchant, type LoadedMerchant } from '../merchant/merchant-record';
import { refuseFields } from '../merchant/merchant-replies';
import { msg } from '../../domain/i18n/message';

export const CASH_PAY_NOT_AVAILABLE = msg('cash.notAvailableForStore');
/** doc 1 §1: cash pay is the US cash-app brand's product (docs/decisions/0254-cash-pay-us-only.md). */
export const CASH_PAY_US_ONLY = msg('cash.usOnly');
/** The shapes of malformed calls (the portal's own client never sends one) stay as written. */
export const CASH_FORM_INVALID =
  'Send the cash pay profile as {data: {cashPayLogoUrl}} with cashPayAgreementAccepted true or false.';
export const AGREEMENT_NOT_ACCEPTED = msg('cash.agreementBeforeActivating');
export const PROFILE_IMAGE_INVALID = 'Send {cashPayLogoUrl} or {skip: true}.';
export const CHANNEL_INVALID = 'Send {mlsProspectRef} of your store.';
export const CASH_PAY_NOT_ACTIVATED = msg('cash.activateBeforeProfile');

const CashFormSchema = v.strictObject({
  data: v.strictObject({ cashPayLogoUrl: v.pipe(v.string(), v.maxLength(4096)) }),
  cashPayAgreementAccepted: v.optional(v.boolean()),
});
const ProfileImageSchema = v.union([
  v.strictObject({ cashPayLogoUrl: v.pipe(v.string(), v.maxLength(4096)) }),
  v.strictObject({ skip: v.literal(true) }),
]);
const ChannelSchema = v.strictObject({
  mlsProspectRef: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** The cash pay calls. */
export async function cashPayRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const { repos, bo, clock, config } = deps;
  const guard = { preHandler: requireMerchant(deps.sessions), bodyLimit: 8 * 1024 };
  const audit = (merchantId: string, action: string, before: unknown, after: unknown) =>
    bo.audit.append(
      { actor: `merchant:${merchantId}`, action, merchantId, before, after },
      clock(),
    );
  const countryOf = (loaded: LoadedMerchant) =>
    loaded.merchant.companyInformation.registeredCountry;
  const eligible = (loaded: LoadedMerchant) =>
    isEligibleForCashPay(config.backOffice.flags, loaded.account, countryOf(loaded));

  /** Loads the signed-in merchant, or answers 401 (no record) or 403 (outside the US, not eligible). */
  async function eligibleMerchant(
    merchantId: string,
    reply: FastifyReply,
  ): Promise<LoadedMerchant | undefined> {
    const loaded = await loadMerchant(repos, merchantId);
    if (!loaded) {
      await reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      return undefined;
    }
    if (!inCashPayMarket(countryOf(loaded))) {
      await reply.code(403).send({ error: CASH_PAY_US_ONLY });
      return undefined;
    }
    if (!eligible(loaded)) {
      await reply.code(403).send({ error: CASH_PAY_NOT_AVAILABLE });
      return undefined;
    }
    return loaded;
  }

  /** Marks the cash form sent (and the agreement accepted) and starts cash pay onboarding. */
  async function activate(loaded: LoadedMerchant, merchantId: string, logoUrl: string | null) {
    const before = loaded.merchant.formCompletion;
    const formCompletedState = { ...before, cashPayForm: true, cashPayAgreementAccepted: true };
    if (logoUrl !== null) {
      await repos.merchantSections.save(merchantId, { cashPay: { cashPayLogoUrl: logoUrl } });
    }
    await repos.merchantSections.setFormCompletion(merchantId, formCompletedState);
    const status = loaded.account.cashPayOnboardingStatus;
    // doc 1 §4: NONE is the default; activation starts cash pay onboarding (IN_PROGRESS).
    if (status === 'NONE') {
      await repos.merchantAccounts.update(merchantId, { cashPayOnboardingStatus: 'IN_PROGRESS' });
    }
    await audit(
      merchantId,
      'cash_pay.activated',
      {
        cashPayForm: before.cashPayForm,
        cashPayAgreementAccepted: before.cashPayAgreementAccepted,
        cashPayOnboardingStatus: status,
      },
      {
        cashPayForm: true,
        cashPayAgreementAccepted: true,
        cashPayOnboardingStatus: status === 'NONE' ? 'IN_PROGRESS' : status,
      },
    );
    return { formCompletedState, userState: loaded.userState } satisfies UpdateCashPayInfoResponse;
  }

  app.get(
    CASH_PAY_API.checkEligibility,
    guard,
    async (request, reply): Promise<CashPayEligibilityResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const loaded = await loadMerchant(repos, request.merchantSession!.merchant_id);
      if (!loaded) return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      return { eligible: eligible(loaded) };
    },
  );

  app.post(CASH_PAY_API.updateInfo, guard, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(CashFormSchema, request.body);
    if (!body) return reply.code(400).send({ error: CASH_FORM_INVALID });
    const merchantId = request.merchantSession!.merchant_id;
    const loaded = await eligibleMerchant(merchantId, reply);
    if (!loaded) return reply;
    const input = {
      cashPayLogoUrl: clean(body.data.cashPayLogoUrl),
      cashPayAgreementAccepted: body.cashPayAgreementAccepted === true,
    };
    const errors = cashFormErrors(input, loaded.merchant.formCompletion.cashPayAgreementAccepted);
    if (errors) return refuseFields(request, reply, errors);
    return activate(loaded, merchantId, input.cashPayLogoUrl);
  });

  app.post(CASH_PAY_API.activate, guard, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const merchantId = request.merchantSession!.merchant_id;
    const loaded = await eligibleMerchant(merchantId, reply);
    if (!loaded) return reply;
    if (!loaded.merchant.formCompletion.cashPayAgreementAccepted) {
      return reply.code(409).send({ error: AGREEMENT_NOT_ACCEPTED });
    }
    return activate(loaded, merchantId, null);
  });

  app.post(
    CASH_PAY_API.updateProfileImageUrl,
    guard,
    async (request, reply): Promise<UpdateProfileImageUrlResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const body = parseBody(ProfileImageSchema, request.body);
      if (!body) return reply.code(400).send({ success: false, error: PROFILE_IMAGE_INVALID });
      const merchantId = request.merchantSession!.merchant_id;
      const loaded = await eligibleMerchant(merchantId, reply);
      if (!loaded) return reply as never;
      if (!loaded.merchant.formCompletion.cashPayForm) {
        return reply.code(409).send({ success: false, error: CASH_PAY_NOT_ACTIVATED });
      }
      const before = {
        cashPayLogoUrl: loaded.saved.cashPay?.cashPayLogoUrl ?? '',
        customizeCashPayProfileComplete: loaded.account.customizeCashPayProfileComplete,
      };
      let after = { ...before, customizeCashPayProfileComplete: true };
      if ('cashPayLogoUrl' in body) {
        const problem = checkProfileLogoUrl(body.cashPayLogoUrl);
        if (problem) return refuseFields(request, reply, { cashPay: { cashPayLogoUrl: problem } });
        after = { ...after, cashPayLogoUrl: clean(body.cashPayLogoUrl) };
        await repos.merchantSections.save(merchantId, {
          cashPay: { cashPayLogoUrl: after.cashPayLogoUrl },
        });
      }
      // doc 1 §4: "Submit success or Skip marks it complete".
      await repos.merchantAccounts.update(merchantId, { customizeCashPayProfileComplete: true });
      await audit(
        merchantId,
        'skip' in body ? 'cash_pay.profile_skipped' : 'cash_pay.profile_image_set',
        before,
        after,
      );
      return { success: true };
    },
  );

  app.post(
    CASH_PAY_API.updateChannel,
    guard,
    async (request, reply): Promise<UpdateCashPayChannelResponse | undefined> => {
      reply.header('cache-control', 'no-store');
      const body = parseBody(ChannelSchema, request.body);
      if (!body) return reply.code(400).send({ error: CHANNEL_INVALID });
      const merchantId = request.merchantSession!.merchant_id;
      const loaded = await eligibleMerchant(merchantId, reply);
      if (!loaded) return reply as never;
      // Only the merchant's own store: another reference is refused, never looked up.
      if (body.mlsProspectRef !== loaded.account.mlsProspectRef) {
        return reply.code(400).send({ error: CHANNEL_INVALID });
      }
      if (loaded.account.cashPayInvalidFee) {
        // doc 2 §8: nothing is changed; the merchant is pointed to Merchant Support.
        const refusal: InvalidFeeResponse = {
          error: INVALID_FEE,
          message: INVALID_FEE_MESSAGE,
          // Outside production the development support inbox stands in (back-office-config).
          ...(config.backOffice.supportEmail
            ? { supportEmail: config.backOffice.supportEmail }
            : {}),
        };
        return reply.code(409).send(refusal);
      }
      if (!loaded.account.cashPayChannel) {
        await repos.merchantAccounts.update(merchantId, { cashPayChannel: true });
        await audit(
          merchantId,
          'cash_pay.channel_updated',
          { cashPayChannel: false },
          { cashPayChannel: true },
        );
      }
      return { cashPayChannel: true };
    },
  );
}
