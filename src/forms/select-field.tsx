import { NativeSelect } from '@mantine/core';
import { SELECT_PROMPT } from '../../machines/forms/field-view';
import type { PickList } from '../../domain/picklists/pick-list';
import type { FieldProps } from './field-props';
import { memoField } from './memo-field';
import { useSay, type SayText } from '../i18n/say';

/** A pick list: stored values with their labels, or plain values shown as they are stored. */
export type Options = PickList | readonly string[];

/** The options of a pick list as value and label, labels said in the active language. */
export function dataOf(options: Options, say: SayText) {
  return options.map((option) =>
    typeof option === 'string'
      ? { value: option, label: option }
      : { value: option.value, label: say(option.label) },
  );
}

/**
 * A select from a pick list (doc 1 §3 "Select"): the browser's own select, as the phone field's
 * country picker already is. It opens the platform's picker on a phone, jumps to an option by
 * its first letters from the keyboard, and needs no list code of its own, so the pages load less
 * (docs/decisions/0183-native-selects.md). Nothing is chosen until the merchant chooses: the
 * first option is the prompt, which cannot be chosen back. A stored value outside the list shows
 * the prompt and is refused on submit.
 */
function NativeSelectField(props: FieldProps<string> & { options: Options; placeholder?: string }) {
  const say = useSay();
  const data = dataOf(props.options, say);
  const known = data.some((option) => option.value === props.value);
  return (
    <NativeSelect
      label={props.label}
      name={props.name}
      description={props.description}
      withAsterisk={props.required}
      disabled={props.readOnly}
      data={[
        { value: '', label: props.placeholder ?? say(SELECT_PROMPT), disabled: true },
        ...data,
      ]}
      value={known ? props.value : ''}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onBlur={props.onBlur}
      error={props.error}
    />
  );
}

/** Renders again only when what it shows changes (memo-field.ts). */
export const SelectField = memoField(NativeSelectField);
