import { describe, expect, it } from 'vitest';
import { acceptedTypesOf, formatFileSize, UPLOAD_KINDS, uploadKindFor } from './upload-kinds';
import { sayIn } from '../../test/i18n/say-in';

describe('the kind of each upload field', () => {
  it.each([
    [undefined, 'govId', 'idDocument'],
    [undefined, 'certifiedGovIdSecondary', 'idDocument'],
    ['Cash', 'logo', 'logo'],
    [undefined, 'cashPayLogoUrl', 'logo'],
    [undefined, 'storeLocationUpload', 'storeLocations'],
    [undefined, 'trustDeed', 'file'],
    [undefined, 'directDebitAgreement', 'file'],
  ] as const)('%s %s → %s', (bucket, field, kind) => {
    expect(uploadKindFor(bucket, field).id).toBe(kind);
  });

  it('gives the file picker each content type with its endings', () => {
    expect(acceptedTypesOf(UPLOAD_KINDS.idDocument)).toEqual({
      'image/heic': ['.heic'],
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'application/pdf': ['.pdf'],
    });
  });
});

describe('file sizes as people read them', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [870_400, '850 KB'],
    [1_258_291, '1.2 MB'],
    [16 * 1024 * 1024, '16.0 MB'],
  ])('%s → %s', (bytes, shown) => {
    expect(sayIn('en', formatFileSize(bytes))).toBe(shown);
  });

  it('reads a size in Canadian French', () => {
    expect(sayIn('fr-CA', formatFileSize(1_258_291))).toBe('1,2\u00a0Mo');
    expect(sayIn('fr-CA', formatFileSize(870_400))).toBe('850\u00a0Ko');
  });
});
