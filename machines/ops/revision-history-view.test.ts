/** The console's history of requests for changes, as the history panel shows it. */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/i18n/say-in';
import {
  usCorporationInReview,
  usCorporationWithOpenRequest,
} from '../../test/data/ops-revision-applications';
import { revisionHistoryOf } from './revision-history-view';

describe('the history of requests for changes', () => {
  const [open, resolved] = revisionHistoryOf(usCorporationWithOpenRequest());

  it('lists every request newest first, where it stands and who asked', () => {
    expect(open).toMatchObject({
      id: 'rv_02',
      state: 'Being fixed',
      requestedBy: 'priya.raman@example.com',
      requestedAt: '24 Nov 2026, 09:30 UTC',
      deadline: '8 Dec 2026, 09:30 UTC',
      steps: [],
    });
    expect(resolved).toMatchObject({ id: 'rv_01', state: 'Resolved' });
  });

  it('tells when it was sent and closed, and by whom', () => {
    expect(resolved!.steps).toEqual([
      { label: 'Sent for review by the merchant', at: '5 Nov 2026, 14:15 UTC' },
      { label: 'Resolved by priya.raman@example.com', at: '6 Nov 2026, 14:05 UTC' },
    ]);
  });

  it('shows each item with its reason, note and the merchant’s changes', () => {
    expect(inEnglish(resolved!.items[0])).toEqual({
      key: 'companyInformation.legalBusinessName',
      label: 'Company Information · Legal business name',
      document: false,
      reason: 'Name does not match the register',
      note: 'Use the name exactly as it appears on your articles of incorporation.',
      changedAt: '4 Nov 2026, 14:05 UTC',
      changes: [
        {
          field: null,
          text: 'Harbor Light Outfitters → Harbor Light Outfitters Inc.',
          at: '4 Nov 2026, 14:05 UTC',
        },
      ],
    });
    expect(open!.items[1]).toMatchObject({ document: true, changedAt: null, changes: [] });
  });

  it('says only “changed” of a sensitive field, its confirmation beside it', () => {
    expect(resolved!.items[2]!.changes.map((c) => [inEnglish(c.field), c.text])).toEqual([
      [null, 'changed'],
      ['Primary bank account · Confirm account number', 'changed'],
    ]);
    expect(resolved!.otherChanges).toEqual([]);
  });

  it('says a new document was uploaded rather than showing its stored path', () => {
    const [record] = revisionHistoryOf(
      usCorporationInReview({
        revisions: [
          {
            ...usCorporationWithOpenRequest().revisions![1]!,
            changes: [
              {
                key: 'owners.0.govId',
                sensitive: false,
                before: '/api/files/old_front',
                after: '/api/files/new_front',
                at: Date.UTC(2026, 10, 25, 10, 0),
              },
            ],
          },
        ],
      }),
    );
    const changes = record!.items.flatMap((item) => item.changes);
    expect(changes.map((change) => change.text)).toEqual(['new document uploaded']);
  });

  it('names the back office when a webhook asked, and marks a reminder and an overdue', () => {
    const [record] = revisionHistoryOf(
      usCorporationInReview({
        revisions: [
          {
            ...usCorporationWithOpenRequest().revisions![0]!,
            state: 'overdue',
            requestedBy: 'back-office',
            remindedAt: Date.UTC(2026, 11, 5, 9, 30),
            overdueAt: Date.UTC(2026, 11, 8, 9, 30),
          },
        ],
      }),
    );
    expect(record).toMatchObject({
      requestedBy: 'the back office',
      state: 'Overdue',
      color: 'red',
    });
    expect(record!.steps.map((s) => s.label)).toEqual(['Reminder e-mailed', 'Went overdue']);
  });

  it('is empty without requests', () => {
    expect(revisionHistoryOf(usCorporationInReview())).toEqual([]);
  });
});
