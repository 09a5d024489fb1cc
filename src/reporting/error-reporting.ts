/**
 * The error-reporting module of the browser (doc 2 §8: the activation poll reports its first 15
 * errors; reports carry the merchant reference where known). Reports are written to the console
 * and handed to every registered sink, so an operator's monitoring service plugs in with
 * `addErrorReportSink`. Timeout errors and browser-extension URLs are ignored (doc 2 §8), by the
 * rule every reporting path shares (domain/errors/ignored-errors.ts).
 */
import { EXTENSION_URL, isIgnoredError } from '../../domain/errors/ignored-errors';

export interface ErrorReport {
  error: unknown;
  message: string;
  context: Record<string, unknown>;
  at: number;
  /** One id per report, given to every sink, so the portal's log line and Sentry's event join. */
  correlationId: string;
}

type Sink = (report: ErrorReport) => void;
const sinks = new Set<Sink>();

/** Adds a receiver of every report; answers a function that removes it. */
export function addErrorReportSink(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export { isIgnoredError };

/** Reports an error with what was being done. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (isIgnoredError(error)) return;
  const report: ErrorReport = {
    error,
    message: messageOf(error),
    context,
    at: Date.now(),
    correlationId: crypto.randomUUID(),
  };
  console.error('[error report]', report.message, context);
  for (const sink of sinks) {
    try {
      sink(report);
    } catch {
      // A sink that fails is not reported again: reporting its own failure could loop.
    }
  }
}

/**
 * doc 2 §8: uncaught window errors and unhandled rejections are reported too; the page shows no
 * text for them. An error from a browser extension's script is ignored like any other report of
 * one. Answers a function that stops listening.
 */
export function reportUncaughtErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const source = event.filename ?? '';
    if (EXTENSION_URL.test(source)) return;
    reportError(event.error ?? event.message, { kind: 'uncaught', source });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportError(event.reason, { kind: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
