/**
 * What the merchant agreement page shows, read from its actor (docs/architecture.md §3): the
 * agreement's title, version line and paragraphs, or the message of a bad link or a failed load.
 */
import { AGREEMENT_BAD_LINK_MESSAGE } from '../../domain/agreement/agreement-link';
import type { AgreementDocument } from '../../domain/api/agreement-api';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/error-messages';
import type { MerchantAgreementContext } from './merchant-agreement.machine';

interface AgreementSnapshot {
  context: MerchantAgreementContext;
  matches(state: 'ready' | 'badLink' | 'failed'): boolean;
}

export interface AgreementDocumentView {
  title: string;
  /** "Version 2, published 3 March 2026". */
  published: string;
  /** The body's paragraphs: a blank line ends one. */
  paragraphs: string[];
}

export type AgreementPageView =
  | { kind: 'loading' }
  /** doc 2 §8: a bad link's message. */
  | { kind: 'badLink'; message: string }
  /** A failed load's message, with Try again. */
  | { kind: 'failed'; message: string }
  | ({ kind: 'ready' } & AgreementDocumentView);

const dateOf = (at: number) =>
  new Date(at).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });

const views = new WeakMap<AgreementDocument, AgreementPageView>();

/** The page's view; the same object while the agreement shown stays the same. */
export function agreementPageOf(snapshot: AgreementSnapshot): AgreementPageView {
  if (snapshot.matches('badLink')) return BAD_LINK;
  if (snapshot.matches('failed')) return FAILED;
  const document = snapshot.context.document;
  if (!snapshot.matches('ready') || !document) return LOADING;
  let view = views.get(document);
  if (!view) {
    view = {
      kind: 'ready',
      title: document.title,
      published: `Version ${document.version}, published ${dateOf(document.publishedAt)}`,
      paragraphs: document.body.split(/\n\s*\n/),
    };
    views.set(document, view);
  }
  return view;
}

const LOADING: AgreementPageView = { kind: 'loading' };
const BAD_LINK: AgreementPageView = { kind: 'badLink', message: AGREEMENT_BAD_LINK_MESSAGE };
const FAILED: AgreementPageView = { kind: 'failed', message: GENERIC_ERROR_MESSAGE };
