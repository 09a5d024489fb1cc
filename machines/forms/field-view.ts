/** What a view shows of one form field: the view model every form's selectors give (decision 0240). */
import type { CountryCode } from '../../domain/countries/country-code';
import { msg, type Text } from '../../domain/i18n/message';
import type { PickList } from '../../domain/picklists/pick-list';

/** How a field is asked (doc 1 §3 "UI types"). */
export type InputKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'number'
  | 'url'
  | 'yesNo'
  | 'select'
  | 'multi'
  | 'checkbox'
  | 'dob'
  | 'secret'
  | 'file'
  | 'idFile';

/** A pick list: stored values with their labels, or plain values shown as they are stored. */
export type Options = PickList | readonly string[];

export interface FieldView {
  name: string;
  kind: InputKind;
  label: Text;
  /** The line under the label: what the field holds and an example, in the merchant's country. */
  hint: Text | undefined;
  value: unknown;
  /** The message under the field. */
  error: Text | undefined;
  /** The required mark. */
  required: boolean;
  /** The pick list of a select or multi-select, in the merchant's country. */
  options: Options | undefined;
  /** The merchant's country, which a phone, date of birth or postal code input reads. */
  country: CountryCode | undefined;
  /**
   * Shown, not changeable: an open request for changes leaves every field it did not flag as it
   * is (decision 0266). The input then shows `display`, its value in words.
   */
  readOnly?: boolean;
  /** A read-only field's value as the merchant reads it (a pick list's label, a masked number). */
  display?: Text;
  /** A flagged field: the reviewer's reason and note, which `hint` begins with. */
  request?: Text;
}

/** The text of a value held as text, '' otherwise. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The first option of a select, which cannot be chosen back. */
export const SELECT_PROMPT = msg('common.select.prompt');

/** What a failed submit announces: how many fields need the merchant's attention. */
export const fieldsNeedAttention = (count: number) => msg('common.fieldsNeedAttention', { count });
