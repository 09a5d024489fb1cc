import { describe, expect, it } from 'vitest';
import {
  errorKeyOf,
  KNOWN_INVALID,
  merchantWithValue,
  PUBLISHED_VALUES,
} from '../../test/data/published-values';
import { validateMerchant } from './validate-merchant';
import { inEnglish } from '../../test/i18n/say-in';

const today = new Date(2026, 0, 15);

describe('real published values pass the shared schemas', () => {
  it.each(PUBLISHED_VALUES)('$country $field $value ($source)', (value) => {
    expect(inEnglish(validateMerchant(merchantWithValue(value), { today }))).toEqual({});
  });
});

describe("known invalid values are refused with doc 2's message", () => {
  it.each(KNOWN_INVALID)('$country $field $value -> $message', (value) => {
    const { section, key } = errorKeyOf(value);
    const errors = validateMerchant(merchantWithValue(value), { today });
    expect(inEnglish(errors[section]?.[key]?.error)).toBe(value.message);
  });
});
