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
import { RestoreAnswer, UploadAnswer } from '../../domain/api/contracts/merchant-contracts';
import type { CountryCode } from '../../domain/countries/country-code';
import {
  PLACES_API,
  type PlaceAddress,
  type PlaceSuggestionsResponse,
} from '../../domain/business-details/address-search';
import type { LeadPayload } from '../../domain/lead/lead-payload';
import type { SavePayload } from '../../domain/business-details/save-payload';
import type { SignupAnswer } from '../../machines/lead/lead.machine';
import {
  ApiError,
  apiHeaders,
  apiRequest,
  apiUrl,
  noAnswer,
  parseAnswerText,
  settleAnswer,
} from './http-client';

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
  apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal, answer: RestoreAnswer });

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
interface UploadReply {
  status: number;
  body: unknown;
}

/**
 * Sends the form over XMLHttpRequest, the browser API that reports upload progress (fetch does
 * not report it for a request body), with the headers every call carries.
 */
function sendUpload(body: FormData, options: UploadOptions): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(MERCHANT_API.uploadFile));
    request.withCredentials = true;
    for (const [name, value] of Object.entries(apiHeaders())) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.((event.loaded / event.total) * 100);
      }
    });
    request.addEventListener('load', () => {
      resolve({ status: request.status, body: parseAnswerText(request.responseText) });
    });
    request.addEventListener('error', () => reject(noAnswer()));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was stopped.', 'AbortError')),
    );
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** An upload refusal says why in `message` (doc 2 §8); the client reads `error`. */
const refusalWords = (body: unknown): unknown =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? { ...body, error: body.message }
    : body;

/**
 * POST /api/upload-file as multipart {file, filename, bucketType, field}, reporting progress as it
 * sends; the answer goes through the HTTP client like every other (401, refusals, its shape).
 * Answers the stored file; throws with the server's message, shown under the field as it is
 * (doc 2 §8).
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
  const reply = await sendUpload(body, options);
  const ok = reply.status >= 200 && reply.status < 300;
  const answer = await settleAnswer<UploadFileResponse>(
    MERCHANT_API.uploadFile,
    reply.status,
    ok ? reply.body : refusalWords(reply.body),
    { answer: UploadAnswer },
  );
  options.onProgress?.(100);
  return answer;
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
