/**
 * The business details page by the signed-in person's role (doc 1 §6: "Account owners and
 * administrators see store details and additional owners"; decision 0258): the machine takes the
 * role from the restore answer; for a plain contact the view model puts a notice where the store
 * details and additional owners are, and the saves leave those parts out, so the server keeps them.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import type { BusinessSection } from '../../domain/business-details/accordion';
import type { SavePayload } from '../../domain/business-details/save-payload';
import {
  ADDITIONAL_OWNERS_WITHHELD_NOTICE,
  STORE_DETAILS_AWAITED_NOTICE,
  STORE_DETAILS_WITHHELD_NOTICE,
  type ViewerRole,
} from '../../domain/session/contact-roles';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { validMerchant } from '../../test/data/valid-merchant';
import { businessDetailsMachine } from './business-details.machine';
import { ownersView, sectionsView } from './business-details-view';
import { restoreAnswerOf } from '../testing/restore-answer';
import { startAsChild } from '../testing/child-actor';
import { settle } from '../testing/waiting-network';

const forms = { ...emptyFormCompletedState(), companyInfoForm: true, storeDetailsForm: true };

async function start(viewerRole: ViewerRole | undefined, formCompletedState = forms) {
  const sent: SavePayload[] = [];
  const merchant = validMerchant('US');
  const { actor } = startAsChild(
    businessDetailsMachine.provide({
      actors: {
        restore: fromPromise(async () => ({
          answer: restoreAnswerOf(merchant, {
            formCompletedState,
            ...(viewerRole && { viewerRole }),
          }),
        })),
        save: fromPromise<MerchantSaveResponse, { section: BusinessSection; payload: SavePayload }>(
          async ({ input }) => {
            sent.push(input.payload);
            return { userState: 'POST_LEAD', formCompletedState: forms };
          },
        ),
      },
    }),
    { pathname: '/onboarding/company-information' },
  );
  await settle();
  return { actor, sent };
}

describe('the business details page by role', () => {
  it.each([
    ['the account owner', 'accountOwner'],
    ['an administrator', 'administrator'],
    ['an answer without a role', undefined],
  ] as const)(
    'as %s: every section has its form, owners may be added, and the saves send every part',
    async (_, role) => {
      const { actor, sent } = await start(role);
      const snapshot = actor.getSnapshot();
      expect(sectionsView(snapshot).map((s) => s.notice)).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(ownersView(snapshot, 1, true)).toMatchObject({
        canAdd: true,
        additionalOwnersNotice: undefined,
      });
      actor.send({ type: 'section.submit', section: 'companyInformation' });
      await settle();
      expect(sent[0]?.storeData).toBeDefined();
      expect(Object.keys(sent[0]!.saveData.data)).toContain('storeDetails');
    },
  );

  it('as a plain contact: a notice stands for the store details and additional owners', async () => {
    const { actor } = await start('contact');
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.viewerRole).toBe('contact');
    const store = sectionsView(snapshot).find((s) => s.section === 'storeDetails');
    expect(store).toMatchObject({ notice: STORE_DETAILS_WITHHELD_NOTICE, available: true });
    expect(sectionsView(snapshot).filter((s) => s.notice)).toHaveLength(1);
    expect(ownersView(snapshot, 1, true)).toMatchObject({
      canAdd: false,
      additionalOwnersNotice: ADDITIONAL_OWNERS_WITHHELD_NOTICE,
    });
  });

  it('as a plain contact before the store details are saved: the notice says who completes them and what waits', async () => {
    const { actor } = await start('contact', {
      ...emptyFormCompletedState(),
      companyInfoForm: true,
    });
    const store = sectionsView(actor.getSnapshot()).find((s) => s.section === 'storeDetails');
    expect(store).toMatchObject({ notice: STORE_DETAILS_AWAITED_NOTICE, complete: false });
    const owners = sectionsView(actor.getSnapshot()).find((s) => s.section === 'beneficialOwners');
    expect(owners?.available).toBe(false);
  });

  it.each(['companyInformation', 'beneficialOwners'] as const)(
    'as a plain contact: the %s save sends the company information and the first owner only',
    async (section) => {
      const { actor, sent } = await start('contact');
      // The owners step asks for the agreement before anything is sent (doc 2 §5).
      actor.send({ type: 'section.submit', section, changes: { agreementAccepted: true } });
      await settle();
      expect(sent).toHaveLength(1);
      const payload = sent[0]!;
      expect(payload.storeData).toBeUndefined();
      expect(Object.keys(payload.saveData.data).sort()).toEqual(['companyInformation', 'owners']);
      expect(payload.saveData.data.owners).toHaveLength(1);
      expect(payload.formCompletionData.storeDetailsForm).toBe(false);
    },
  );
});
