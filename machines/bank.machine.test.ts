/**
 * What the bank machine sends and reports (doc 2 §7, §8): the inputs of its calls, 'Unexpected
 * error' reported for an answer with neither errors nor a completed state, analytics of successes
 * and failures, masked values once saved, and Plaid's error field shown.
 */
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from '../domain/errors/plain-failure';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { emptySecondaryBank } from '../domain/merchant/bank';
import { validMerchant } from '../domain/schemas/valid-merchant.fixture';
import { emptyFormCompletedState } from '../domain/session/form-completion';
import {
  bankMachine,
  failureMessage,
  maskedBank,
  UNEXPECTED_ERROR_MESSAGE,
  type BankContext,
  type BankSetup,
} from './bank.machine';
import { done, failed, replay, type PathModel } from './path-coverage.test-support';

const us = validMerchant('US');
const forms = emptyFormCompletedState();

const setupOf = (overrides: Partial<BankSetup> = {}): BankSetup => ({
  registeredCountry: 'US',
  storeName: 'Acme',
  merchantReference: 'MP-100',
  expectedAccountName: 'Acme Trading Limited',
  secondaryShown: true,
  linkAvailable: true,
  primaryBank: us.primaryBank,
  secondaryBank: emptySecondaryBank(),
  formCompletedState: forms,
  validationContext: { registeredCountry: 'US', businessType: 'Corporation' },
  ...overrides,
});

const model: PathModel<BankContext> = {
  machine: bankMachine,
  events: [],
  callIds: [
    'loadBank',
    'createLinkToken',
    'saveLinkedBank',
    'saveBank',
    'savePrimaryBank',
    'saveSecondaryBank',
  ],
  comparable: (context) => context,
  recordedActions: ['bankCompleted', 'reportUnexpected', 'trackSaved', 'trackFailed'],
};

const submitPrimary = { type: 'primary.submit', bank: us.primaryBank } as EventObject;
const account = {
  publicToken: 'public-sandbox-1',
  accountId: 'acc-1',
  institutionName: 'First Platypus Bank',
  mask: '0000',
};

