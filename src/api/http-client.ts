/**
 * The one HTTP client of the app (doc 2 §7, §8; doc 1 §9). Every call carries a fresh
 * x-correlation-id, the tab's x-session-id and x-app-version; a JSON body means POST; GET is
 * retried at most twice and never on 404; a 401 on any call ends the session here and only here.
 * A failed call rejects with plain words a merchant can act on (domain/errors/plain-failure.ts);
 * doc 2 §8's "generic prefix plus the response text" is left out so no one reads a status code or
 * a server's internals (docs/decisions/0100-accessibility-colours-and-focus.md).
 */
import * as v from 'valibot';
import type { AnySchema } from '../../domain/api/route-contract';
import { isMaintenanceAnswer } from '../../domain/api/maintenance-api';
import {
  isNetworkFailure,
  NETWORK_ERROR_MESSAGE,
  plainMessageOfStatus,
  SERVER_ERROR_MESSAGE,
} from '../../domain/errors/plain-failure';
import { API_HEADERS, SESSION_API } from '../../domain/api/session-api';
import type { Text } from '../../domain/i18n/message';
import { reportError } from '../reporting/error-reporting';
import { forgetSession, tabSessionId } from './browser-session';
import { sendWithRetry } from './send-with-retry';

/**
 * doc 2 §8: the rejection of every call answered 401. No merchant reads it: the session ends and
 * the login page shows.
 */
export const REAUTHENTICATE_MESSAGE = 'Please re-authenticate.';

/** An error's own message, for logs: the server's words, or the id of the portal's message. */
const logTextOf = (text: Text) => (typeof text === 'string' ? text : text.id);

/**
 * A non-OK answer: its plain words for the merchant (`text`: a message of the catalogues or the
 * server's words, already in the merchant's language), the status and the parsed JSON body
 * (validation_errors reach the machines).
 */
export class ApiError extends Error {
  constructor(
    readonly text: Text,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(logTextOf(text));
    this.name = 'ApiError';
  }
}

/** No answer at all, as fetch rejects, with the plain words for it (see plainFailureMessage). */
export function noAnswer(cause?: unknown): TypeError {
  return Object.assign(new TypeError(logTextOf(NETWORK_ERROR_MESSAGE), { cause }), {
    text: NETWORK_ERROR_MESSAGE,
  });
}

/**
 * A successful answer that does not have the shape of its route's contract
 * (domain/api/route-contracts.ts): reported, and a failure in plain words rather than a crash
 * further on.
 */
export class UnexpectedAnswerError extends ApiError {
  constructor(
    readonly path: string,
    status: number,
    body: unknown,
    readonly issues: string[],
  ) {
    super(SERVER_ERROR_MESSAGE, status, body);
    this.name = 'UnexpectedAnswerError';
  }
}

let onUnauthorized: () => void = () => {};
let onMaintenance: () => void = () => {};
let apiOrigin = '';

/** Where the API lives; the app is served by the API server, so the same origin by default. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

/** The address of an API path (relative to the server root), for what apiRequest does not send. */
export function apiUrl(path: string): string {
  return `${apiOrigin}${path}`;
}

