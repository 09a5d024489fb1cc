/**
 * What the merchant agreement page shows, read from its actor (docs/architecture.md §3): the
 * agreement's title, version line and paragraphs, or the message of a bad link or a failed load.
 */
import { AGREEMENT_BAD_LINK_MESSAGE } from '../../domain/agreement/agreement-link';
import type { AgreementDocument } from '../../domain/api/agreement-api';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/error-messages';
import type { MerchantAgreementContext } from './merchant-agreement.machine';
import { msg, type Text } from '../../domain/i18n/message';

interface AgreementSnapshot {
  context: MerchantAgreementContext;
  matches(state: 'ready' | 'badLink' | 'failed'): boolean;
}

export interface AgreementDocumentView {
  /** The agreement's own title and body, as the provider publishes them. */
  title: string;
  /** "Version 2, published March 3, 2026", in the reader's language. */
  published: Text;
  /** The body's paragraphs: a blank line ends one. */
  paragraphs: string[];
}

export type AgreementPageView =
  | { kind: 'loading' }
  /** doc 2 §8: a bad link's message. */
  | { kind: 'badLink'; message: Text }
  /** A failed load's message, with Try again. */
  | { kind: 'failed'; message: Text }
  | ({ kind: 'ready' } & AgreementDocumentView);

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
      published: msg('agreement.published', {
        version: document.version,
        publishedAt: new Date(document.publishedAt),
      }),
      paragraphs: document.body.split(/\n\s*\n/),
    };
    views.set(document, view);
  }
  return view;
}

const LOADING: AgreementPageView = { kind: 'loading' };
const BAD_LINK: AgreementPageView = { kind: 'badLink', message: AGREEMENT_BAD_LINK_MESSAGE };
const FAILED: AgreementPageView = { kind: 'failed', message: GENERIC_ERROR_MESSAGE };
