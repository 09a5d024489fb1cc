/**
 * A save the server cannot take now (503 with Retry-After while its database is away, or no
 * answer at all) keeps every typed answer, says so, and is sent again by itself after the server's
 * Retry-After, carrying what the merchant typed meanwhile; a save that fails otherwise is not resent.
 */
import type { Text } from '../../domain/i18n/message';
import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import { MAINTENANCE_MESSAGE, maintenanceAnswer } from '../../domain/api/maintenance-api';
import { SERVER_ERROR_MESSAGE, UNAVAILABLE_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import { SAVE_RETRYING_MESSAGE } from '../../domain/errors/unavailable';
import type { BusinessSection } from '../../domain/business-details/accordion';
import type { SavePayload } from '../../domain/business-details/save-payload';
import { emptyMerchant } from '../../domain/merchant/merchant';
import { validMerchant } from '../../test/data/valid-merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import {
  ONBOARDING_DELAYS,
  SAVE_ATTEMPTS,
  businessDetailsMachine,
} from './business-details.machine';
import { restoreAnswerOf } from '../testing/restore-answer';
import { startAsChild } from '../testing/child-actor';
import { settle } from '../testing/waiting-network';

const unavailable = () =>
  Object.assign(new Error('Request failed: The portal is briefly unavailable.'), { status: 503 });

/** The restore answer of a US merchant who has answered only the lead. */
function restoreAnswer() {
  const m = emptyMerchant();
  return restoreAnswerOf({
    ...m,
    lead: validMerchant('US').lead,
    companyInformation: { ...m.companyInformation, registeredCountry: 'US' },
    locations: [],
    merchantAccount: { ...m.merchantAccount, mlsProspectRef: 'MP-1' },
  });
}

/** The machine over a server whose save answers come from `answers`, one per call. */
function start(answers: Array<MerchantSaveResponse | Error | TypeError>) {
  const clock = new SimulatedClock();
  const sent: SavePayload[] = [];
  /** The error toasts the machine asked the app to show. */
  const toasts: Array<{ message: Text; retry: boolean }> = [];
  const { actor, toParent } = startAsChild(
    businessDetailsMachine.provide({
      actors: {
        restore: fromPromise(async () => ({ answer: restoreAnswer() })),
        save: fromPromise<MerchantSaveResponse, { section: BusinessSection; payload: SavePayload }>(
          async ({ input }) => {
            sent.push(input.payload);
            const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
            if (answer instanceof Error) throw answer;
            return answer;
          },
        ),
      },
      actions: { showToast: (_, params) => void toasts.push(params) },
    }),
    { pathname: '/onboarding/company-information' },
    { clock },
  );
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, sent, toasts, advance, toParent };
}

const legalNameSent = (payload: SavePayload | undefined) =>
  (payload?.saveData.data as { companyInformation?: { legalBusinessName?: string } })
    .companyInformation?.legalBusinessName;

