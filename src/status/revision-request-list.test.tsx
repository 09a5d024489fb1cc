/**
 * The list of a request for changes renders its view model and sends what the merchant presses:
 * an item's button names the item it opens, Send for review follows the view model's rule, and
 * a refused send and an overdue deadline are announced.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REVISION_NOT_READY } from '../../domain/api/revision-api';
import { sayEnglish } from '../../domain/status/say-english.test-support';
import { revisionRequestView, type RevisionPageFacts } from '../../machines/status/revision-view';
import { merchantRevision, needsChanges } from '../../machines/status/status-revision.test-support';
import { renderWithTheme } from '../testing/render';
import { RevisionRequestList } from './revision-request-list';

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
    const { region } = renderList(viewOf([true, true], { sendError: REVISION_NOT_READY }, true));
    expect(within(region).getByRole('alert')).toHaveTextContent(sayEnglish(REVISION_NOT_READY));
    expect(within(region).getByRole('status')).toHaveTextContent(
      'The deadline of 12 December 2026 has passed.',
    );
  });
});
