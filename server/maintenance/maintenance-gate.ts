/**
 * While the portal is in maintenance every merchant call stops before it reads or writes
 * anything (doc 2 §7: "A MAINTENANCE_MODE user state stops processing"): 503 with the
 * maintenance answer, which the app turns into the /maintenance page. GET /user-state answers
 * MAINTENANCE_MODE itself (server/session/user-state-routes.ts); sign-out, the operators' console, the
 * back office webhook and the app's own files keep working.
 */
import type { FastifyInstance } from 'fastify';
import { BACK_OFFICE_WEBHOOK_PATH } from '../../domain/api/back-office-api';
import { CLIENT_CONFIG_PATH, CLIENT_ERRORS_PATH } from '../../domain/api/client-errors-api';
import { maintenanceAnswer } from '../../domain/api/maintenance-api';
import { SESSION_API } from '../../domain/api/session-api';
import type { MaintenanceSwitchService } from './maintenance-switch';
import { msg } from '../../domain/i18n/message';

/** The merchant calls outside /api (doc 2 §7). */
const TOP_LEVEL_MERCHANT_CALLS = new Set([
  SESSION_API.checkEmail,
  SESSION_API.checkCaptchaToken,
  SESSION_API.signInLink,
  '/signup',
  '/send-merchant-admin-help-desk-email',
]);

/**
 * Calls under /api that are not the merchant's: the console, the webhook, the captcha widget, and
 * the browser's error reporting (errors during maintenance are still worth knowing).
 */
const NOT_MERCHANT_PREFIXES = [
  '/api/ops/',
  BACK_OFFICE_WEBHOOK_PATH,
  '/api/captcha/',
  '/api/flags',
  CLIENT_ERRORS_PATH,
  CLIENT_CONFIG_PATH,
];

/** True for a merchant call that maintenance stops. */
export function isMerchantCall(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (TOP_LEVEL_MERCHANT_CALLS.has(path)) return true;
  if (!path.startsWith('/api/')) return false;
  return !NOT_MERCHANT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Adds the gate to every route of `app`. */
export function refuseMerchantCallsInMaintenance(
  app: FastifyInstance,
  maintenance: MaintenanceSwitchService,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isMerchantCall(request.url)) return;
    if (!(await maintenance.isOn())) return;
    // The answer's words in the request's language (said by server/i18n/say-answers.ts).
    await reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({ ...maintenanceAnswer(), error: msg('server.maintenance') });
  });
}
