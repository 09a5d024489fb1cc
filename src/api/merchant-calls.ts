/**
 * The merchant's calls of the lead form and the business details (doc 2 §7), over the app's HTTP
 * client: sign-up, restore, save, the onboarding link, uploads and the address search. A refusal
 * for field errors (400 with validation_errors) is an answer the machines read, not a failure.
 */
import {
  DEFAULT_BUCKET,
  MERCHANT_API,
  type MerchantSaveResponse,
  type OnboardingLinkResponse,
  type RestoreResponse,
  type UploadFileResponse,
} from '../../domain/api/merchant-api';
import { API_HEADERS } from '../../domain/api/session-api';
import type { CountryCode } from '../../domain/countries/country-code';
import {
  PLACES_API,
  type PlaceAddress,
  type PlaceSuggestionsResponse,
} from '../../domain/onboarding/address-search';
import type { LeadPayload } from '../../domain/payload/lead-payload';
import type { SavePayload } from '../../domain/payload/save-payload';
import type { SignupAnswer } from '../../machines/lead.machine';
import { tabSessionId } from './browser-session';
import { NETWORK_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import { ApiError, apiRequest, failedAnswer } from './http-client';

/** doc 2 §7: POST /signup {data:{...}}. */
export const SIGNUP_PATH = '/signup';

/** The body of a 400 carrying field errors as the answer; any other failure stays a failure. */
async function answerOrFieldErrors<T extends { validation_errors?: unknown }>(
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as T | null) : null;
    if (error instanceof ApiError && error.status === 400 && body?.validation_errors) return body;
    throw error;
  }
}

/** POST /signup with the lead payload of domain/payload. */
export const signUp = (payload: LeadPayload, signal?: AbortSignal) =>
  answerOrFieldErrors(() => apiRequest<SignupAnswer>(SIGNUP_PATH, { json: payload, signal }));

/** GET /api/restore. */
export const restoreMerchant = (signal?: AbortSignal) =>
  apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal });

/** POST /api/save with the three parts as one JSON object (the server reads both shapes). */
export const saveMerchant = (payload: SavePayload, signal?: AbortSignal) =>
  answerOrFieldErrors(() =>
    apiRequest<MerchantSaveResponse>(MERCHANT_API.save, { json: payload, signal }),
  );

/** POST /api/onboarding-link {prospectId}. */
export const createOnboardingLink = (prospectId: string, signal?: AbortSignal) =>
  apiRequest<OnboardingLinkResponse>(MERCHANT_API.onboardingLink, {
    json: { prospectId },
    signal,
  });

/** What an upload names: the form field it belongs to and the bucket (doc 1 §3 "Upload payload"). */
export interface UploadTarget {
  field: string;
  filename?: string;
  bucketType?: string;
}

/** What an upload call may be told: to stop, and where to report how much was sent. */
export interface UploadOptions {
  signal?: AbortSignal;
  /** Percent of the file sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** The status and parsed body of an upload answer. */
interface UploadAnswer {
  status: number;
  statusText: string;
  body: Partial<UploadFileResponse> & { message?: string; error?: string };
}

/**
 * Sends the form over XMLHttpRequest, the browser API that reports upload progress (fetch does
 * not report it for a request body).
 */
function sendUpload(body: FormData, options: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', MERCHANT_API.uploadFile);
    request.withCredentials = true;
    request.setRequestHeader(API_HEADERS.correlationId, crypto.randomUUID());
    request.setRequestHeader(API_HEADERS.sessionId, tabSessionId());
    request.setRequestHeader(API_HEADERS.appVersion, __APP_VERSION__);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.((event.loaded / event.total) * 100);
      }
    });
    request.addEventListener('load', () => {
      let parsed: UploadAnswer['body'] = {};
      try {
        parsed = JSON.parse(request.responseText) as UploadAnswer['body'];
      } catch {
        // Not JSON (a proxy's page): the status text explains it.
      }
      resolve({ status: request.status, statusText: request.statusText, body: parsed });
    });
    request.addEventListener('error', () => reject(new TypeError(NETWORK_ERROR_MESSAGE)));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was stopped.', 'AbortError')),
    );
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/**
 * POST /api/upload-file as multipart {file, filename, bucketType, field} with the headers every
 * call carries, reporting progress as it sends. Answers the stored file; throws with the server's
 * message, shown under the field as it is (doc 2 §8).
 */
export async function uploadFile(
  file: File,
  target: UploadTarget,
  options: UploadOptions = {},
): Promise<UploadFileResponse> {
  const body = new FormData();
  body.set('file', file, file.name);
  body.set('filename', target.filename ?? file.name);
  body.set('bucketType', target.bucketType ?? DEFAULT_BUCKET);
  body.set('field', target.field);
  const answer = await sendUpload(body, options);
  // A 401 goes through the client's single handler, which ends the session and rejects.
  if (answer.status === 401) await apiRequest(MERCHANT_API.restore);
  if (answer.status < 200 || answer.status >= 300 || !answer.body.url) {
    throw failedAnswer(answer.status, {
      ...answer.body,
      error: answer.body.message ?? answer.body.error,
    });
  }
  options.onProgress?.(100);
  return answer.body as UploadFileResponse;
}

/** GET /api/places/autocomplete; a 404 means the address search is not configured. */
export const searchPlaces = (query: string, country: CountryCode, signal?: AbortSignal) =>
  apiRequest<PlaceSuggestionsResponse>(
    `${PLACES_API.autocomplete}?${new URLSearchParams({ q: query, country })}`,
    { signal },
  );

/** GET /api/places/details. */
export const placeDetails = (id: string, signal?: AbortSignal) =>
  apiRequest<PlaceAddress>(`${PLACES_API.details}?${new URLSearchParams({ id })}`, { signal });
