/** The "Request changes" panel's view model: the open request, or the draft and its summary. */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/i18n/say-in';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import {
  usCorporationInReview,
  usCorporationWithOpenRequest,
} from '../../test/data/ops-revision-applications';
import type { ApplicationContext } from './application.machine';
import { draftsOf } from './application-drafts';
import { editedDraft, emptyRevisionDraft, type RevisionDraftEdit } from './revision-request-draft';
import { requestChangesViewOf } from './revision-request-view';

const EIN = 'companyInformation.ein';
function contextOf(
  application: ApplicationDetail,
  ...edits: RevisionDraftEdit[]
): ApplicationContext {
  return {
    id: application.id,
    application,
    notice: null,
    pending: null,
    drafts: draftsOf(application),
    revisionDraft: edits.reduce(editedDraft, emptyRevisionDraft()),
  };
}

describe('the request changes panel', () => {
  it('shows the open request with its deadline, and lets it be withdrawn', () => {
    const view = requestChangesViewOf(contextOf(usCorporationWithOpenRequest()));
    expect(view).toMatchObject({
      kind: 'open',
      canWithdraw: true,
      request: { id: 'rv_02', deadline: '8 Dec 2026, 09:30 UTC' },
    });
  });

  it('says why no request can be made', () => {
    const application = usCorporationInReview({
      onboardingStatus: 'INELIGIBLE',
      allowedDecisions: ['IN_REVIEW'],
    });
    expect(requestChangesViewOf(contextOf(application))).toEqual({
      kind: 'unavailable',
      message: 'No request for changes can be made while the application is INELIGIBLE.',
    });
  });

  it('offers nothing to send until an item is flagged with its reason', () => {
    const view = requestChangesViewOf(contextOf(usCorporationInReview()));
    expect(view).toMatchObject({
      kind: 'drafting',
      canSend: false,
      summaryText: 'Nothing flagged yet.',
      problem: 'Flag at least one item.',
      hint: null,
      deadlineDays: 14,
      daysError: null,
    });
  });

  it('asks for a note with “Other”, and shows the summary of what will be sent', () => {
    const flagged = contextOf(
      usCorporationInReview(),
      { type: 'revision.flag', key: EIN, flagged: true },
      { type: 'revision.reason', key: EIN, reason: 'other' },
    );
    const view = requestChangesViewOf(flagged);
    if (view?.kind !== 'drafting') throw new Error('drafting expected');
    const ein = view.groups[0]!.items.find((item) => item.key === EIN)!;
    expect(ein).toMatchObject({ flagged: true, noteRequired: true, reason: 'other' });
    expect(ein.noteError).toMatch(/note is required/);
    expect(ein.reasonError).toBeNull();
    expect(view.problem).toBe('Write a note on every item whose reason is “Other”.');
    expect(ein.reasonOptions.map((o) => inEnglish(o.label))).toEqual([
      'Name does not match the register',
      'Number does not match the register',
      'Other',
    ]);
    expect(view.groups[0]!.flaggedCount).toBe(1);
    expect(view.canSend).toBe(false);
    expect(inEnglish(view.summary)).toEqual([
      {
        key: EIN,
        label: 'Company Information · Employer Identification Number (EIN)',
        reason: 'Other',
        note: '',
      },
    ]);

    const noted = requestChangesViewOf(
      contextOf(
        usCorporationInReview(),
        { type: 'revision.flag', key: EIN, flagged: true },
        { type: 'revision.reason', key: EIN, reason: 'other' },
        { type: 'revision.note', key: EIN, note: 'Use the EIN on your IRS letter.' },
      ),
    );
    expect(noted).toMatchObject({
      canSend: true,
      problem: null,
      summaryText: '1 item; the merchant has 14 days from sending.',
    });
  });

  it('cannot be sent while a change is being saved', () => {
    const context = {
      ...contextOf(
        usCorporationInReview(),
        { type: 'revision.flag', key: EIN, flagged: true },
        { type: 'revision.reason', key: EIN, reason: 'numberMismatch' },
      ),
      pending: { kind: 'contacts' as const, contactEmails: [], administratorEmails: [] },
    };
    expect(requestChangesViewOf(context)).toMatchObject({ canSend: false, problem: null });
  });
});
