import { describe, expect, it } from 'vitest';
import { maskEmails, REDACTED, sanitiseForInspection, sanitiseRecord } from './pii-sanitiser';

describe('maskEmails', () => {
  it.each([
    ['jane@example.com', 'j***@example.com'],
    ['Contact Jane.Doe+shop@mail.example.co.uk now', 'Contact J***@mail.example.co.uk now'],
    ['a@b.io and zed@x.org', 'a***@b.io and z***@x.org'],
    ['no address here', 'no address here'],
  ])('%j → %j', (text, masked) => {
    expect(maskEmails(text)).toBe(masked);
  });
});

describe('sanitiseForInspection: sensitive fields never reach the inspector', () => {
  it.each([
    'ssn',
    'dob',
    'dateOfBirth',
    'date_of_birth',
    'accountNumber',
    'confirmAccountNumber',
    'bankAccountNumber',
    'account',
    'confirmAccount',
    'account2',
    'confirmAccount2',
    'canadaChequingAccount',
    'confirmCanadaChequingAccount',
    'routingNumber',
    'canadaRoutingNumber',
    'bsb',
    'sortCode',
    'transitNumber',
    'institutionNumber',
    'secretKey',
    'token',
    'signInToken',
    'linkToken',
    'accessToken',
    'captchaPayload',
    'phone',
    'phoneNumber',
    'mobile',
    'ein',
    'ownerSsn',
    'ssnLast4',
  ])('%s is redacted', (field) => {
    expect(sanitiseForInspection({ [field]: '123456789' })).toEqual({ [field]: REDACTED });
  });

  it('walks nested objects and lists (owners, locations)', () => {
    const context = {
      email: 'owner@shop.example',
      owners: [
        { firstName: 'Ana', ssn: '123-45-6789', dob: '1980-01-01', email: 'ana@shop.example' },
      ],
      bank: { primary: { accountNumber: '0001234567', bankName: 'First Bank' } },
    };
    expect(sanitiseForInspection(context)).toEqual({
      email: 'o***@shop.example',
      owners: [{ firstName: 'Ana', ssn: REDACTED, dob: REDACTED, email: 'a***@shop.example' }],
      bank: { primary: { accountNumber: REDACTED, bankName: 'First Bank' } },
    });
  });

  it('keeps ordinary fields, empty values and numbers as they are', () => {
    expect(
      sanitiseForInspection({ userState: 'POST_LEAD', ssn: '', phone: null, count: 3, ok: true }),
    ).toEqual({ userState: 'POST_LEAD', ssn: '', phone: null, count: 3, ok: true });
  });

  it('keeps account fields that are not account numbers', () => {
    expect(
      sanitiseForInspection({ accountRequestPending: true, merchantAccount: { status: 'open' } }),
    ).toEqual({ accountRequestPending: true, merchantAccount: { status: 'open' } });
  });

  it('does not mistake words that merely contain a short code for it', () => {
    expect(sanitiseForInspection({ businessName: 'x', website: 'https://shop.example' })).toEqual({
      businessName: 'x',
      website: 'https://shop.example',
    });
  });

  it('masks e-mails inside error messages and turns class instances into their name', () => {
    class ActorRef {}
    expect(
      sanitiseForInspection({
        error: new Error('No account for jane@example.com'),
        ref: new ActorRef(),
      }),
    ).toEqual({
      error: { name: 'Error', message: 'No account for j***@example.com' },
      ref: '[ActorRef]',
    });
  });

  it('survives cycles', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(sanitiseForInspection(loop)).toEqual({ name: 'loop', self: '[…]' });
  });

  it('sanitiseRecord keeps the event shape', () => {
    expect(sanitiseRecord({ type: 'email.submit', email: 'Jane@Example.com' })).toEqual({
      type: 'email.submit',
      email: 'J***@Example.com',
    });
  });

  it('does not change its input', () => {
    const event = { type: 'signInLink.open', token: 'abc' };
    sanitiseForInspection(event);
    expect(event.token).toBe('abc');
  });
});
