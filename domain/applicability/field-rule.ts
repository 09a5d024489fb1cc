import type { Rule } from './conditions';

/**
 * When a field applies, must be answered and is shown. Left out, `applies`, `required` and
 * `shown` are true; a field is required and shown only while it applies.
 */
export interface FieldRule {
  applies?: Rule;
  required?: Rule;
  shown?: Rule;
  /** A label or hint other than the default, chosen by the first variant whose rule holds. */
  labelVariants?: readonly { readonly variant: string; readonly when: Rule }[];
}

/**
 * The rules of one section: a gate that applies to every field (locations only for in-store
 * channels, the secondary bank only once started) and the rule of each field.
 */
export interface SectionRules<F extends string> {
  gate?: { applies?: Rule; required?: Rule };
  fields: Readonly<Record<F, FieldRule>>;
}

/** A field that is never asked: computed or kept for the record (selfServeInStore, label). */
export const NOT_ASKED: FieldRule = { applies: false };

/** A field that may be left empty whenever it applies. */
export const OPTIONAL: FieldRule = { required: false };

/** A field always asked and always required. */
export const REQUIRED: FieldRule = {};
