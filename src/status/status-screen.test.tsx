/**
 * The status page over the app's real HTTP client, session and machines, with the portal's API
 * answered at the fetch boundary: headings, cards and the steps the merchant marks done.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusContext } from '../../domain/api/status-api';
import { statusContext } from '../../test/data/status-contexts';
import { ALL_FORMS_DONE, serveStatus, statusCard } from './status-fake-server.test-support';
import { renderApp } from '../testing/render';

/** A merchant with every form done, in review unless the test says otherwise. */
const statusOf = (patch: Partial<StatusContext> = {}): StatusContext =>
  statusContext({ formCompletedState: ALL_FORMS_DONE, ...patch });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the status page headings', () => {
  it('in review: the heading, the Reviewing compliance card and the Done apply card', async () => {
    serveStatus(statusOf());
    renderApp('/status');
    expect(
      await screen.findByRole('heading', { name: 'Your application is in review' }),
    ).toBeInTheDocument();
    expect(
      within(await statusCard('Compliance Review')).getByText('Reviewing'),
    ).toBeInTheDocument();
    expect(within(await statusCard('Apply')).getByText('Done')).toBeInTheDocument();
    expect(
      within(await statusCard('Add checkout integration')).getByText('Inactive'),
    ).toBeInTheDocument();
  });

  it('declined: the seed text, a help article, and Failed on the compliance card', async () => {
    serveStatus(statusOf({ onboardingStatus: 'INELIGIBLE' }));
    renderApp('/status');
    await screen.findByRole('heading', { name: 'Your application was declined' });
    const texts = screen.getAllByText(
      'Unfortunately we are unable to proceed with your application.',
    );
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'Read our help article' })).toHaveAttribute(
      'href',
      expect.stringContaining('/help/merchants/why-was-my-application-declined'),
    );
    expect(within(await statusCard('Compliance Review')).getByText('Failed')).toBeInTheDocument();
    expect(
      within(await statusCard('Add messaging')).getByText(/remove any Quartet messaging/),
    ).toBeInTheDocument();
  });

  it('needs attention: the account is paused and the compliance card asks to respond', async () => {
    serveStatus(statusOf({ onboardingStatus: 'REQUIRES_ATTENTION', merchantId: 'MER-1' }));
    renderApp('/status');
    await screen.findByRole('heading', { name: 'Your account needs attention' });
    expect(screen.getByText(/Your account is paused/)).toBeInTheDocument();
    expect(
      within(await statusCard('Compliance Review')).getByText('Respond to email'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Onboarding steps' })).toHaveTextContent(
      'Needs attention',
    );
  });
});

