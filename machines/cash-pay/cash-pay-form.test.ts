/**
 * The cash form's draft and messages (docs/decisions/0240): a field's message comes when it is
 * left or Submit is pressed, follows a changed field once shown, and the server's field error
 * stays until its field changes (doc 2 §8).
 */
import { describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGE, LOGO_URL_MESSAGE } from '../../domain/cash-pay/cash-pay-schemas';
import {
  changedCashForm,
  emptyCashForm,
  leftCashFormField,
  submittedCashForm,
  withoutChangedErrors,
} from './cash-pay-form';

const shown = (form: ReturnType<typeof emptyCashForm>) =>
  Object.fromEntries(Object.entries(form.messages).map(([field, m]) => [field, m?.error]));

describe('the cash form', () => {
  it('says nothing while typing, and the left field’s message when it is left', () => {
    const typed = changedCashForm(
      emptyCashForm(),
      { cashPayLogoUrl: 'http://x.example/a.png' },
      false,
    );
    expect(shown(typed)).toEqual({});
    expect(shown(leftCashFormField(typed, 'cashPayLogoUrl', false))).toEqual({
      cashPayLogoUrl: LOGO_URL_MESSAGE,
    });
  });

  it('shows every message on Submit, then checks a changed field at once', () => {
    const refused = submittedCashForm(emptyCashForm(), false);
    expect(shown(refused)).toEqual({ cashPayAgreementAccepted: AGREEMENT_MESSAGE });
    expect(shown(changedCashForm(refused, { cashPayAgreementAccepted: true }, false))).toEqual({});
    const bad = changedCashForm(refused, { cashPayLogoUrl: 'logo.png' }, false);
    expect(shown(bad)).toEqual({
      cashPayAgreementAccepted: AGREEMENT_MESSAGE,
      cashPayLogoUrl: LOGO_URL_MESSAGE,
    });
  });

  it('asks no agreement once it was accepted, and takes an uploaded logo', () => {
    const uploaded = changedCashForm(emptyCashForm(), { cashPayLogoUrl: '/api/files/f_1' }, true);
    expect(shown(submittedCashForm(uploaded, true))).toEqual({});
  });

  it("keeps the server's field error until its field changes", () => {
    const errors = { cashPayAgreementAccepted: { code: 'Required' as const, error: 'Accept it' } };
    const form = emptyCashForm();
    expect(withoutChangedErrors(errors, form, { cashPayAgreementAccepted: false })).toEqual(errors);
    expect(withoutChangedErrors(errors, form, { cashPayLogoUrl: '/api/files/f_1' })).toEqual(
      errors,
    );
    expect(withoutChangedErrors(errors, form, { cashPayAgreementAccepted: true })).toEqual({});
  });
});
