import { Group, Radio } from '@mantine/core';
import { YES_NO_ANSWERS, YES_NO_LABELS } from '../../machines/forms/input-views';
import type { FieldProps } from './field-props';
import { memoField } from './memo-field';
import { useSay } from '../i18n/say';

/** A Yes/No question (doc 1 §3 "RadioInput"). */
function RadioYesNoField(props: FieldProps<string> & { answers?: readonly string[] }) {
  const say = useSay();
  return (
    <Radio.Group
      label={props.label}
      name={props.name}
      description={props.description}
      withAsterisk={props.required}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    >
      <Group mt="xs">
        {(props.answers ?? YES_NO_ANSWERS).map((answer) => (
          <Radio key={answer} value={answer} label={say(YES_NO_LABELS[answer] ?? answer)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Renders again only when what it shows changes (memo-field.ts). */
export const YesNoField = memoField(RadioYesNoField);
