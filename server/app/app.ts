/**
 * Builds the Fastify app (fastify/demo style): plugins, services, routes, static app. It does not
 * listen; server/main.ts and startServer do.
 */
import { languageRoutes } from '../i18n/language-routes';
import { sayAnswers } from '../i18n/say-answers';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { registerBackOffice } from '../back-office/register-back-office';
import {
  createSessionService,
  ABSOLUTE_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
} from '../session/session-service';
import { createSignInLinks } from '../session/sign-in-links';
import { createCaptcha } from '../captcha/captcha';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { createFieldCipher } from '../crypto/field-cipher';
import { resealingCipher } from '../crypto/resealing-cipher';
import { openDatabase, POSTGRES_POOL_SIZE, type Db } from '../db/database';
import { createMerchantLock } from '../db/merchant-lock';
import { createWriteTurns } from '../db/write-turns';
import { createStatusNotifier } from '../status/create-status-notifier';
import { statusEventsRoutes } from '../status/status-events-route';
import { createRepositories } from '../db/repositories';
import type { MerchantRow } from '../db/schema';
import { loadMerchant } from '../merchant/merchant-record';
import { registerCompression } from '../http/compression';
import { correlationIdOf, echoCorrelationId } from '../http/correlation-id';
import { installErrorHandler, RATE_LIMITED_ERROR } from '../http/error-handler';
import { isLocalOrigin } from '../http/security';
import { registerSecurityHeaders } from '../http/security-headers';
import { registerSpa } from '../http/spa';
import { openApiRoutes } from '../http/openapi';
import { checkRouteContracts } from '../http/route-contracts';
import { refuseCrossSiteWrites } from '../http/same-origin';
import { refuseUnstorableText } from '../http/unstorable-text';
import { loggerOptions } from '../http/logging';
import { createDevMailer } from '../mail/dev-mailer';
import type { Mailer } from '../mail/mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { captchaRoutes } from '../captcha/captcha-routes';
import { checkEmailRoutes } from '../session/check-email-routes';
import { devMailboxRoutes } from '../mail/dev-mailbox-routes';
import { bankInfoRoutes } from '../bank/bank-info-routes';
import { customerServiceRoutes } from '../customer-support/customer-service-routes';
import { onboardingLinkRoutes } from '../business-details/onboarding-link-routes';
import { plaidRoutes } from '../bank/plaid-routes';
import { placesRoutes } from '../places/places-routes';
import { restoreRoutes } from '../merchant/restore-routes';
import { saveRoutes } from '../merchant/save-routes';
import { inStoreFieldsRoutes } from '../status/in-store-fields-routes';
import { stateLogRoutes } from '../state-log/state-log-routes';
import { uploadFileRoutes } from '../uploads/upload-file-routes';
import { registerMultipart } from '../uploads/multipart';
import { createS3UploadStore } from '../uploads/s3-store';
import { createDiskUploadStore, type UploadStore } from '../uploads/upload-store';
import { openRateLimitRedis } from '../http/rate-limit-store';
import { signInLinkRoutes } from '../session/sign-in-link-routes';
import { signupRoutes } from '../lead/signup-routes';
import { createMaintenanceSwitch } from '../maintenance/maintenance-switch';
import { refuseMerchantCallsInMaintenance } from '../maintenance/maintenance-gate';
import { userStateRoutes } from '../session/user-state-routes';
import { countingMailer } from '../metrics/counting-mailer';
import { metricsRoutes } from '../metrics/metrics-route';
import { createPortalMetrics } from '../metrics/portal-metrics';
import { countRequests } from '../metrics/request-metrics';
import { clientErrorRoutes } from '../reporting/client-errors-route';
import { analyticsIntakeRoutes } from '../funnel/analytics-intake-route';
import { createFunnelRecorder } from '../funnel/funnel-recorder';
import { createMerchantKey } from '../funnel/merchant-key';
import { createAnalyticsForwarder } from '../funnel/analytics-forwarder';
import { createPostHogSink } from '../funnel/posthog-sink';
import { FUNNEL_RETENTION_MS } from '../funnel/funnel-repository';
import { createServerErrorReporter } from '../reporting/server-error-reporter';
import { createAuditLogRepository } from '../back-office/back-office-repositories';
import { createRevisionKeeper } from '../revision/revision-keeper';

