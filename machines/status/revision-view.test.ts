/**
 * The open request for changes on the status page (the feature's item 2): its items with their
 * labels, reasons, notes and changes; the deadline, or that it passed; and when "Send for review"
 * is enabled, what a refused send says, and what the heading and the compliance card say beside it.
 */
import { describe, expect, it } from 'vitest';
import { REVISION_NOT_READY } from '../../domain/api/revision-api';
import { inEnglish } from '../../test/i18n/say-in';
import { statusContext } from '../../test/data/status-contexts';
import { revisionRequestView } from './revision-view';
import {
  CHANGES_REQUESTED_BADGE,
  CHANGES_REQUESTED_TEXT,
  complianceCardView,
  statusPageView,
} from './status-view';
import { merchantRevision, needsChanges } from './status-revision.test-support';

const brand = { name: 'Quartet', customerLoginUrl: 'https://www.quartet.example/login' };
const notStarted = { trainingClicked: false, messagingComplete: false };
const idle = { sending: false, sentRevisionId: null, sendError: null };

describe('the items of the open request', () => {
  it('each reads its label in the country, its reason, its note and whether it has been changed', () => {
    const view = revisionRequestView(needsChanges(merchantRevision({}, [false, true])), {
      ...idle,
      country: 'US',
    })!;
    expect(inEnglish(view.items)).toEqual([
      {
        key: 'owners.0.govId',
        label: expect.stringMatching(/^Beneficial Owners · Owner 1 · /),
        reason: 'Document unreadable',
        note: 'The photo is blurred; please upload a sharper scan.',
        changed: false,
        action: 'Upload a new document',
      },
      {
        key: 'companyInformation.ein',
        label: expect.stringMatching(/^Company Information · /),
        reason: 'Number does not match the register',
        note: null,
        changed: true,
        action: 'Review your change',
      },
    ]);
    expect(inEnglish(view.progress)).toBe('1 of 2 changed');
  });

  it('a typed field asks for a change, labelled as its form labels it', () => {
    const revision = merchantRevision({
      items: [{ key: 'companyInformation.ein', reason: 'other', note: '  ', changedAt: null }],
    });
    const us = revisionRequestView(needsChanges(revision), { ...idle, country: 'US' })!;
    expect(inEnglish(us.items[0])).toMatchObject({
      label: 'Company Information · Employer Identification Number (EIN)',
      action: 'Make this change',
      note: null,
      reason: 'Other',
    });
  });

  it('no request, a sent one or a closed one shows nothing', () => {
    expect(revisionRequestView(statusContext(), idle)).toBeNull();
    expect(revisionRequestView(statusContext({ revision: null }), idle)).toBeNull();
    for (const state of ['sent', 'resolved', 'withdrawn'] as const) {
      expect(revisionRequestView(needsChanges(merchantRevision({ state })), idle)).toBeNull();
    }
  });
});

describe('the deadline', () => {
  it('is a date in the merchant locale', () => {
    const at = (country: 'UK' | 'US' | 'NZ') =>
      inEnglish(revisionRequestView(needsChanges(), { ...idle, country })!.deadline);
    expect(at('UK')).toBe('Make these changes by 12 December 2026.');
    expect(at('NZ')).toBe('Make these changes by 12 December 2026.');
    expect(at('US')).toBe('Make these changes by December 12, 2026.');
  });

  it('once overdue, says it has passed and that the changes can still be sent', () => {
    const view = revisionRequestView(needsChanges(merchantRevision({ state: 'overdue' })), {
      ...idle,
      country: 'UK',
    })!;
    expect(view.overdue).toBe(true);
    expect(inEnglish(view.deadline)).toBe(
      'The deadline of 12 December 2026 has passed. You can still make these changes and send them for review.',
    );
  });
});

describe('Send for review', () => {
  it('is enabled only once every item has been changed, overdue or not', () => {
    const view = (
      changed: boolean[],
      state: 'requested' | 'beingFixed' | 'overdue' = 'beingFixed',
    ) => revisionRequestView(needsChanges(merchantRevision({ state }, changed)), idle)!;
    expect(view([false, false]).canSend).toBe(false);
    expect(view([true, false]).canSend).toBe(false);
    expect(inEnglish(view([true, false]).sendHint)).toBe(
      'Change every item above to send your application for review.',
    );
    expect(view([true, true]).canSend).toBe(true);
    expect(view([true, true]).sendHint).toBeNull();
    expect(view([true, true], 'overdue').canSend).toBe(true);
  });

  it('is not enabled while it is sent, nor again once this request was sent', () => {
    const all = needsChanges(merchantRevision({}, [true, true]));
    expect(revisionRequestView(all, { ...idle, sending: true })).toMatchObject({
      canSend: false,
      sending: true,
    });
    expect(revisionRequestView(all, { ...idle, sentRevisionId: 'rev-1' })!.canSend).toBe(false);
  });

  it("a refused send shows the server's words", () => {
    const view = revisionRequestView(needsChanges(merchantRevision({}, [true, true])), {
      ...idle,
      sendError: REVISION_NOT_READY,
    })!;
    expect(view.sendError).toBe(REVISION_NOT_READY);
    expect(view.canSend).toBe(true);
  });
});

describe('the page around the request', () => {
  it('keeps the needs-attention title, asks for the changes listed, and lists them', () => {
    const view = statusPageView(needsChanges(), notStarted, brand, idle);
    expect(view.heading.situation).toBe('needsAttention');
    expect(inEnglish(view.heading.title)).toBe('Your account needs attention');
    expect(inEnglish(view.heading.body)).toBe(
      'Your account is paused while we check some details. Make the changes listed below and send them for review so we can continue.',
    );
    expect(view.revision?.items).toHaveLength(2);
  });

  it('without a request (the reviewer wrote an e-mail) stays as before: Respond to email', () => {
    const legacy = statusPageView(
      statusContext({ onboardingStatus: 'REQUIRES_ATTENTION' }),
      notStarted,
      brand,
    );
    expect(legacy.revision).toBeNull();
    expect(inEnglish(legacy.heading.body)).toMatch(/respond to the email we sent you/);
    expect(inEnglish(complianceCardView('REQUIRES_ATTENTION', brand))).toMatchObject({
      status: 'RequiresAttention',
      badge: 'Respond to email',
    });
  });

  it('the compliance card points to the list while a request is open, and reads Reviewing once sent', () => {
    expect(complianceCardView('REQUIRES_ATTENTION', brand, true)).toMatchObject({
      status: 'RequiresAttention',
      badge: CHANGES_REQUESTED_BADGE,
      text: CHANGES_REQUESTED_TEXT,
    });
    expect(inEnglish(complianceCardView('IN_REVIEW', brand, false))).toMatchObject({
      status: 'Reviewing',
      badge: 'Reviewing',
    });
  });

  it('a request is listed only while the status needs attention', () => {
    const view = statusPageView(
      { ...needsChanges(), onboardingStatus: 'IN_REVIEW' },
      notStarted,
      brand,
      idle,
    );
    expect(view.revision).toBeNull();
  });
});
