/**
 * Starts the browser's error reporting (doc 2 §8; docs/decisions/0211-error-reporting.md):
 * uncaught errors and unhandled rejections are reported, every report goes to the portal's own
 * intake, and to Sentry too when the server has a DSN. Sentry's SDK is fetched only then, after
 * the page has loaded, so the login page's first script does not carry it.
 */
import { CLIENT_CONFIG_PATH, type ClientConfigResponse } from '../../domain/api/client-errors-api';
import { apiRequest } from '../api/http-client';
import { addErrorReportSink, reportUncaughtErrors } from './error-reporting';
import { portalErrorSink } from './portal-error-sink';

/** The reporting settings of the server; none when they cannot be read. */
async function readClientConfig(): Promise<ClientConfigResponse | undefined> {
  try {
    return await apiRequest<ClientConfigResponse>(CLIENT_CONFIG_PATH, { retry: 0 });
  } catch {
    return undefined;
  }
}

/** Adds the Sentry sink when the server names a DSN. */
export async function connectSentry(
  readConfig: () => Promise<ClientConfigResponse | undefined> = readClientConfig,
): Promise<boolean> {
  const config = await readConfig();
  if (typeof config?.sentryDsn !== 'string' || !config.sentryDsn) return false;
  const { createSentrySink } = await import('./sentry-sink');
  addErrorReportSink(createSentrySink({ dsn: config.sentryDsn, release: __APP_VERSION__ }));
  return true;
}

/**
 * Runs `work` in a task of its own once the page has loaded: the load event fires in the task that
 * evaluates the first script, which a phone already spends long on.
 */
function afterLoad(work: () => void): void {
  const later = () => setTimeout(work, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

export function startErrorReporting(): () => void {
  const stopListening = reportUncaughtErrors();
  const removeSink = addErrorReportSink(portalErrorSink());
  afterLoad(() => void connectSentry().catch(() => {}));
  return () => {
    stopListening();
    removeSink();
  };
}
