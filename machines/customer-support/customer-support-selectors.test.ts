/** The customer support fields while a request for changes is open (decision 0266). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MerchantRevision } from '../../domain/api/revision-api';
import { validMerchant } from '../../test/data/valid-merchant';
import { customerSupportMachine, type SupportStart } from './customer-support.machine';
import {
  supportFieldView,
  SUPPORT_FIELDS,
  FINANCE_CONTACT_FIELDS,
} from './customer-support-selectors';
import { supportRevisionNotice } from './support-revision-view';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Text } from '../../domain/i18n/message';
import { sayWith } from '../../domain/i18n/say';

/** Every English message, to read a view model's text as an English-speaking merchant does. */
const ENGLISH = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, string>>('../../locales/en/*.json', {
      eager: true,
      import: 'default',
    }),
  ),
) as Record<string, string>;
const inEnglish = (text: Text | undefined) =>
  sayWith(
    (id, values) => String(new IntlMessageFormat(ENGLISH[id] ?? id, 'en').format(values)),
    text,
  );

const support = validMerchant('AU').customerSupport;
const REVISION: MerchantRevision = {
  id: 'rev-1',
  state: 'beingFixed',
  deadline: Date.UTC(2026, 11, 12),
  items: [
    {
      key: 'customerSupport.customerSupportPhone',
      reason: 'numberMismatch',
      note: 'The number rings a private line',
      changedAt: null,
    },
  ],
};

async function started(revision: MerchantRevision | null) {
  const actor = createActor(
    customerSupportMachine.provide({
      actors: {
        loadSupport: fromPromise<SupportStart>(async () => ({
          values: support,
          context: { registeredCountry: 'AU' },
          revision,
        })),
      },
    }),
  ).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return actor.getSnapshot();
}

describe('customer support fields under a request for changes', () => {
  it('leaves every field editable and shows no notice while no request is open', async () => {
    const snapshot = await started(null);
    for (const name of [...SUPPORT_FIELDS, ...FINANCE_CONTACT_FIELDS])
      expect(supportFieldView(snapshot, name).readOnly).toBe(false);
    expect(supportRevisionNotice(snapshot)).toBeUndefined();
  });

  it('makes only the flagged field editable, with its reason and note first in its line', async () => {
    const snapshot = await started(REVISION);
    const phone = supportFieldView(snapshot, 'customerSupportPhone');
    expect(phone.readOnly).toBe(false);
    expect(inEnglish(phone.description)).toMatch(
      /^Change requested: Number does not match the register\. Note from our team: The number rings a private line/,
    );
    const others = [...SUPPORT_FIELDS, ...FINANCE_CONTACT_FIELDS].filter(
      (name) => name !== 'customerSupportPhone',
    );
    for (const name of others) expect(supportFieldView(snapshot, name).readOnly).toBe(true);
  });

  it('tells what the reviewer asked of this step at its top', async () => {
    const notice = supportRevisionNotice(await started(REVISION));
    expect(
      notice?.items.map((item) => ({
        key: item.key,
        label: inEnglish(item.label),
        request: inEnglish(item.request),
      })),
    ).toEqual([
      {
        key: 'customerSupport.customerSupportPhone',
        label: 'Customer support · Customer support phone',
        request:
          'Change requested: Number does not match the register. Note from our team: The number rings a private line',
      },
    ]);
    expect(inEnglish(notice?.text)).toContain('1 item');
  });
});
