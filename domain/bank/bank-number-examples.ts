// Apart from the masks (bank-numbers.ts) so the field hints read them without the masks' code.

/** The BSB placeholder (doc 2 §5); the example is shown in the field's hint. */
export const BSB_PLACEHOLDER = '111-000';

/** The sort code hint example (doc 2 §5). */
export const SORT_CODE_EXAMPLE = '11-22-33';
