import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoField } from './memo-field';

interface Props {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

function setUp() {
  const renders: string[] = [];
  const Field = memoField(function Probe(props: Props) {
    renders.push(props.label);
    return (
      <button type="button" onClick={() => props.onChange(props.label)}>
        {props.label} ({props.options.length})
      </button>
    );
  });
  return { renders, Field };
}

describe('memoField', () => {
  it('renders again when what it shows changes, not when only its handlers are new', () => {
    const { renders, Field } = setUp();
    const calls: string[] = [];
    const view = render(
      <Field label="Store" options={[{ value: 'a', label: 'A' }]} onChange={() => {}} />,
    );
    // Equal pick lists rebuilt by the form and a new handler: nothing to show anew.
    view.rerender(
      <Field label="Store" options={[{ value: 'a', label: 'A' }]} onChange={() => {}} />,
    );
    expect(renders).toEqual(['Store']);
    view.rerender(
      <Field
        label="Store"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
        onChange={(value) => calls.push(`second ${value}`)}
      />,
    );
    view.rerender(<Field label="Shop" options={[]} onChange={() => {}} />);
    expect(renders).toEqual(['Store', 'Store', 'Shop']);
    expect(calls).toEqual([]);
  });

  it('calls the handler of the latest render, even one it skipped', () => {
    const { renders, Field } = setUp();
    const calls: string[] = [];
    const options = [{ value: 'a', label: 'A' }];
    const view = render(
      <Field label="Store" options={options} onChange={(v) => calls.push(`first ${v}`)} />,
    );
    view.rerender(
      <Field label="Store" options={options} onChange={(v) => calls.push(`second ${v}`)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Store (1)' }));
    expect(renders).toEqual(['Store']);
    expect(calls).toEqual(['second Store']);
  });
});
