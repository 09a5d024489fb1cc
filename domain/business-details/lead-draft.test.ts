import { describe, expect, it } from 'vitest';
import { emptyLead } from '../lead/lead';
import { leadDraftOf, readLeadDraft } from '../lead/lead-draft';

describe('the lead form kept in the browser', () => {
  it('keeps the answers typed and the page, never the e-mail', () => {
    const lead = {
      ...emptyLead(),
      storeName: 'Acme',
      phone: '+61 2 9374 4000',
      email: 'a@b.example',
    };
    expect(leadDraftOf(lead, 2)).toEqual({
      lead: { storeName: 'Acme', phone: '+61 2 9374 4000' },
      pageIndex: 2,
    });
  });

  it.each([
    [null, undefined],
    ['text', undefined],
    [
      { lead: { storeName: 'Acme' }, pageIndex: 1 },
      { lead: { storeName: 'Acme' }, pageIndex: 1 },
    ],
    // Unknown fields, the e-mail and values that are not text are dropped.
    [
      { lead: { storeName: 'Acme', email: 'x@y.example', ssn: '123', numOfStores: 3, evil: 'x' } },
      { lead: { storeName: 'Acme' }, pageIndex: 0 },
    ],
    // A page outside the form is brought inside it.
    [
      { lead: { storeName: 'Acme' }, pageIndex: 9 },
      { lead: { storeName: 'Acme' }, pageIndex: 3 },
    ],
    [{ lead: {}, pageIndex: 0 }, undefined],
  ])('%j reads back as %j', (raw, draft) => {
    expect(readLeadDraft(raw, 4)).toEqual(draft);
  });
});
