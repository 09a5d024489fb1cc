/**
 * The automated bank link (doc 2 §7, §4 "Bank-link eligibility"), behind the signed-in session:
 *
 * - GET /api/plaid/availability: {linkAvailable}, true when Plaid is configured
 *   (server/plaid/plaid-config) and the merchant's country and business type are eligible. The
 *   bank step offers the link only then; otherwise it shows the manual form alone.
 * - POST /api/plaid/create-link-token {storeName}: {linkToken}; ineligible merchants are refused.
 * - POST /api/plaid/update-bank-info {token, id, bankAccountName, registeredCountry, bankName,
 *   bankLabel, setBankFormComplete}: exchanges Link's public token, reads the account's numbers
 *   with /auth/get and saves them as the manual form does, with verificationSource PLAID; answers
 *   {formCompletedState}, or 400 with validation_errors.
 *
 * Plaid's own failures (and a link refused here) answer {error: {plaidError: message}}, ours said
 * in the merchant's language at the edge (server/i18n/say-answers.ts); Link opens in French for
 * a merchant who reads French. The
 * Item's access token is used for the one /auth/get and not kept: the portal needs the numbers
 * once, and a token not stored cannot leak.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toCountryCode } from '../../domain/countries/country-code';
import {
  PLAID_API,
  type CreateLinkTokenResponse,
  type PlaidAvailabilityResponse,
  type PlaidErrorResponse,
} from '../../domain/api/plaid-api';
import { msg, type Text } from '../../domain/i18n/message';
import type { AppDeps } from '../app/app-deps';
import { answerLanguage } from '../i18n/say-answers';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import { loadMerchant } from '../merchant/merchant-record';
import { objectBodyOf } from '../http/route-contracts';
import { replyJudgedForm } from '../merchant/merchant-replies';
import { judgedSave } from '../revision/revision-save-rule';
import { LINK_REQUEST_INVALID_MESSAGE } from '../../domain/api/contracts/merchant-contracts';
import {
  createPlaidGateway,
  PlaidFailure,
  type PlaidCountry,
  type PlaidGateway,
  type PlaidLanguage,
} from '../plaid/plaid-gateway';
import { linkedBankRequestOf, mayLinkBank, saveLinkedBank } from './save-linked-bank';

/** Plaid is not configured on this server. */
export const LINK_UNAVAILABLE_MESSAGE = msg('bank.server.linkUnavailable');
/** The merchant's country and business type are not served by the automated link. */
export const LINK_NOT_ELIGIBLE_MESSAGE = msg('bank.server.linkNotEligible');
/** The request is not the call's body. */
export { LINK_REQUEST_INVALID_MESSAGE };

/** A refusal; its message is said at the edge, so the body is a PlaidErrorResponse once sent. */
const refuse = (reply: FastifyReply, status: number, plaidError: Text) =>
  reply
    .code(status)
    .send({ error: { plaidError } } satisfies Record<
      keyof PlaidErrorResponse,
      { plaidError: Text }
    >);

/** Link's language: French for a merchant who reads French, else English. */
const linkLanguageOf = (request: FastifyRequest): PlaidLanguage =>
  answerLanguage(request) === 'fr-CA' ? 'fr' : 'en';

/** The bank link calls. */
export async function plaidRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const gateway: PlaidGateway | undefined =
    deps.config.plaid && createPlaidGateway(deps.config.plaid);
  const guard = { preHandler: requireMerchant(deps.sessions) };

  /** The signed-in merchant, or the reply already sent. */
  const merchantOf = async (merchantId: string, reply: FastifyReply) => {
    const loaded = await loadMerchant(deps.repos, merchantId);
    if (!loaded) reply.code(401).send({ error: REAUTHENTICATE_ERROR });
    return loaded;
  };

  app.get(PLAID_API.availability, guard, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const loaded = await merchantOf(request.merchantSession!.merchant_id, reply);
    if (!loaded) return reply;
    return { linkAvailable: !!gateway && mayLinkBank(loaded) } satisfies PlaidAvailabilityResponse;
  });

  app.post(PLAID_API.createLinkToken, guard, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = objectBodyOf(request);
    const storeName = typeof body.storeName === 'string' ? body.storeName.trim() : undefined;
    if (storeName === undefined || storeName.length > 255) {
      return refuse(reply, 400, LINK_REQUEST_INVALID_MESSAGE);
    }
    if (!gateway) return refuse(reply, 503, LINK_UNAVAILABLE_MESSAGE);
    const loaded = await merchantOf(request.merchantSession!.merchant_id, reply);
    if (!loaded) return reply;
    if (!mayLinkBank(loaded)) return refuse(reply, 403, LINK_NOT_ELIGIBLE_MESSAGE);
    const country = toCountryCode(
      loaded.merchant.companyInformation.registeredCountry,
    ) as PlaidCountry;
    try {
      const linkToken = await gateway.createLinkToken({
        // Plaid asks for a stable id that is not personal data: the merchant record's id.
        clientUserId: loaded.row.id,
        legalName: storeName || loaded.merchant.companyInformation.legalBusinessName,
        country,
        language: linkLanguageOf(request),
      });
      return { linkToken } satisfies CreateLinkTokenResponse;
    } catch (error) {
      return plaidRefusal(reply, error, request.log);
    }
  });

  app.post(PLAID_API.updateBankInfo, guard, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const linked = linkedBankRequestOf(objectBodyOf(request));
    if (!linked) return refuse(reply, 400, LINK_REQUEST_INVALID_MESSAGE);
    if (!gateway) return refuse(reply, 503, LINK_UNAVAILABLE_MESSAGE);
    const loaded = await merchantOf(request.merchantSession!.merchant_id, reply);
    if (!loaded) return reply;
    const savedCountry = toCountryCode(loaded.merchant.companyInformation.registeredCountry);
    if (!mayLinkBank(loaded) || toCountryCode(linked.registeredCountry) !== savedCountry) {
      return refuse(reply, 403, LINK_NOT_ELIGIBLE_MESSAGE);
    }
    try {
      const accessToken = await gateway.exchangePublicToken(linked.token);
      const numbers = await gateway.accountNumbers(accessToken, linked.id);
      // Read again under the merchant's lock: the flags may have changed during Plaid's calls.
      const judged = await judgedSave(deps, loaded.row.id, (repos, current) =>
        current
          ? saveLinkedBank(repos, current, linked, numbers)
          : Promise.resolve({ kind: 'unknown-merchant' } as const),
      );
      return replyJudgedForm(request, reply, judged);
    } catch (error) {
      return plaidRefusal(reply, error, request.log);
    }
  });
}

/** Plaid's failure as {error: {plaidError}}; anything else is the server's own fault. */
function plaidRefusal(
  reply: FastifyReply,
  error: unknown,
  log: { warn(object: object, message: string): void },
) {
  if (!(error instanceof PlaidFailure)) throw error;
  const failure = error;
  log.warn(
    { plaidErrorCode: failure.errorCode, plaidRequestId: failure.requestId },
    'Plaid refused a call',
  );
  return refuse(reply, 502, failure.said);
}
