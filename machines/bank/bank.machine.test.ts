/**
 * What the bank machine sends and reports (doc 2 §7, §8): the inputs of its calls, 'Unexpected
 * error' reported for an answer with neither errors nor a completed state, analytics of successes
 * and failures, masked values once saved, and Plaid's error field shown.
 */
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { emptySecondaryBank } from '../../domain/bank/bank';
import { validMerchant } from '../../test/data/valid-merchant';
import { english } from '../../test/i18n/say-in';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { ACCOUNT_MISMATCH_MESSAGE } from '../../domain/validators/account-confirmation';
import {
  bankMachine,
  failureMessage,
  maskedBank,
  UNEXPECTED_ERROR_MESSAGE,
  type BankContext,
  type BankSetup,
} from './bank.machine';
import { done, failed, replay, type PathModel } from '../testing/path-coverage';

const us = validMerchant('US');
const forms = emptyFormCompletedState();

const setupOf = (overrides: Partial<BankSetup> = {}): BankSetup => ({
  registeredCountry: 'US',
  storeName: 'Acme',
  merchantReference: 'MP-100',
  expectedAccountName: 'Acme Trading Limited',
  revision: null,
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
  recordedActions: ['reportUnexpected', 'trackSaved', 'trackFailed'],
};

const submitPrimary = { type: 'primary.submit' } as EventObject;
/** The journey shows the secondary step once it heard the primary saved. */
const showSecondary = { type: 'step.show', step: 'secondary' } as EventObject;
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
      showSecondary,
    ]);
    expect(run.toParent).toEqual([
      { type: 'bank.primarySaved', secondaryShown: true, formCompletedState: forms },
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
    expect(run.reached.at(-1)?.value).toBe('primarySaved');
    expect(run.toParent).toEqual([
      {
        type: 'bank.primarySaved',
        secondaryShown: false,
        formCompletedState: { ...forms, bankForm: true },
      },
    ]);
    expect(run.actionCalls.map((a) => a.type)).toEqual(['trackSaved']);
  });

  it('skipping the secondary sends it empty and completes the form', async () => {
    const run = await replay(model, [
      done('loadBank', setupOf({ linkAvailable: false })),
      submitPrimary,
      done('savePrimaryBank', { formCompletedState: forms }),
      showSecondary,
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
    expect(run.toParent.at(-1)).toEqual({
      type: 'bank.done',
      formCompletedState: { ...forms, bankForm: true },
    });
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
    expect(run.reached.at(-1)?.value).toBe('primarySaved');
    expect(run.actionCalls.map((a) => a.type)).toEqual(['trackSaved']);
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

describe('bank machine: the manual form it holds (decision 0240)', () => {
  const au = validMerchant('AU');
  const auSetup = setupOf({
    registeredCountry: 'AU',
    linkAvailable: false,
    secondaryShown: false,
    primaryBank: { ...au.primaryBank, bsb: '', account: '', confirmAccount: '' },
    validationContext: { registeredCountry: 'AU', businessType: 'Corporation' },
  });
  const change = (changes: Record<string, unknown>) =>
    ({ type: 'primary.change', changes }) as EventObject;
  const contextOf = (run: { reached: unknown[] }) =>
    (run.reached.at(-1) as { context: BankContext }).context;

  it('formats as typed with the masks of doc 2 §5', async () => {
    const run = await replay(model, [done('loadBank', auSetup), change({ bsb: '062000' })]);
    expect(contextOf(run).primaryBank?.bsb).toBe('062-000');
  });

  it('shows a message when a field is left, and drops it once the field is corrected', async () => {
    const run = await replay(model, [
      done('loadBank', auSetup),
      change({ bsb: '06' }),
      { type: 'primary.blur', field: 'bsb' } as EventObject,
      change({ bsb: '062000' }),
    ]);
    const left = run.reached.at(-2) as { context: BankContext };
    expect(left.context.messages.primaryBank.bsb?.error).toBeTruthy();
    expect(contextOf(run).messages.primaryBank.bsb).toBeUndefined();
  });

  it('refuses a submit its check fails: every message shows and nothing is sent', async () => {
    const run = await replay(model, [
      done('loadBank', auSetup),
      change({ bsb: '062000', account: '12345678', confirmAccount: '87654321' }),
      submitPrimary,
    ]);
    expect(run.reached.at(-1)?.value).toEqual({ primary: 'manual' });
    expect(run.calls.map((c) => c.id)).toEqual(['loadBank']);
    expect(contextOf(run).messages.primaryBank).toEqual({
      confirmAccount: { code: 'FieldMismatch', error: ACCOUNT_MISMATCH_MESSAGE },
    });
    expect(contextOf(run).submitted.primaryBank).toBe(true);
  });

  it("keeps the server's field errors until their field changes", async () => {
    const sortCode = { code: 'InvalidFormat', error: 'Invalid sort code.' };
    const run = await replay(model, [
      done('loadBank', setupOf({ linkAvailable: false })),
      submitPrimary,
      done('savePrimaryBank', {
        validation_errors: { primaryBank: { routing: sortCode, account: sortCode } },
      }),
      change({ routing: '021000021' }),
    ]);
    expect(contextOf(run).fieldErrors.primaryBank).toEqual({ account: sortCode });
  });

  it('asks the journey to open a saved step, and edits the step the journey shows', async () => {
    const run = await replay(model, [
      done('loadBank', setupOf({ formCompletedState: { ...forms, bankForm: true } })),
      { type: 'step.show', step: 'summary' } as EventObject,
      { type: 'secondary.edit' },
      showSecondary,
      { type: 'primary.edit' },
    ]);
    expect(run.reached[1]?.value).toBe('complete');
    expect(run.toParent).toEqual([
      { type: 'bank.edit', step: 'secondary' },
      { type: 'bank.edit', step: 'primary' },
    ]);
    expect(run.reached.at(-1)?.value).toEqual({ secondary: 'editing' });
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
    expect(english(failureMessage(error))).toBe(english(message));
  });

  it('masks the sensitive values of a saved bank and leaves the rest, and masked values as they are', () => {
    const masked = maskedBank(us.primaryBank);
    expect(masked).toMatchObject({ routing: '•••••0021', account: '•••••6789' });
    expect(masked.bankAccountName).toBe(us.primaryBank.bankAccountName);
    expect(maskedBank(masked)).toEqual(masked);
  });
});
