/**
 * GET /user-state and POST /logout (doc 2 §7). Signing out changes state, so it is a POST (checked
 * against cross-site requests like every other); GET /logout only shows a page leading to the
 * app's sign-out, so a link or an image on another site cannot sign a merchant out.
 */
import type { FastifyInstance } from 'fastify';
import { SESSION_API, type UserStateResponse } from '../../domain/api/session-api';
import type { AppDeps } from '../app/app-deps';
import { msg } from '../../domain/i18n/message';
import { answerLanguage } from '../i18n/say-answers';
import { sayIn } from '../i18n/say';
import type { MerchantRow } from '../db/schema';
import { registeredCountryOf, sessionUserState } from './user-state-response';
import { isEligibleForCashPay } from '../back-office/cash-pay-eligibility';

/** GET /user-state, POST /logout and the GET /logout page. */
export async function userStateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sessions, repos } = deps;
  /** Cash pay offer (the status page then waits for the cash pay form) and back office mark. */
  const factsOf = async (merchant: MerchantRow) => {
    // The record just read holds the account's two record fields: only the account row is read.
    const account = await repos.merchantAccounts.get(merchant.id, merchant);
    return {
      isEligibleForCashPay:
        !!account &&
        isEligibleForCashPay(deps.config.backOffice.flags, account, registeredCountryOf(merchant)),
      mark: account?.accountMark ?? '',
      appIds: deps.config.platformAppIds,
    };
  };

  app.get(SESSION_API.userState, async (request, reply): Promise<UserStateResponse> => {
    reply.header('cache-control', 'no-store');
    const answer = await sessionUserState(
      await sessions.read(request),
      repos.merchants,
      factsOf,
      await deps.maintenance.isOn(),
      repos.accountContacts,
    );
    // The person's stored language, so a sign-in on another device reads the portal in it; not
    // told to a browser that has only typed an address and not yet proven it (WAIT_FOR_EMAIL).
    const proven = answer.email && answer.userState !== 'WAIT_FOR_EMAIL';
    const language = proven ? await repos.languageChoices.languageOf(answer.email!) : null;
    return language ? { ...answer, language } : answer;
  });

  app.post(SESSION_API.logout, async (request, reply) => {
    await sessions.end(request, reply);
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });

  app.get(SESSION_API.logout, async (request, reply) => {
    const language = answerLanguage(request);
    const link = `<a href="/app/logout">${sayIn(language, msg('server.signOutPage.link'))}</a>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${sayIn(language, msg('server.signOutPage.title'))}</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 2rem auto">
<p>${sayIn(language, msg('server.signOutPage.body', { link }))}</p>
</body></html>`);
  });
}
