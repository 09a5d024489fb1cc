/**
 * Adds the back office to the app: the operations console's calls, the signed webhooks, and the
 * status-page calls the merchant's app makes, over the back office tables of `db`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app/app-deps';
import { agreementRoutes } from '../agreement/agreement-routes';
import type { Db } from '../db/database';
import { opsApplicationRoutes } from '../ops/ops-application-routes';
import { opsAuthRoutes } from '../ops/ops-auth-routes';
import { opsFunnelRoutes } from '../funnel/ops-funnel-route';
import { opsMaintenanceRoutes } from '../ops/ops-maintenance-routes';
import { createOpsSessionsRepository, createOpsUsersRepository } from '../ops/ops-repositories';
import { createOpsSessionService } from '../ops/ops-session-service';
import { cashPayRoutes } from '../cash-pay/cash-pay-routes';
import { flagsRoutes } from '../flags/flags-routes';
import { helpDeskRoutes } from '../help/help-desk-routes';
import { instoreRoutes } from '../status/instore-routes';
import { statusRoutes } from '../status/status-routes';
import { providerAccountRoutes } from '../status/provider-account-routes';
import type { BackOfficeDeps } from './back-office-deps';
import { createBackOfficeRepositories } from './back-office-repositories';
import { createBackOffice } from './back-office-service';
import { createAccessTokens } from './instore-access-token';
import { webhookRoutes } from './webhook-routes';
import { createRevisionService, type RevisionService } from '../revision/revision-service';
import { revisionRoutes } from '../revision/revision-routes';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Registers every back office route on `app`. */
export async function registerBackOffice(
  app: FastifyInstance,
  appDeps: AppDeps,
  db: Db,
): Promise<void> {
  const bo = createBackOfficeRepositories(db);
  const opsUsers = createOpsUsersRepository(db);
  const opsSessions = createOpsSessionService(
    createOpsSessionsRepository(db),
    opsUsers,
    appDeps.clock,
    appDeps.config.opsIdleTimeoutMinutes * 60 * 1000,
  );
  // The back office asks the requests for changes before a decision; they ask it for the status.
  const revisions: RevisionService = createRevisionService({
    repos: appDeps.repos,
    withMerchantLock: appDeps.withMerchantLock,
    statusOf: (merchantId) => backOffice.statusOf(merchantId),
    audit: bo.audit,
    mailer: appDeps.mailer,
    clock: appDeps.clock,
    publicUrl: () => appDeps.config.publicUrl,
    supportEmail: () => appDeps.config.backOffice.supportEmail,
    log: app.log,
    notify: (merchantId) => appDeps.statusNotifier.notify(merchantId, 'compliance'),
    changed: (merchantId) => appDeps.revisionKeeper.changed(merchantId),
  });
  const backOffice = createBackOffice({
    repos: appDeps.repos,
    bo,
    mailer: appDeps.mailer,
    clock: appDeps.clock,
    publicUrl: () => appDeps.config.publicUrl,
    log: app.log,
    maintenance: appDeps.maintenance,
    notifier: appDeps.statusNotifier,
    funnel: appDeps.funnel,
    revisions,
  });
  const deps: BackOfficeDeps = { ...appDeps, bo, opsUsers, opsSessions, backOffice, revisions };

  await flagsRoutes(app, deps);
  await opsAuthRoutes(app, deps);
  await opsApplicationRoutes(app, deps);
  await revisionRoutes(app, deps);
  await opsMaintenanceRoutes(app, deps);
  await opsFunnelRoutes(app, deps);
  await webhookRoutes(app, deps);
  await statusRoutes(app, deps);
  await providerAccountRoutes(app, deps);
  await cashPayRoutes(app, deps);
  await instoreRoutes(app, {
    ...deps,
    accessTokens: createAccessTokens(appDeps.config.secrets.sessionSecret),
  });
  await helpDeskRoutes(app, deps);
  await agreementRoutes(app, deps);

  const timer = setInterval(() => {
    opsSessions
      .deleteExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping console sessions failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
