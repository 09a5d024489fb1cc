/**
 * The status page with an open request for changes, over the app's real HTTP client, session,
 * journey and status machines, the portal's API answered at the fetch boundary: the items, the
 * deadline, the button that opens an item's step, and "Send for review" with its 409 and success.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { StatusContext } from '../../domain/api/status-api';
import { statusContext } from '../../test/data/status-contexts';
import { merchantRevision } from '../../machines/status/status-revision.test-support';
import { ALL_FORMS_DONE, serveStatus } from './status-fake-server.test-support';
import { renderApp } from '../testing/render';

/** The server's 409 of a send before every item changed, in its English words. */
const NOT_READY =
  'Change every item the reviewer asked about before sending your application for review.';

const needsChanges = (revision: MerchantRevision): StatusContext =>
  statusContext({
    formCompletedState: ALL_FORMS_DONE,
    onboardingStatus: 'REQUIRES_ATTENTION',
    registeredCountry: 'UK',
    revision,
  });

const list = () => screen.findByRole('region', { name: 'Changes requested' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the request for changes on the status page', () => {
  it('lists each item with its reason, note and change under the needs-attention heading, with the deadline', async () => {
    serveStatus(needsChanges(merchantRevision({}, [false, true])));
    renderApp('/status');
    await screen.findByRole('heading', { name: 'Your account needs attention' });
    const region = await list();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Beneficial Owners · Owner 1 · Government ID (front)');
    expect(items[0]).toHaveTextContent('Reason: Document unreadable');
    expect(items[0]).toHaveTextContent('The photo is blurred; please upload a sharper scan.');
    expect(within(items[0]!).getByText('To change')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Changed')).toBeInTheDocument();
    expect(region).toHaveTextContent('Make these changes by 12 December 2026.');
    expect(within(region).getByRole('button', { name: 'Send for review' })).toBeDisabled();
    expect(region).toHaveTextContent('1 of 2 changed');
    expect(
      within(await screen.findByRole('region', { name: 'Compliance Review' })).getByText(
        'Changes requested',
      ),
    ).toBeInTheDocument();
  });

  it('an overdue request says the deadline passed and that the changes can still be sent', async () => {
    serveStatus(needsChanges(merchantRevision({ state: 'overdue' }, [true, true])));
    renderApp('/status');
    const region = await list();
    expect(region).toHaveTextContent(
      'The deadline of 12 December 2026 has passed. You can still make these changes and send them for review.',
    );
    expect(within(region).getByRole('button', { name: 'Send for review' })).toBeEnabled();
  });

  it("an item's button opens the step that holds it", async () => {
    serveStatus(needsChanges(merchantRevision()));
    const { router } = renderApp('/status');
    const region = await list();
    await userEvent.click(
      within(region).getByRole('button', { name: /Upload a new document: Beneficial Owners/ }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/beneficial-owners'),
    );
  });

  it("a refused send shows the server's words; a sent one reads the status again (in review)", async () => {
    let sent = false;
    let refuse = true;
    const server = serveStatus(
      () => ({
        body: sent
          ? statusContext({
              formCompletedState: ALL_FORMS_DONE,
              onboardingStatus: 'IN_REVIEW',
              revision: null,
            })
          : needsChanges(merchantRevision({}, [true, true])),
      }),
      {
        'POST /api/revision/send': () => {
          if (refuse) return { status: 409, body: { error: NOT_READY } };
          sent = true;
          return { body: { revision: merchantRevision({ state: 'sent' }, [true, true]) } };
        },
      },
    );
    renderApp('/status');
    const region = await list();
    await userEvent.click(within(region).getByRole('button', { name: 'Send for review' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(NOT_READY);
    refuse = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Send for review' }));
    await screen.findByRole('heading', { name: 'Your application is in review' });
    expect(screen.queryByRole('region', { name: 'Changes requested' })).toBeNull();
    expect(
      server.requests.filter((r) => r.method === 'POST' && r.path === '/api/revision/send'),
    ).toHaveLength(2);
  });

  it('without a request the needs-attention page stays as it was: Respond to email', async () => {
    serveStatus(
      statusContext({ formCompletedState: ALL_FORMS_DONE, onboardingStatus: 'REQUIRES_ATTENTION' }),
    );
    renderApp('/status');
    await screen.findByRole('heading', { name: 'Your account needs attention' });
    expect(screen.getAllByText(/Please respond to the email we sent you/).length).toBeGreaterThan(
      0,
    );
    expect(
      within(await screen.findByRole('region', { name: 'Compliance Review' })).getByText(
        'Respond to email',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Changes requested' })).toBeNull();
  });
});