export interface BuildOptions {
  /** The time source; tests move it forward to expire links and sessions. */
  clock?: Clock;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/** Builds the app over `config`; the database is opened and migrated here. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: correlationIdOf,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    trustProxy: config.trustProxy,
  });

  const metrics = createPortalMetrics();
  const db = await openDatabase({
    ...config,
    onPoolError: (error) =>
      app.log.warn({ err: error }, 'a database connection was lost; a new one is opened on use'),
    observer: {
      statementFailed: () => metrics.statementErrors.inc(),
      poolOpened: (pool) => metrics.observePool(pool),
    },
  });
  app.addHook('onClose', () => db.destroy());
  const cipher = createFieldCipher(config.secrets.dataEncryptionKey);
  const repos = createRepositories(db, cipher, clock);
  const merchantLock = createMerchantLock(db, config.databaseUrl ? 'postgres' : 'sqlite');
  // Per transaction: an unchanged sensitive value keeps its sealed text (decision 0121).
  const lockedRepositories = (trx: Db) => createRepositories(trx, resealingCipher(cipher), clock);
  // One write at a time on SQLite's one connection; as many as the pool holds on PostgreSQL.
  const writeTurns = createWriteTurns(config.databaseUrl ? POSTGRES_POOL_SIZE : 1);
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevMailer(repos.devMailbox, app.log, clock);
  app.addHook('onClose', async () => mailer.close());
  const uploadStore: UploadStore = config.s3
    ? createS3UploadStore(config.s3)
    : createDiskUploadStore(config.dataDir);
  app.addHook('onClose', () => uploadStore.close());
  const sessions = createSessionService(repos.sessions, clock);
  const statusNotifier = await createStatusNotifier(app, db, config);
  const forwarder = config.forwarding
    ? createAnalyticsForwarder({
        repo: repos.funnel,
        sink: createPostHogSink(config.forwarding),
        clock,
        log: app.log,
        counted: (outcome, events) => metrics.analyticsForwarded.inc({ outcome }, events),
      })
    : undefined;
  if (forwarder) app.addHook('onClose', () => forwarder.stop());
  const revisionKeeper = createRevisionKeeper({
    repos,
    audit: createAuditLogRepository(db),
    mailer,
    clock,
    publicUrl: () => config.publicUrl,
    supportEmail: () => config.backOffice.supportEmail,
    log: app.log,
    notify: (merchantId) => statusNotifier.notify(merchantId, 'compliance'),
    resyncMs: config.revisionResyncMs,
  });
  app.addHook('onReady', () => revisionKeeper.start());
  app.addHook('onClose', () => revisionKeeper.stop());
  const deps: AppDeps = {
    config,
    clock,
    repos,
    sessions,
    mailer,
    uploadStore,
    statusNotifier,
    revisionKeeper,
    funnel: createFunnelRecorder({
      repo: repos.funnel,
      keyOf: createMerchantKey(config.secrets.dataEncryptionKey),
      clock,
      log: app.log,
      ...(forwarder && { onStored: () => void forwarder.nudge() }),
    }),
    captcha: createCaptcha({
      hmacKey: config.secrets.captchaHmacKey,
      complexity: config.captchaComplexity,
      clock,
      solutions: repos.captchaSolutions,
    }),
    signInLinks: createSignInLinks({
      tokens: repos.signInTokens,
      merchants: repos.merchants,
      contacts: repos.accountContacts,
      mailer: countingMailer(mailer, metrics.signInMails),
      clock,
      publicUrl: () => config.publicUrl,
    }),
    maintenance: createMaintenanceSwitch(db, clock, config.maintenance),
    withMerchantLock: (merchantId, work) =>
      writeTurns.run(() => merchantLock(merchantId, (trx) => work(lockedRepositories(trx)))),
    withLoadedMerchant: (merchantId, work) =>
      writeTurns.run(() =>
        merchantLock(
          merchantId,
          async (trx, readForUpdate) => {
            const locked = lockedRepositories(trx);
            return work(locked, await loadMerchant(locked, merchantId, readForUpdate));
          },
          { lockedByFirstRead: true },
        ),
      ),
    async saveMerchantForms(merchantId, work) {
      let merchant: MerchantRow | undefined;
      const outcome = await deps.withLoadedMerchant(merchantId, (repos, loaded) => {
        merchant = loaded?.row;
        return work(repos, loaded);
      });
      await deps.funnel.formsSaved(merchant, outcome);
      return outcome;
    },
  };

  if (!isLocalOrigin(config.publicUrl) && config.publicUrl.startsWith('http:')) {
    app.log.warn(
      'PUBLIC_URL is plain http on a host other than localhost: browsers refuse the Secure session cookie there, so serve the portal over HTTPS.',
    );
  }

  await app.register(fastifyCookie, { secret: config.secrets.sessionSecret });
  const reporter = await createServerErrorReporter(config.reporting, config.nodeEnv);
  app.addHook('onClose', () => reporter.close());
  const sentryOrigin = config.reporting.sentryDsn && new URL(config.reporting.sentryDsn).origin;
  registerSecurityHeaders(app, config.publicUrl, sentryOrigin ? [sentryOrigin] : []);
  const rateLimitRedis = config.redisUrl ? openRateLimitRedis(config.redisUrl, app.log) : undefined;
  if (rateLimitRedis) app.addHook('onClose', () => rateLimitRedis.close());
  await app.register(fastifyRateLimit, {
    global: false,
    // Shared counters when several servers run: a restart or another server does not reset them.
    ...(rateLimitRedis ? { redis: rateLimitRedis.client, nameSpace: 'portal-rate-limit-' } : {}),
    // Redis away: the limits are skipped rather than every sign-in refused (logged meanwhile).
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(RATE_LIMITED_ERROR), { statusCode: context.statusCode }),
  });
  await registerCompression(app);
  await registerMultipart(app);
  echoCorrelationId(app);
  sayAnswers(app);
  countRequests(app, metrics);
  installErrorHandler(app, (error, request) =>
    reporter.capture(error, {
      correlationId: request.id,
      route: request.routeOptions.url ?? 'unmatched',
      method: request.method,
    }),
  );
  refuseCrossSiteWrites(app, config);
  refuseUnstorableText(app);
  refuseMerchantCallsInMaintenance(app, deps.maintenance);
  checkRouteContracts(app);

  await captchaRoutes(app, deps);
  await checkEmailRoutes(app, deps);
  await signInLinkRoutes(app, deps);
  await userStateRoutes(app, deps);
  await languageRoutes(app, deps);
  await signupRoutes(app, deps);
  await restoreRoutes(app, deps);
  await placesRoutes(app, deps);
  await saveRoutes(app, deps);
  await inStoreFieldsRoutes(app, deps);
  await stateLogRoutes(app, deps);
  await onboardingLinkRoutes(app, deps);
  await bankInfoRoutes(app, deps);
  await customerServiceRoutes(app, deps);
  await plaidRoutes(app, deps);
  await uploadFileRoutes(app, deps);
  await registerBackOffice(app, deps, db);
  await statusEventsRoutes(app, { sessions, notifier: statusNotifier });
  await openApiRoutes(app);
  await clientErrorRoutes(app, { reporting: config.reporting });
  await analyticsIntakeRoutes(app, deps);
  await metricsRoutes(app, { config, metrics });
  if (!config.smtpUrl && config.nodeEnv !== 'production') await devMailboxRoutes(app, deps);
  await registerSpa(app, config.clientDir);

  // Expired rows are swept now and then; every reader also checks expiry itself. Funnel events
  // past their retention go with them.
  const sweep = async () => {
    const now = clock();
    await repos.sessions.deleteExpired(now - IDLE_TIMEOUT_MS, now - ABSOLUTE_TIMEOUT_MS);
    await repos.captchaSolutions.deleteExpired(now);
    await deps.signInLinks.deleteStale();
    await repos.funnel.deleteOlderThan(now - FUNNEL_RETENTION_MS);
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired rows failed'));
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return app;
}
