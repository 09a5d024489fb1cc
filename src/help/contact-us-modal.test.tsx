import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import {
  contactUsMachine,
  type HelpDeskRequest,
  type SupportFacts,
} from '../../machines/help/contact-us.machine';
import { renderWithTheme } from '../testing/render';
import { ContactUsModal } from './contact-us-modal';
import { HelpProvider, useHelp } from './help-context';

const facts: SupportFacts = {
  flags: { ...DEFAULT_FEATURE_FLAGS },
  name: 'Ada Lovelace',
  email: 'ada@shop.example',
  country: 'AU',
  storeName: 'Analytical Engines',
  totalAnnualSales: '$0-$100K',
  opportunityOwnerEmail: '',
};

function Harness() {
  const actor = useHelp();
  return (
    <>
      <Button onClick={() => actor.send({ type: 'contact.open', currentPage: '/status' })}>
        Open support
      </Button>
      <ContactUsModal actor={actor} />
    </>
  );
}

/** The modal with the help-desk call answered by `answer` (the support inbox stands outside). */
function open(answer: (request: HelpDeskRequest) => Promise<{ message: string }>) {
  const sent: HelpDeskRequest[] = [];
  const machine = contactUsMachine.provide({
    actors: {
      loadSupportFacts: fromPromise(async () => facts),
      sendHelpDeskEmail: fromPromise(async ({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  renderWithTheme(
    <HelpProvider machine={machine}>
      <Harness />
    </HelpProvider>,
  );
  return { sent, user: userEvent.setup() };
}

const thanks = async () => ({ message: 'Thank you.' });

describe('the Contact Us modal (Merchant Support)', () => {
  it('shows the name read-only from the lead, the e-mail, and an 8-row request field', async () => {
    const { user } = open(thanks);
    await user.click(screen.getByRole('button', { name: 'Open support' }));
    expect(await screen.findByRole('dialog', { name: 'Merchant Support' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@shop.example');
    expect(screen.getByLabelText(/How can we help/)).toHaveAttribute('rows', '8');
    expect(screen.getByText(/reply within 2-3 business days/)).toBeInTheDocument();
  });

  it('asks for the request, then sends it with country, store name and page, and thanks', async () => {
    const { user, sent } = open(thanks);
    await user.click(screen.getByRole('button', { name: 'Open support' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please describe your request.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(/How can we help/), 'My terminal declines every card.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for contacting us.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        email: 'ada@shop.example',
        contentBody: 'My terminal declines every card.',
        screenshot: null,
        country: 'AU',
        storeName: 'Analytical Engines',
        currentPage: '/status',
      },
    ]);
  });

  it('says so when the request cannot be sent', async () => {
    const { user } = open(() => Promise.reject(new Error('Request failed: 502')));
    await user.click(screen.getByRole('button', { name: 'Open support' }));
    await user.type(await screen.findByLabelText(/How can we help/), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Something went wrong. We are investigating. Try refreshing the page.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the e-mail when it is left, and shows a refused e-mail under it', async () => {
    const refused = Object.assign(new Error('Request failed: 400'), {
      status: 400,
      body: { error: 'Please enter a valid email address', field: 'email' },
    });
    const { user, sent } = open(() => Promise.reject(refused));
    await user.click(screen.getByRole('button', { name: 'Open support' }));
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ada@shop');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(email, '.example');
    expect(email).not.toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(screen.getByLabelText(/How can we help/), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Something went wrong. We are investigating. Try refreshing the page.',
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('closing resets the form', async () => {
    const { user } = open(thanks);
    await user.click(screen.getByRole('button', { name: 'Open support' }));
    await user.type(await screen.findByLabelText(/How can we help/), 'Half a question');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open support' }));
    expect(await screen.findByLabelText(/How can we help/)).toHaveValue('');
  });
});
