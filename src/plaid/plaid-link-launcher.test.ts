/** What Link hands back, read for the bank machine. */
import { describe, expect, it } from 'vitest';
import type { PlaidLinkError, PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import { LINK_EXIT_MESSAGE } from '../../machines/bank/bank.machine';
import { linkedAccountOf, linkExitMessage } from './plaid-link-launcher';

const metadata = (
  accounts: PlaidLinkOnSuccessMetadata['accounts'],
): PlaidLinkOnSuccessMetadata => ({
  institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
  accounts,
  link_session_id: 'session-1',
});
const checking = {
  id: 'acc-1',
  name: 'Plaid Checking',
  mask: '0000',
  type: 'depository',
  subtype: 'checking',
  verification_status: null,
} as unknown as PlaidLinkOnSuccessMetadata['accounts'][number];

describe('Link answers', () => {
  it('the chosen account, its institution and mask', () => {
    expect(linkedAccountOf('public-sandbox-1', metadata([checking]))).toEqual({
      publicToken: 'public-sandbox-1',
      accountId: 'acc-1',
      institutionName: 'First Platypus Bank',
      mask: '0000',
    });
  });

  it('nothing without a public token or an account', () => {
    expect(linkedAccountOf(null, metadata([checking]))).toBeUndefined();
    expect(linkedAccountOf('public-sandbox-1', metadata([]))).toBeUndefined();
  });

  it.each([
    [null, null],
    [{ display_message: 'Bank is down', error_message: 'x' }, 'Bank is down'],
    [{ display_message: null, error_message: 'internal failure' }, 'internal failure'],
    [{ display_message: null, error_message: '' }, LINK_EXIT_MESSAGE],
  ])('an exit with %j shows %s', (error, message) => {
    expect(linkExitMessage(error as PlaidLinkError | null)).toBe(message);
  });
});
