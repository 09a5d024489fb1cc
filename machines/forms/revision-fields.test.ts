/** Which fields a request for changes leaves open, and the step's notice (decision 0266). */
import { describe, expect, it } from 'vitest';
import type { MerchantRevision } from '../../domain/api/revision-api';
import { displayOf, revisionFieldState } from './revision-fields';
import { revisionNotice } from './revision-notice';
import { inEnglish, sayIn } from '../../test/i18n/say-in';

const revision: MerchantRevision = {
  id: 'rev-1',
  state: 'overdue',
  deadline: Date.UTC(2026, 11, 12),
  items: [
    { key: 'primaryBank.account', reason: 'numberMismatch', note: '  ', changedAt: null },
    { key: 'locations.1.locationStreet', reason: 'other', note: 'Suite number', changedAt: 1 },
  ],
};

describe('revisionFieldState', () => {
  it('leaves a field editable and unmarked while no request is open', () => {
    expect(revisionFieldState(null, { section: 'primaryBank' }, 'bankName')).toEqual({
      readOnly: false,
      request: undefined,
    });
  });

  it('opens a flagged account number and its confirmation, which carries no reason of its own', () => {
    expect(inEnglish(revisionFieldState(revision, { section: 'primaryBank' }, 'account'))).toEqual({
      readOnly: false,
      request: 'Change requested: Number does not match the register.',
    });
    expect(revisionFieldState(revision, { section: 'primaryBank' }, 'confirmAccount')).toEqual({
      readOnly: false,
      request: undefined,
    });
    expect(revisionFieldState(revision, { section: 'primaryBank' }, 'routing').readOnly).toBe(true);
    expect(revisionFieldState(revision, { section: 'secondaryBank' }, 'account2').readOnly).toBe(
      true,
    );
  });

  it('names a list entry by its place', () => {
    const street = (index: number) =>
      revisionFieldState(revision, { section: 'locations', index }, 'locationStreet');
    expect(street(0).readOnly).toBe(true);
    expect(inEnglish(street(1))).toEqual({
      readOnly: false,
      request: 'Change requested: Other. Note from our team: Suite number',
    });
  });
});

describe('displayOf', () => {
  it('reads a pick list by its labels, a box as Yes or No, and text as it is', () => {
    const options = [
      { value: 'AUD', label: 'Australian dollar' },
      { value: 'NZD', label: 'New Zealand dollar' },
    ];
    expect(sayIn('en', displayOf({ kind: 'multi', value: ['NZD', 'AUD'], options }))).toBe(
      'New Zealand dollar, Australian dollar',
    );
    expect(displayOf({ kind: 'select', value: 'AUD', options })).toBe('Australian dollar');
    expect(sayIn('en', displayOf({ kind: 'checkbox', value: false, options: undefined }))).toBe(
      'No',
    );
    expect(displayOf({ kind: 'secret', value: '•••••6789', options: undefined })).toBe('•••••6789');
  });
});

describe('revisionNotice', () => {
  it('lists the items of the step with their labels and counts them', () => {
    const notice = revisionNotice(revision, ['primaryBank', 'secondaryBank'], 'US');
    expect(notice?.items.map((item) => sayIn('en', item.label))).toEqual([
      'Primary bank account · Account number',
    ]);
    expect(sayIn('en', notice?.text)).toBe(
      'Change the 1 item below in this step; the fields you can change say why. Everything else is shown for reference and cannot be changed while the request is open.',
    );
    expect(sayIn('fr-CA', notice?.text)).toMatch(/^Modifiez l’élément ci-dessous/);
  });

  it('says a step with nothing flagged is shown for reference, and says nothing without a request', () => {
    expect(sayIn('en', revisionNotice(revision, ['customerSupport'], 'US')?.text)).toMatch(
      /^Nothing in this step needs a change\./,
    );
    expect(revisionNotice(null, ['customerSupport'], 'US')).toBeUndefined();
  });
});
