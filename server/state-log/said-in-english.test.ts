/** The debug state log writes the machines' messages in English (server/state-log). */
import { describe, expect, it } from 'vitest';
import { saidInEnglish } from './said-in-english';

describe('a state diff said in English for the log', () => {
  it('writes each field error and message of the catalogues as its English text', () => {
    const diff = {
      at: 1,
      actor: 'businessDetails',
      value: { editing: 'company' },
      changes: {
        errors: {
          businessPostalCode: {
            code: 'InvalidLength',
            error: { id: 'validation.postalCodeLengthRange', values: { min: 6, max: 7 } },
          },
          abn: { code: 'Required', error: { id: 'validation.required' } },
        },
        toasts: [{ id: 'validation.saveRetrying' }],
      },
    };
    expect(saidInEnglish([diff])).toEqual([
      {
        at: 1,
        actor: 'businessDetails',
        value: { editing: 'company' },
        changes: {
          errors: {
            businessPostalCode: { code: 'InvalidLength', error: 'Min length 6, max length 7' },
            abn: { code: 'Required', error: 'Value Required' },
          },
          toasts: [
            'The portal is briefly unavailable. Your answers are kept on this page and will be saved again in a few seconds.',
          ],
        },
      },
    ]);
  });

  it('keeps what only looks like a message as it came', () => {
    const changes = {
      merchant: { id: 'm-42', name: 'Shop' },
      broken: { id: 'validation.minLength' },
      text: 'Already said',
    };
    expect(saidInEnglish(changes)).toEqual(changes);
  });
});