describe('bank machine: calls and reports', () => {
  it('offers the link only where it is available, else opens the manual form', async () => {
    const offered = await replay(model, [done('loadBank', setupOf())]);
    expect(offered.reached.at(-1)?.value).toEqual({ primary: 'linkOffer' });
    const manual = await replay(model, [done('loadBank', setupOf({ linkAvailable: false }))]);
    expect(manual.reached.at(-1)?.value).toEqual({ primary: 'manual' });
  });

  it('saves the primary without completing the form while a secondary step follows, then shows it masked', async () => {
    const run = await replay(model, [
      done('loadBank', setupOf({ linkAvailable: false })),
      submitPrimary,
      done('savePrimaryBank', { formCompletedState: forms }),
    ]);
    expect(run.calls.at(-1)).toEqual({
      id: 'savePrimaryBank',
      at: 0,
      input: {
        label: 'PRIMARY',
        bank: us.primaryBank,
        setBankFormComplete: false,
        registeredCountry: 'US',
      },
    });
    const last = run.reached.at(-1) as { value: unknown; context: BankContext };
    expect(last.value).toEqual({ secondary: 'editing' });
    expect(last.context.primaryDone).toBe(true);
    expect(last.context.primaryBank).toMatchObject({
      routing: '•••••0021',
      account: '•••••6789',
      bankAccountName: us.primaryBank.bankAccountName,
    });
    expect(run.actionCalls).toEqual([
      { type: 'trackSaved', params: { label: 'PRIMARY', source: 'MANUAL' } },
    ]);
  });

  it('completes the form from the primary where no secondary step is shown', async () => {
    const run = await replay(model, [
      done('loadBank', setupOf({ linkAvailable: false, secondaryShown: false })),
      submitPrimary,
      done('savePrimaryBank', { formCompletedState: { ...forms, bankForm: true } }),
    ]);
    expect((run.calls.at(-1)?.input as { setBankFormComplete: boolean }).setBankFormComplete).toBe(
      true,
    );
    expect(run.reached.at(-1)?.value).toBe('complete');
    expect(run.actionCalls.map((a) => a.type)).toEqual(['bankCompleted', 'trackSaved']);
  });

  it('skipping the secondary sends it empty and completes the form', async () => {
    const run = await replay(model, [
      done('loadBank', setupOf({ linkAvailable: false })),
      submitPrimary,
      done('savePrimaryBank', { formCompletedState: forms }),
      { type: 'secondary.skip' },
      done('saveSecondaryBank', { formCompletedState: { ...forms, bankForm: true } }),
    ]);
    expect(run.calls.at(-1)).toEqual({
      id: 'saveSecondaryBank',
      at: 0,
      input: {
        label: 'SECONDARY',
        bank: emptySecondaryBank(),
        setBankFormComplete: true,
        registeredCountry: 'US',
      },
    });
    expect(run.reached.at(-1)?.value).toBe('complete');
  });

  it("an answer with neither errors nor a completed state shows 'Unexpected error' and is reported", async () => {
    const run = await replay(model, [
      done('loadBank', setupOf({ linkAvailable: false })),
      submitPrimary,
      done('savePrimaryBank', {}),
    ]);
    const last = run.reached.at(-1) as { value: unknown; context: BankContext };
    expect(last.value).toEqual({ primary: 'manual' });
    expect(last.context.error).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(run.actionCalls).toEqual([
      { type: 'reportUnexpected', params: { label: 'PRIMARY' } },
      { type: 'trackFailed', params: { label: 'PRIMARY', source: 'MANUAL', reason: 'unexpected' } },
    ]);
  });

  it('links through Plaid with the store name, the expected account name and the institution', async () => {
    const run = await replay(model, [
      done('loadBank', setupOf({ secondaryShown: false })),
      { type: 'link.start' },
      done('createLinkToken', { linkToken: 'link-sandbox-1' }),
      { type: 'link.success', account } as EventObject,
      done('saveLinkedBank', { formCompletedState: { ...forms, bankForm: true } }),
    ]);
    expect(run.calls.map((c) => c.id)).toEqual(['loadBank', 'createLinkToken', 'saveLinkedBank']);
    expect(run.calls[1]?.input).toEqual({ storeName: 'Acme' });
    expect(run.calls[2]?.input).toEqual({
      token: 'public-sandbox-1',
      id: 'acc-1',
      bankAccountName: 'Acme Trading Limited',
      registeredCountry: 'US',
      bankName: 'First Platypus Bank',
      bankLabel: 'PRIMARY',
      setBankFormComplete: true,
    });
    expect(run.reached.at(-1)?.value).toBe('complete');
    expect(run.actionCalls.map((a) => a.type)).toEqual(['bankCompleted', 'trackSaved']);
  });

  it("shows Plaid's error field when the link fails, and the manual form stays one click away", async () => {
    const run = await replay(model, [
      done('loadBank', setupOf()),
      { type: 'link.start' },
      failed(
        'createLinkToken',
        Object.assign(new Error('Request failed: 502'), {
          body: { error: { plaidError: 'Institution down' } },
        }),
      ),
      { type: 'manual.open' },
    ]);
    expect((run.reached[2]?.context as BankContext).error).toBe('Institution down');
    expect(run.reached.at(-1)?.value).toEqual({ primary: 'manual' });
  });
});

describe('bank answers', () => {
  it.each([
    [{ body: { error: { plaidError: 'Plaid says no' } } }, 'Plaid says no'],
    [
      Object.assign(new Error('x'), { status: 400, body: { error: 'Server says no' } }),
      'Server says no',
    ],
    [
      Object.assign(new Error('x'), { status: 500, body: { error: 'stack trace' } }),
      SERVER_ERROR_MESSAGE,
    ],
    [new TypeError('Failed to fetch'), NETWORK_ERROR_MESSAGE],
    [undefined, 'Something went wrong'],
  ])('the message of %j is %s', (error, message) => {
    expect(failureMessage(error)).toBe(message);
  });

  it('masks the sensitive values of a saved bank and leaves the rest, and masked values as they are', () => {
    const masked = maskedBank(us.primaryBank);
    expect(masked).toMatchObject({ routing: '•••••0021', account: '•••••6789' });
    expect(masked.bankAccountName).toBe(us.primaryBank.bankAccountName);
    expect(maskedBank(masked)).toEqual(masked);
  });
});
