/** The rules of a drafted request for changes: what can be flagged, when it can be sent, what is sent. */
import { describe, expect, it } from 'vitest';
import { english, inEnglish } from '../../test/i18n/say-in';
import { COMPLIANCE_TRANSITIONS } from '../../domain/api/back-office-api';
import { REVISION_REASONS } from '../../domain/revision/revision-reasons';
import {
  usCorporationInReview,
  usCorporationWithOpenRequest,
} from '../../test/data/ops-revision-applications';
import {
  canRequestChanges,
  decisionsOpenTo,
  draftProblem,
  editedDraft,
  emptyRevisionDraft,
  flaggableGroupsOf,
  reasonsFor,
  revisionBodyOf,
  type RevisionDraft,
  type RevisionDraftEdit,
} from './revision-request-draft';

const draftOf = (...edits: RevisionDraftEdit[]): RevisionDraft =>
  edits.reduce(editedDraft, emptyRevisionDraft());
const flag = (key: string): RevisionDraftEdit => ({ type: 'revision.flag', key, flagged: true });
const reason = (key: string, value: string): RevisionDraftEdit => ({
  type: 'revision.reason',
  key,
  reason: value,
});
const note = (key: string, value: string): RevisionDraftEdit => ({
  type: 'revision.note',
  key,
  note: value,
});
const EIN = 'companyInformation.ein';
const LICENCE = 'owners.0.govId';

describe('what a reviewer can flag', () => {
  const groups = flaggableGroupsOf(usCorporationInReview());

  it('groups the saved fields by section, each owner and location by its place', () => {
    expect(groups.map((g) => inEnglish(g.title))).toEqual([
      'Company Information',
      'Store Details',
      'Beneficial Owners · Owner 1',
      'Beneficial Owners · Owner 2',
      'Store locations · Location 1',
      'Primary bank account',
      'Customer support',
    ]);
  });

  it('labels each field in the merchant’s country’s words, and marks documents', () => {
    const owner = groups[2]!.items;
    expect(english(owner.find((i) => i.key === 'owners.0.postalCode')?.label)).toBe('ZIP code');
    expect(inEnglish(owner.find((i) => i.key === LICENCE))).toEqual({
      key: LICENCE,
      label: 'Government ID (front)',
      fullLabel: 'Beneficial Owners · Owner 1 · Government ID (front)',
      document: true,
    });
    expect(groups[0]!.items.find((i) => i.key === EIN)?.document).toBe(false);
  });

  it('offers only what was saved, and a confirmation never alone', () => {
    const keys = groups.flatMap((g) => g.items.map((i) => i.key));
    expect(keys).toContain('primaryBank.account');
    expect(keys).not.toContain('primaryBank.confirmAccount');
    expect(keys).not.toContain('owners.1.govIdBackside');
    expect(keys).not.toContain('secondaryBank.account2');
  });

  it('gives a typed field no reason that speaks of a document', () => {
    expect(reasonsFor(EIN)).toEqual(['nameMismatch', 'numberMismatch', 'other']);
    expect(reasonsFor(LICENCE)).toEqual(REVISION_REASONS);
  });
});

describe('when a request can be made and sent', () => {
  const application = usCorporationInReview();

  it('needs the needs-attention decision allowed and no request open', () => {
    expect(canRequestChanges(application)).toBe(true);
    expect(canRequestChanges(usCorporationWithOpenRequest())).toBe(false);
    expect(
      canRequestChanges(
        usCorporationInReview({ allowedDecisions: COMPLIANCE_TRANSITIONS.INELIGIBLE }),
      ),
    ).toBe(false);
  });

  it('offers only Decline while a request is open, every allowed decision otherwise', () => {
    expect(decisionsOpenTo(usCorporationWithOpenRequest())).toEqual(['INELIGIBLE']);
    expect(decisionsOpenTo(application)).toEqual(COMPLIANCE_TRANSITIONS.IN_REVIEW);
  });

  it.each([
    ['nothing flagged', draftOf(), 'Flag at least one item.'],
    ['a flagged item without a reason', draftOf(flag(EIN)), 'Give every flagged item a reason.'],
    [
      '“Other” without a note',
      draftOf(flag(EIN), reason(EIN, 'other'), note(EIN, '  ')),
      'Write a note on every item whose reason is “Other”.',
    ],
    [
      'a document’s reason for a typed field',
      draftOf(flag(EIN), reason(EIN, 'documentExpired')),
      'Correct the flagged items marked in red.',
    ],
    [
      'no days',
      draftOf(flag(EIN), reason(EIN, 'numberMismatch'), { type: 'revision.days', days: '' }),
      'Give the merchant between 1 and 90 days.',
    ],
    [
      '91 days',
      draftOf(flag(EIN), reason(EIN, 'numberMismatch'), { type: 'revision.days', days: 91 }),
      'Give the merchant between 1 and 90 days.',
    ],
    [
      'a field the application does not hold',
      draftOf(flag('owners.4.govId'), reason('owners.4.govId', 'documentUnreadable')),
      'An item flagged is no longer in the application.',
    ],
  ])('refuses %s', (_, draft, problem) => {
    expect(draftProblem(application, draft)).toBe(problem);
    expect(revisionBodyOf(application, draft)).toBeUndefined();
  });

  it('sends every flagged item with its reason and trimmed note, and the days', () => {
    const draft = draftOf(
      flag(EIN),
      flag(LICENCE),
      reason(EIN, 'other'),
      note(EIN, ' Use the EIN on your IRS letter. '),
      reason(LICENCE, 'documentUnreadable'),
      { type: 'revision.days', days: '21' },
    );
    expect(revisionBodyOf(application, draft)).toEqual({
      items: [
        { key: EIN, reason: 'other', note: 'Use the EIN on your IRS letter.' },
        { key: LICENCE, reason: 'documentUnreadable' },
      ],
      deadlineDays: 21,
    });
  });

  it('drops an unflagged item with its reason, and flags an item once', () => {
    const draft = draftOf(flag(EIN), reason(EIN, 'numberMismatch'), flag(EIN), {
      type: 'revision.flag',
      key: EIN,
      flagged: false,
    });
    expect(draft.items).toEqual([]);
    expect(draftOf(flag(EIN), flag(EIN)).items).toHaveLength(1);
    expect(draftOf(flag('not a key')).items).toEqual([]);
    expect(draftOf(reason(EIN, 'other')).items).toEqual([]);
  });

  it('starts at the default 14 days', () => {
    expect(emptyRevisionDraft().deadlineDays).toBe(14);
  });
});
