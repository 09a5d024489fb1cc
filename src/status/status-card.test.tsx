import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_STATUSES, type CardStatus } from '../../domain/status/card-status';
import { renderWithTheme } from '../testing/render';
import { headingView } from '../../machines/status/status-view';
import { StatusHeadingView } from './status-heading-view';
import { StatusCard } from './status-card';

describe('a status card shows the label of its status (doc 1 §4)', () => {
  const expected: Record<CardStatus, string | null> = {
    None: 'Inactive',
    InProgress: null,
    Done: 'Done',
    Paused: 'Paused',
    Reviewing: 'Reviewing',
    RequiresAttention: 'Respond to email',
    Declined: 'Failed',
  };
  it.each(CARD_STATUSES)('%s', (status) => {
    renderWithTheme(
      <StatusCard title="Direct Debit" status={status} index={0}>
        content
      </StatusCard>,
    );
    const card = screen.getByRole('region', { name: 'Direct Debit' });
    const label = expected[status];
    if (label) expect(card).toHaveTextContent(label);
    else expect(card.textContent).toBe('Direct Debitcontent');
    expect(card).toHaveAttribute('data-status', status);
  });

  it('fades in after a delay between 250 and 1000 ms', () => {
    renderWithTheme(<StatusCard title="Apply" status="Done" index={9} />);
    expect(screen.getByRole('region', { name: 'Apply' }).style.animation).toContain('1000ms');
  });
});

describe('the heading texts', () => {
  const brand = { name: 'Quartet', customerLoginUrl: 'https://www.quartet.example/login' };
  it('declined: the seed text and the help article', () => {
    renderWithTheme(<StatusHeadingView heading={headingView('declined', brand)} />);
    expect(
      screen.getByText('Unfortunately we are unable to proceed with your application.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our help article' })).toHaveAttribute(
      'href',
      'https://www.quartet.example/help/merchants/why-was-my-application-declined',
    );
  });

  it('conditional active: settlements paused until the review ends', () => {
    renderWithTheme(<StatusHeadingView heading={headingView('conditionalActive', brand)} />);
    expect(screen.getByText(/Settlements are paused until the review ends/)).toBeInTheDocument();
  });

  it('needs attention (paused)', () => {
    renderWithTheme(<StatusHeadingView heading={headingView('needsAttention', brand)} />);
    expect(
      screen.getByRole('heading', { name: 'Your account needs attention' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your account is paused/)).toBeInTheDocument();
  });
});