/** The absolute address of an API path, which fetch needs outside a page (tests, workers). */
function absoluteUrl(path: string): string {
  const origin = apiOrigin || (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${path}`;
}

/** Registers what a 401 does to the rest of the app (sends the session machine to logged-out). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * Registers what a maintenance answer (503 with userState MAINTENANCE_MODE, doc 2 §7) does to the
 * rest of the app: the session machine goes to its maintenance state.
 */
export function setMaintenanceHandler(handler: () => void): void {
  onMaintenance = handler;
}

let answerLanguage = 'en';

/** The language the server answers in from now on: the language the page shows. */
export function setAnswerLanguage(language: string): void {
  answerLanguage = language;
}

/**
 * The headers every call carries (doc 2 §7), for the calls apiRequest does not send (uploads),
 * and the language the page shows, which the server's messages follow.
 */
export function apiHeaders(): Record<string, string> {
  return {
    [API_HEADERS.correlationId]: crypto.randomUUID(),
    [API_HEADERS.sessionId]: tabSessionId(),
    [API_HEADERS.appVersion]: __APP_VERSION__,
    'accept-language': answerLanguage,
  };
}

/** doc 1 §9: a query is retried at most twice. */
const GET_RETRIES = 2;

export interface RequestOptions {
  /** A JSON body; its presence makes the call a POST. */
  json?: unknown;
  method?: 'get' | 'post';
  signal?: AbortSignal;
  /** The shape of the answer the caller relies on (the route's response schema). */
  answer?: AnySchema;
  /**
   * What a 401 means: the merchant's session ended (the default, handled here and only here), or
   * a refusal like any other (the staff console has its own session).
   */
  unauthorized?: 'end-session' | 'refuse';
  /** How often a GET is sent again after a failure (2 by default, doc 1 §9). */
  retry?: number;
  /** The language the answer is in, when not the page's (the staff console reads English). */
  language?: string;
}

let endingSession: Promise<void> | undefined;

async function endSession(): Promise<void> {
  forgetSession();
  try {
    await sendWithRetry(absoluteUrl(SESSION_API.logout), {
      method: 'post',
      headers: apiHeaders(),
      retry: 0,
    });
  } catch {
    // The server may already have dropped the session; the browser side is cleared regardless.
  }
  onUnauthorized();
}

/** The parsed text of an answer: JSON, else the text itself. */
export function parseAnswerText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `fetch` for the multipart calls: no answer at all rejects in plain words, as apiRequest does. */
export async function fetchOrExplain(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isNetworkFailure(error)) throw noAnswer(error);
    throw error;
  }
}

/** The failure of an answer with `status`: the server's own words for a refusal, else plain copy. */
export function failedAnswer(status: number, body: unknown): ApiError {
  const serverText =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : null;
  // The maintenance answer's own words say what happens to the merchant's answers (doc 2 §7).
  if (status === 503 && isMaintenanceAnswer(body) && serverText) {
    return new ApiError(serverText, status, body);
  }
  return new ApiError(plainMessageOfStatus(status, serverText), status, body);
}

/** Calls the API at `path` (relative to the server root) and returns the parsed JSON answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.json !== undefined ? 'post' : (options.method ?? 'get');
  let response: Response;
  try {
    response = await sendWithRetry(absoluteUrl(path), {
      method,
      json: options.json,
      headers: {
        ...apiHeaders(),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      retry: options.retry ?? GET_RETRIES,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    // No answer at all (offline, timed out): a TypeError as fetch gives, in plain words, so the
    // machines still see a failure worth sending again.
    if (isNetworkFailure(error)) throw noAnswer(error);
    throw error;
  }
  if (response.status === 401 && options.unauthorized !== 'refuse') {
    return settleAnswer<T>(path, 401, undefined);
  }
  return settleAnswer<T>(path, response.status, parseAnswerText(await response.text()), options);
}

/**
 * What every answer goes through, whichever way it was sent (apiRequest, fetch for a form, or
 * XMLHttpRequest for an upload): a 401 ends the session here and only here, a maintenance answer
 * tells the app, a refusal rejects in plain words, and a success is checked against `answer`.
 */
export async function settleAnswer<T>(
  path: string,
  status: number,
  body: unknown,
  options: Pick<RequestOptions, 'answer' | 'unauthorized'> = {},
): Promise<T> {
  if (status === 401 && options.unauthorized !== 'refuse') {
    endingSession ??= endSession().finally(() => (endingSession = undefined));
    await endingSession;
    throw new Error(REAUTHENTICATE_MESSAGE);
  }
  if (status === 503 && isMaintenanceAnswer(body)) onMaintenance();
  if (status < 200 || status >= 300) throw failedAnswer(status, body);
  if (options.answer) {
    const checked = v.safeParse(options.answer, body);
    if (!checked.success) {
      const issues = checked.issues.slice(0, 5).map((issue) => {
        const where = v.getDotPath(issue);
        return where ? `${where}: ${issue.message}` : issue.message;
      });
      const error = new UnexpectedAnswerError(path, status, body, issues);
      reportError(error, { path, status, issues });
      throw error;
    }
  }
  return body as T;
}

/** Sends `form` (multipart) to `path` with the headers every call carries; see settleAnswer. */
export async function apiFormRequest<T>(
  path: string,
  form: FormData,
  options: Pick<RequestOptions, 'answer' | 'signal'> = {},
): Promise<T> {
  const response = await fetchOrExplain(absoluteUrl(path), {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: apiHeaders(),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return settleAnswer<T>(path, response.status, parseAnswerText(await response.text()), options);
}