describe('the status page steps', () => {
  it('an approved in-store merchant trains: the first click opens the training, the retention check offers Mark as done', async () => {
    const approved = statusOf({
      onboardingStatus: 'READY_TO_INSTALL',
      salesChannel: 'In-store Only',
      merchantId: 'MER-1',
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const server = serveStatus(approved, {
      'GET /api/opportunity-stage': { body: { opportunityStage: 'Compliance Checks' } },
      'GET /api/zdo/get-apc-credentials': {
        body: { merchantId: 'MER-1', secretKey: 'sk_live_0123' },
      },
      'POST /api/update-user': ({ body }) => ({
        body: {
          ...approved,
          inStoreTrainingComplete:
            (body as { inStoreTrainingComplete?: boolean }).inStoreTrainingComplete === true,
        },
      }),
    });
    renderApp('/status');
    const training = await statusCard('Store Training');
    const user = userEvent.setup();
    await user.click(within(training).getByRole('button', { name: 'Start training' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('in-store-training'),
      '_blank',
      'noopener',
    );
    // The retention check (decision 0260): a wrong answer is explained, right ones offer Mark as done.
    expect(within(training).queryByRole('button', { name: 'Mark as done' })).toBeNull();
    const question = (name: string) => within(training).getByRole('radiogroup', { name });
    await user.click(
      within(question('How does a customer pay in instalments at your till?')).getByLabelText(
        'You key in their card number by hand',
      ),
    );
    await user.click(within(training).getByRole('button', { name: 'Check answers' }));
    expect(
      within(training).getByText('0 of 3 answers are right. Read the notes below and try again.'),
    ).toBeInTheDocument();
    expect(within(training).getAllByText('Choose an answer.')).toHaveLength(2);
    const answers: Array<[string, string]> = [
      [
        'How does a customer pay in instalments at your till?',
        'They tap the card from their app on your terminal',
      ],
      [
        "Your terminal declines the customer's card. What do you do?",
        'Ask them to check their app or pay another way',
      ],
      [
        'A customer returns something they paid for in instalments. How do you refund it?',
        'Refund it to the same card at your terminal',
      ],
    ];
    for (const [prompt, option] of answers) {
      await user.click(within(question(prompt)).getByLabelText(option));
    }
    await user.click(within(training).getByRole('button', { name: 'Check answers' }));
    await user.click(within(training).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(within(training).getByText('Done')).toBeInTheDocument());
    // The first click is kept on the server (doc 1 §3 inStoreTrainingButtonClicked).
    const updates = server.requests.filter((r) => r.path === '/api/update-user');
    expect(updates.map((r) => r.body)).toEqual([
      { inStoreTrainingButtonClicked: true },
      {
        inStoreTrainingComplete: true,
        trainingCheck: {
          howCustomersPay: 'tapCard',
          declined: 'checkAppOrPayAnotherWay',
          refund: 'sameCard',
        },
      },
    ]);
    expect(
      within(await statusCard('Direct Debit')).getByRole('button', { name: 'Mark as done' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Merchant ID')).toBeInTheDocument();
    // The secret key is masked until asked for; Copy copies the whole key either way.
    const secret = document.querySelector('[data-credential="secretKey"]');
    expect(secret).toHaveTextContent('••••••••0123');
    expect(screen.queryByText('sk_live_0123')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Secret key' }));
    expect(secret).toHaveTextContent('sk_live_0123');
    await user.click(screen.getByRole('button', { name: 'Hide Secret key' }));
    expect(secret).toHaveTextContent('••••••••0123');
  });

  it('messaging goes Show me how, then Mark as done, and is remembered in the browser', async () => {
    const complete = statusOf({
      onboardingStatus: 'COMPLETE',
      merchantId: 'MER-1',
      gatewayEnabled: true,
    });
    vi.stubGlobal('open', vi.fn());
    serveStatus(complete, {
      'GET /api/zdo/get-apc-credentials': { body: { merchantId: 'MER-1', secretKey: 'sk_1' } },
      'POST /api/update-user': { body: { ...complete, messagingComplete: true } },
    });
    renderApp('/status');
    const messaging = await statusCard('Add messaging');
    const user = userEvent.setup();
    await user.click(within(messaging).getByRole('button', { name: 'Show me how' }));
    await user.click(within(messaging).getByRole('button', { name: 'Mark as done' }));
    await screen.findByRole('heading', { name: 'You are all set!' });
    expect(localStorage.getItem('merchantPortal.messagingComplete')).toBe('true');
  });

  it('in-store activation by e-mail: the notice, labelled Respond to email', async () => {
    serveStatus(
      statusOf({
        onboardingStatus: 'READY_TO_INSTALL',
        registeredCountry: 'NZ',
        salesChannel: 'In-store Only',
        merchantId: 'MER-1',
        inStoreTrainingComplete: true,
        inStoreDirectDebitAuthorized: true,
      }),
      {
        'GET /api/opportunity-stage': { body: { opportunityStage: 'Onboarding' } },
        'GET /api/zdo/get-apc-credentials': { body: { merchantId: 'MER-1', secretKey: 'sk_1' } },
      },
    );
    renderApp('/status');
    const activation = await statusCard('Activate in-store');
    expect(within(activation).getByText('Respond to email')).toBeInTheDocument();
    expect(within(activation).getByRole('note')).toHaveTextContent(
      'We have emailed you the steps to activate in-store payments.',
    );
    const current = screen
      .getByRole('navigation', { name: 'Onboarding steps' })
      .querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Activate in-store');
    // The cards follow the sidebar's order, and only the sidebar's current step is highlighted.
    const cards = [...document.querySelectorAll('section[data-fade-in]')];
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Apply',
      'Compliance Review',
      'Store Training',
      'Direct Debit',
      'Activate in-store',
      'Add checkout integration',
      'Add messaging',
    ]);
    const highlighted = cards.filter((c) => c.getAttribute('aria-current') === 'step');
    expect(highlighted.map((c) => c.getAttribute('aria-label'))).toEqual(['Activate in-store']);
  });

  it('self-serve in-store activation: a tab per store and the test purchase of the first', async () => {
    serveStatus(
      statusOf({
        onboardingStatus: 'READY_TO_INSTALL',
        registeredCountry: 'NZ',
        salesChannel: 'In-store Only',
        merchantId: 'MER-1',
        inStoreTrainingComplete: true,
        inStoreDirectDebitAuthorized: true,
        isEligibleForInStoreSelfServeActivation: true,
        storeLocations: [
          { id: 'store-1', label: 'Main street', locationName: 'Main street' },
          { id: 'store-2', label: 'Harbour', locationName: 'Harbour' },
        ],
      }),
      {
        'GET /api/opportunity-stage': { body: { opportunityStage: 'Onboarding' } },
        'GET /api/zdo/get-apc-credentials': { body: { merchantId: 'MER-1', secretKey: 'sk_1' } },
      },
    );
    renderApp('/status');
    // The card shows a loader until the compliance actor runs the activation, then the card
    // with a tab per store takes its place.
    const tabs = await waitFor(() =>
      within(screen.getByRole('region', { name: 'Activate in-store' })).getAllByRole('tab'),
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Main street', 'Harbour']);
    const activation = await statusCard('Activate in-store');
    // The first store's actor asks for its terminal token; this server has none to give.
    expect(await within(activation).findByRole('alert')).toBeInTheDocument();
    expect(within(activation).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
