/**
 * The merchant agreement page's frame in Canadian French: its heading, Try again, the bad-link
 * message of doc 2 §8 and the version line with a French date. The agreement's own title and
 * body are the provider's, shown as published.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgreementDocument } from '../../domain/api/agreement-api';
import type { Language } from '../../domain/i18n/language';
import type { Text } from '../../domain/i18n/message';
import { agreementPageOf } from '../../machines/agreement/merchant-agreement-selectors';
import { AGREEMENT_WORDS } from '../../machines/agreement/agreement-words';
import { Say } from '../i18n/say';
import { TestCatalogue } from '../testing/catalogue';

const DOCUMENT: AgreementDocument = {
  country: 'CA',
  industry: 'Pets',
  product: 'provider',
  title: 'Quartet Merchant Agreement: Canada, pets',
  body: 'First paragraph.\n\nSecond paragraph.',
  version: 3,
  publishedAt: Date.UTC(2026, 5, 1, 12),
};

const snapshot = (state: 'ready' | 'badLink' | 'failed') => ({
  context: { params: {}, document: DOCUMENT, badLinkReason: null },
  matches: (name: string) => name === state,
});

const sayAll = (language: Language, texts: Text[]) =>
  render(
    <TestCatalogue language={language}>
      {texts.map((text, index) => (
        <p key={index}>
          <Say text={text} />
        </p>
      ))}
    </TestCatalogue>,
  );

describe('the agreement page’s frame', () => {
  it('is in French for fr-CA, the agreement itself as published', () => {
    const ready = agreementPageOf(snapshot('ready'));
    const badLink = agreementPageOf(snapshot('badLink'));
    if (ready.kind !== 'ready' || badLink.kind !== 'badLink') throw new Error('unexpected view');
    sayAll('fr-CA', [
      ready.published,
      badLink.message,
      AGREEMENT_WORDS.pageTitle,
      AGREEMENT_WORDS.tryAgain,
      ready.title,
    ]);
    expect(screen.getByText('Version 3, publiée le 1 juin 2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Veuillez remplir le formulaire d’information sur l’entreprise avant de consulter l’entente de marchand.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Entente de marchand')).toBeInTheDocument();
    expect(screen.getByText('Réessayer')).toBeInTheDocument();
    expect(screen.getByText(DOCUMENT.title)).toBeInTheDocument();
  });

  it('is in English word for word otherwise', () => {
    const ready = agreementPageOf(snapshot('ready'));
    if (ready.kind !== 'ready') throw new Error('unexpected view');
    sayAll('en', [ready.published, AGREEMENT_WORDS.pageTitle]);
    expect(screen.getByText('Version 3, published June 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Merchant agreement')).toBeInTheDocument();
  });
});
