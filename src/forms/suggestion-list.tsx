/**
 * The popup of a combobox (WAI-ARIA 1.2 "combobox with listbox popup"): a listbox of options
 * laid under its input by a relatively positioned wrapper, without a positioning library, so the
 * business details page does not load Mantine's Combobox, Popover and floating-ui for one field
 * (docs/decisions/0184-lighter-business-details.md).
 */
import { Paper } from '@mantine/core';
import './suggestion-list.css';

export interface SuggestionListProps {
  /** The listbox's id, which the input names in aria-controls. */
  id: string;
  /** The input's label, read as the listbox's name. */
  label: string;
  options: readonly string[];
  /** The option the arrow keys are on (-1: none). */
  active: number;
  open: boolean;
  onPick: (index: number) => void;
}

/** The id of one option, which the input names in aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The options under the input; kept in the page while closed so aria-controls always resolves. */
export function SuggestionList(props: SuggestionListProps) {
  const shown = props.open && props.options.length > 0;
  return (
    <Paper
      id={props.id}
      role="listbox"
      aria-label={props.label}
      className="suggestion-list"
      shadow="md"
      withBorder
      hidden={!shown}
    >
      {shown &&
        props.options.map((option, index) => (
          <div
            key={`${index}:${option}`}
            id={optionId(props.id, index)}
            role="option"
            aria-selected={index === props.active}
            className="suggestion-option"
            // The input keeps the focus: a pick by pointer must not blur it (which closes the list).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => props.onPick(index)}
          >
            {option}
          </div>
        ))}
    </Paper>
  );
}
