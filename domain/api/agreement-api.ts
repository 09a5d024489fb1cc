/**
 * The merchant agreement's calls (doc 1 §2 routes /admin/generate-agreement,
 * /admin/update-agreement and /merchant-agreement/fullpage; doc 2 §6: the admin routes' permission
 * is not shown, so they belong to the operations console's accounts, docs/decisions/0080).
 */
import * as v from 'valibot';
import type { AgreementKey } from '../agreement/agreement-link';

export const AGREEMENT_API = {
  /** GET ?country&industry&product, public: the current {@link AgreementDocument}. */
  agreement: '/api/merchant-agreement',
  /** POST {country, industry, product}, console only: the current version, stored if it was not. */
  generate: '/admin/generate-agreement',
  /** POST {@link UpdateAgreementRequest}, console only: publishes the next version (201). */
  update: '/admin/update-agreement',
} as const;

/** One stored version of an agreement, as the merchant's page reads it. */
export interface AgreementDocument extends AgreementKey {
  /** 1 for the first stored version; each publication adds one. */
  version: number;
  title: string;
  /** Plain text; paragraphs are separated by a blank line. */
  body: string;
  publishedAt: number;
}

/** The console's view of a version: who published it too. */
export interface AdminAgreementDocument extends AgreementDocument {
  /** `ops:<e-mail>` of the publisher, or `system` for the shipped default. */
  publishedBy: string;
}

/** The version of the agreement a merchant accepted, and when (the console's application view). */
export interface AgreementAcceptance extends AgreementKey {
  version: number;
  acceptedAt: number;
}

export const MAX_AGREEMENT_TITLE = 200;
export const MAX_AGREEMENT_BODY = 100_000;

/** The text of a new version: a title and a body, neither blank. */
export const AgreementTextSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_AGREEMENT_TITLE)),
  body: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_AGREEMENT_BODY)),
});

export interface GenerateAgreementRequest {
  country: string;
  industry: string;
  product: string;
}
export type UpdateAgreementRequest = GenerateAgreementRequest & { title: string; body: string };

/** The refusal of an update whose text is missing or too long. */
export const AGREEMENT_TEXT_REFUSED = `Give the agreement a title (1 to ${MAX_AGREEMENT_TITLE} characters) and a text (1 to ${MAX_AGREEMENT_BODY} characters).`;
