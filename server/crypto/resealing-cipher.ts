/**
 * A field cipher for one read-modify-write (one save's transaction): a value it opened and is
 * then asked to seal again unchanged gets back the sealed text it was read from, instead of a new
 * AES-GCM sealing. Every value is still stored sealed; only the work of sealing an unchanged
 * value again is saved (docs/decisions/0121-save-cpu.md). It holds the values it opened for as
 * long as it lives, so it is made per transaction and never kept.
 */
import type { FieldCipher } from './field-cipher';

/** `cipher`, remembering the sealed text of each value it opens. */
export function resealingCipher(cipher: FieldCipher): FieldCipher {
  // field -> plain -> the sealed text it was read from
  const opened = new Map<string, Map<string, string>>();
  return {
    open(field, stored) {
      const plain = cipher.open(field, stored);
      if (plain !== stored && plain !== '') {
        let ofField = opened.get(field);
        if (!ofField) opened.set(field, (ofField = new Map()));
        ofField.set(plain, stored);
      }
      return plain;
    },
    seal(field, plain) {
      return opened.get(field)?.get(plain) ?? cipher.seal(field, plain);
    },
  };
}