describe('a save while the portal is unavailable', () => {
  it('keeps the answers, says so, and sends them again after Retry-After', async () => {
    const saved: MerchantSaveResponse = {
      userState: 'POST_LEAD',
      formCompletedState: { ...emptyFormCompletedState(), companyInfoForm: true },
    };
    const run = start([unavailable(), new TypeError('Failed to fetch'), saved]);
    await settle();
    const company = validMerchant('US').companyInformation;
    run.actor.send({ type: 'draft.change', changes: { companyInformation: company } });
    run.actor.send({ type: 'section.submit', section: 'companyInformation' });
    await settle();
    expect(run.sent).toHaveLength(1);
    let snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ ready: { form: 'retrying' } })).toBe(true);
    expect(run.toasts).toEqual([{ message: SAVE_RETRYING_MESSAGE, retry: false }]);
    expect(snapshot.context.merchant.companyInformation.legalBusinessName).toBe(
      company.legalBusinessName,
    );

    // Typed meanwhile: the next send carries it.
    run.actor.send({
      type: 'draft.change',
      changes: { companyInformation: { ...company, legalBusinessName: 'Acme Renamed LLC' } },
    });
    await run.advance(ONBOARDING_DELAYS.saveRetry - 1);
    expect(run.sent).toHaveLength(1);
    await run.advance(1);
    expect(run.sent).toHaveLength(2);
    expect(legalNameSent(run.sent[1])).toBe('Acme Renamed LLC');
    await run.advance(ONBOARDING_DELAYS.saveRetry);
    expect(run.sent).toHaveLength(3);
    snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ ready: { form: 'idle' } })).toBe(true);
    expect(snapshot.context.merchant.formCompletion.companyInfoForm).toBe(true);
    // Saved at last: no further toast, and it counts as saved.
    expect(run.toasts).toHaveLength(2);
    expect(snapshot.context.lastSaveRefused).toBe(false);
  });

  it(`stops after ${SAVE_ATTEMPTS} sends with the server's message, the answers still there`, async () => {
    const run = start([unavailable()]);
    await settle();
    const company = validMerchant('US').companyInformation;
    run.actor.send({ type: 'draft.change', changes: { companyInformation: company } });
    run.actor.send({ type: 'section.submit', section: 'companyInformation' });
    for (let i = 0; i < SAVE_ATTEMPTS + 2; i++) await run.advance(ONBOARDING_DELAYS.saveRetry);
    expect(run.sent).toHaveLength(SAVE_ATTEMPTS);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ ready: { form: 'idle' } })).toBe(true);
    // Plain words, never the client's "Request failed:" text (WCAG 3.3.1).
    // Each resend says so; the last failure offers 'save.retry'.
    expect(run.toasts).toEqual([
      ...Array.from({ length: SAVE_ATTEMPTS - 1 }, () => ({
        message: SAVE_RETRYING_MESSAGE,
        retry: false,
      })),
      { message: UNAVAILABLE_ERROR_MESSAGE, retry: true },
    ]);
    expect(snapshot.context.saveFailed).toBe(true);
    expect(snapshot.context.merchant.companyInformation.legalBusinessName).toBe(
      company.legalBusinessName,
    );
  });

  it('does not resend a save refused for another reason (500)', async () => {
    const run = start([Object.assign(new Error('Request failed: boom'), { status: 500 })]);
    await settle();
    const company = validMerchant('US').companyInformation;
    run.actor.send({ type: 'draft.change', changes: { companyInformation: company } });
    run.actor.send({ type: 'section.submit', section: 'companyInformation' });
    await run.advance(ONBOARDING_DELAYS.saveRetry * 3);
    expect(run.sent).toHaveLength(1);
    expect(run.toasts).toEqual([{ message: SERVER_ERROR_MESSAGE, retry: true }]);
  });

  it("'save.retry' sends the failed save again, built from what is on the page", async () => {
    const run = start([
      Object.assign(new Error('boom'), { status: 500 }),
      { formCompletedState: { ...emptyFormCompletedState(), companyInfoForm: true } },
    ]);
    await settle();
    const company = validMerchant('US').companyInformation;
    run.actor.send({ type: 'draft.change', changes: { companyInformation: company } });
    run.actor.send({ type: 'section.submit', section: 'companyInformation' });
    await run.advance(ONBOARDING_DELAYS.saveRetry);
    expect(run.sent).toHaveLength(1);
    expect(run.actor.getSnapshot().context.saveFailed).toBe(true);
    run.actor.send({ type: 'save.retry' });
    await run.advance(0);
    expect(run.sent).toHaveLength(2);
    expect(legalNameSent(run.sent[1])).toBe(company.legalBusinessName);
    expect(run.actor.getSnapshot().context.saveFailed).toBe(false);
    expect(run.actor.getSnapshot().context.merchant.formCompletion.companyInfoForm).toBe(true);
    // The clean save after the retry shows no toast and counts as saved.
    expect(run.toasts).toHaveLength(1);
    expect(run.actor.getSnapshot().context.lastSaveRefused).toBe(false);
  });
});

describe('a save when the portal is in maintenance or the lead is on a platform (doc 2 §7)', () => {
  const maintenance = () =>
    Object.assign(new Error(`Request failed: ${MAINTENANCE_MESSAGE}`), {
      status: 503,
      body: maintenanceAnswer(),
    });

  it('stops on the maintenance answer: no retry, no toast, the typed answers stay', async () => {
    const run = start([maintenance()]);
    await settle();
    const company = validMerchant('US').companyInformation;
    run.actor.send({ type: 'draft.change', changes: { companyInformation: company } });
    run.actor.send({ type: 'section.submit', section: 'companyInformation' });
    await settle();
    expect(run.sent).toHaveLength(1);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ ready: { form: 'idle' } })).toBe(true);
    expect(run.toasts).toEqual([]);
    expect(snapshot.context.lastSaveRefused).toBe(false);
    expect(snapshot.context.merchant.companyInformation.legalBusinessName).toBe(
      company.legalBusinessName,
    );
    expect(snapshot.context.merchant.formCompletion.companyInfoForm).toBe(false);
    await run.advance(ONBOARDING_DELAYS.saveRetry * 3);
    expect(run.sent).toHaveLength(1);
  });

  it.each(['SQUARE_ONLY', 'SQUARE_AND_MOP', 'SQUARESPACE'] as const)(
    'returns early for %s: the state is taken, no flags change, nothing is resent',
    async (userState) => {
      const run = start([{ userState }]);
      await settle();
      run.actor.send({
        type: 'draft.change',
        changes: { companyInformation: validMerchant('US').companyInformation },
      });
      run.actor.send({ type: 'section.submit', section: 'companyInformation' });
      await settle();
      const snapshot = run.actor.getSnapshot();
      expect(snapshot.context.userState).toBe(userState);
      expect(snapshot.context.merchant.formCompletion).toEqual(emptyFormCompletedState());
      expect(snapshot.matches({ ready: { form: 'idle' } })).toBe(true);
      expect(run.sent).toHaveLength(1);
    },
  );
});
