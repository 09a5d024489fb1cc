/**
 * The list of a request for changes renders its view model and sends what the merchant presses:
 * an item's button names the item it opens, Send for review follows the view model's rule, and
 * a refused send and an overdue deadline are announced.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { revisionRequestView, type RevisionPageFacts } from '../../machines/status/revision-view';
import { merchantRevision, needsChanges } from '../../machines/status/status-revision.test-support';
import { TestCatalogue } from '../testing/catalogue';
import { renderWithTheme } from '../testing/render';
import { RevisionRequestList } from './revision-request-list';

/** The server's 409 of a send before every item changed, in its English words. */
const NOT_READY =
  'Change every item the reviewer asked about before sending your application for review.';

const idle: RevisionPageFacts = {
  sending: false,
  sentRevisionId: null,
  sendError: null,
};
const viewOf = (changed: boolean[], patch: Partial<typeof idle> = {}, overdue = false) =>
  revisionRequestView(
    needsChanges(merchantRevision(overdue ? { state: 'overdue' } : {}, changed)),
    { ...idle, ...patch, country: 'UK' },
  )!;

function renderList(view: ReturnType<typeof viewOf>) {
  const onOpenItem = vi.fn();
  const onSend = vi.fn();
  renderWithTheme(<RevisionRequestList view={view} onOpenItem={onOpenItem} onSend={onSend} />);
  return { onOpenItem, onSend, region: screen.getByRole('region', { name: 'Changes requested' }) };
}

describe('the list of a request for changes', () => {
  it('lists the items and opens the one whose button is pressed', async () => {
    const { onOpenItem, region } = renderList(viewOf([false, true]));
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-changed'))).toEqual(['false', 'true']);
    await userEvent.click(
      within(region).getByRole('button', {
        name: 'Review your change: Company Information · Employer Identification Number (EIN)',
      }),
    );
    expect(onOpenItem).toHaveBeenCalledWith('companyInformation.ein');
  });

  it('keeps Send for review disabled, and says why, until every item has been changed', async () => {
    const partly = renderList(viewOf([true, false]));
    const send = within(partly.region).getByRole('button', { name: 'Send for review' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'Change every item above to send your application for review.',
    );
  });

  it('sends once every item has been changed', async () => {
    const { onSend, region } = renderList(viewOf([true, true]));
    await userEvent.click(within(region).getByRole('button', { name: 'Send for review' }));
    expect(onSend).toHaveBeenCalledOnce();
  });

  it("announces a refused send in the server's words, and an overdue deadline", () => {
    const { region } = renderList(viewOf([true, true], { sendError: NOT_READY }, true));
    expect(within(region).getByRole('alert')).toHaveTextContent(NOT_READY);
    expect(within(region).getByRole('status')).toHaveTextContent(
      'The deadline of 12 December 2026 has passed.',
    );
  });
});

describe('the list of a request for changes in Canadian French', () => {
  function renderInFrench(view: ReturnType<typeof viewOf>) {
    renderWithTheme(
      <TestCatalogue language="fr-CA">
        <RevisionRequestList view={view} onOpenItem={vi.fn()} onSend={vi.fn()} />
      </TestCatalogue>,
    );
    return screen.getByRole('region', { name: 'Modifications demandées' });
  }

  it('says the items, the hint and the send button in French', () => {
    const region = renderInFrench(viewOf([true, false]));
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Motif : Document illisible');
    expect(within(items[0]!).getByText('Modifié')).toBeInTheDocument();
    expect(within(items[1]!).getByText('À modifier')).toBeInTheDocument();
    expect(
      within(region).getByRole('button', {
        name: 'Faire cette modification : Renseignements sur l’entreprise · Numéro d’identification d’employeur (EIN)',
      }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent('Faites ces modifications d’ici le 12 décembre 2026.');
    expect(within(region).getByRole('button', { name: 'Envoyer pour examen' })).toBeDisabled();
    expect(
      within(region).getByRole('button', { name: 'Envoyer pour examen' }),
    ).toHaveAccessibleDescription(
      'Modifiez chaque élément ci-dessus pour envoyer votre demande pour examen.',
    );
  });

  it('says an overdue deadline and a refused send in French', () => {
    const region = renderInFrench(
      viewOf([true, true], { sendError: 'Vos modifications n’ont pas pu être envoyées.' }, true),
    );
    expect(within(region).getByRole('status')).toHaveTextContent(
      'L’échéance du 12 décembre 2026 est passée. Vous pouvez encore faire ces modifications et les envoyer pour examen.',
    );
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'Vos modifications n’ont pas été envoyées',
    );
  });
});
