/**
 * doc 2 §8: "The error-reporting service ignores Timeout errors and browser-extension URLs." One
 * rule for every path a report takes (the browser's sinks, the portal's intake, Sentry's
 * beforeSend on both sides), so a filter never differs between them.
 */

/** Script addresses of browser extensions: their errors are not the portal's. */
export const EXTENSION_URL = /(chrome|moz|safari)-extension:\/\//;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** True for a timeout (by name or message) or an error thrown from a browser extension's script. */
export function isIgnoredError(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TimeoutError') return true;
  const text = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  return /^Timeout\b/i.test(messageOf(error)) || EXTENSION_URL.test(text);
}

/** The same rule over a report already reduced to text (name, message, stack and source). */
export function isIgnoredReport(report: {
  name?: string | undefined;
  message: string;
  stack?: string | undefined;
  url?: string | undefined;
}): boolean {
  if (report.name === 'TimeoutError' || /^Timeout\b/i.test(report.message)) return true;
  return EXTENSION_URL.test(`${report.message}\n${report.stack ?? ''}\n${report.url ?? ''}`);
}
