/**
 * What the upload fields state before a file is chosen (domain/business-details/upload-kinds) is what
 * the server enforces: the same size limits, the same types and the same messages.
 */
import { describe, expect, it } from 'vitest';
import { uploadKindFor } from '../../domain/business-details/upload-kinds';
import { sayIn } from '../i18n/say';
import { ruleFor } from './upload-rules';

const EXTENSIONS_OF_LABEL: Record<string, string[]> = {
  PNG: ['.png'],
  JPEG: ['.jpg', '.jpeg'],
  PDF: ['.pdf'],
  HEIC: ['.heic'],
  CSV: ['.csv'],
  XLSX: ['.xlsx'],
};

describe('upload fields state the rules the server applies', () => {
  it.each([
    ['Onboarding', 'govId'],
    ['Onboarding', 'govIdBackside'],
    ['Onboarding', 'certifiedGovIdPrimary'],
    ['Onboarding', 'certifiedGovIdSecondary'],
    ['Cash', 'cashPayLogoUrl'],
    ['Onboarding', 'storeLocationUpload'],
    ['Onboarding', 'trustDeed'],
    ['Onboarding', 'directDebitAgreement'],
  ])('%s %s', (bucket, field) => {
    const kind = uploadKindFor(bucket, field);
    const rule = ruleFor(bucket, field);
    expect(kind.maxBytes).toBe(rule.maxBytes);
    expect(sayIn('en', kind.messages.tooLarge)).toBe(sayIn('en', rule.messages.tooLarge));
    expect(sayIn('en', kind.messages.wrongType)).toBe(sayIn('en', rule.messages.wrongType));
    expect([...kind.extensions].sort()).toEqual(
      rule.types.flatMap((type) => EXTENSIONS_OF_LABEL[type.label] ?? []).sort(),
    );
  });
});
