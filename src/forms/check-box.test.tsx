/**
 * The portal's checkbox: the browser's own input, named by its label, its message read with it,
 * and a read-only box that keeps its state.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { CheckBox } from './check-box';

function Agreement(props: { error?: string; readOnly?: boolean; initial?: boolean }) {
  const [checked, setChecked] = useState(props.initial ?? false);
  return (
    <>
      <CheckBox
        label="I accept the terms"
        name="agreement"
        checked={checked}
        onChange={setChecked}
        error={props.error}
        readOnly={props.readOnly}
      />
      <output>{String(checked)}</output>
    </>
  );
}

describe('check box', () => {
  it('is named by its label and hands over the new state, by click on the label or Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Agreement />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).not.toBeChecked();
    expect(box).toBeValid();
    expect(box).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('true');
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('reads its message with it and is marked invalid', () => {
    renderWithTheme(<Agreement error="Please accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('Please accept the terms');
    expect(box).toBeInvalid();
  });

  it('keeps its state when read-only', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Agreement readOnly initial />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-readonly', 'true');
  });
});
