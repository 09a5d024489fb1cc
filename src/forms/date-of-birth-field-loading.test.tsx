/**
 * The date of birth field before its date input's code has arrived: a plain input with the same
 * label and hint that takes what is typed, keeps focus and text while the code arrives, and gives
 * way to the date input once the merchant leaves it with nothing unread. Its own file, so the
 * date input's chunk has not been loaded by another test; the real chunk arrives when the test
 * lets it, as a slow network would deliver it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { DateOfBirthField, loadDateOfBirthInput } from './date-of-birth-field';

const network = vi.hoisted(() => {
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  return { delivered, deliver: () => deliver() };
});
vi.mock('./date-of-birth-input', async (importOriginal) => {
  await network.delivered;
  return importOriginal();
});

function Dob(props: { label: string; changes: string[] }) {
  const [value, setValue] = useState('');
  return (
    <DateOfBirthField
      label={props.label}
      value={value}
      country="AU"
      onChange={(next) => {
        props.changes.push(next);
        setValue(next);
      }}
    />
  );
}

it('takes a date typed before the date input arrives and loses no focus or text', async () => {
  const [first, second]: [string[], string[]] = [[], []];
  const user = userEvent.setup();
  renderWithTheme(
    <>
      <Dob label="First date of birth" changes={first} />
      <Dob label="Second date of birth" changes={second} />
    </>,
  );
  const plain = screen.getByRole('textbox', { name: 'First date of birth' });
  const other = screen.getByRole('textbox', { name: 'Second date of birth' });
  expect(plain).toHaveAccessibleDescription(/for example 23 Nov 1980/);
  expect(screen.queryByRole('button', { name: 'Clear First date of birth' })).toBeNull();

  // Text that is no date is handed to the form as typed, for its check to explain.
  await user.type(other, '31 Feb 1980');
  await user.tab();
  expect(second.at(-1)).toBe('31 Feb 1980');

  await user.click(plain);
  network.deliver();
  await loadDateOfBirthInput();
  // The code is here, but the merchant is in the plain input: it stays, focused.
  expect(screen.getByRole('textbox', { name: 'First date of birth' })).toBe(plain);
  expect(plain).toHaveFocus();
  // The text that is no date stays as typed until it is corrected.
  expect(screen.getByRole('textbox', { name: 'Second date of birth' })).toBe(other);
  expect(other).toHaveValue('31 Feb 1980');
  await user.type(plain, '23 Nov 1980');
  expect(plain).toHaveValue('23 Nov 1980');
  expect(screen.getByRole('textbox', { name: 'First date of birth' })).toBe(plain);
  expect(first).toEqual([]);

  // Leaving it hands the date to the form and the date input takes its place, month as a word.
  await user.click(other);
  expect(first.at(-1)).toBe('23-11-1980');
  expect(await screen.findByRole('button', { name: 'Clear First date of birth' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'First date of birth' })).toHaveValue(
    '23 November 1980',
  );

  await user.clear(other);
  await user.type(other, '28 Feb 1980');
  await user.tab();
  expect(second.at(-1)).toBe('28-02-1980');
  expect(await screen.findByRole('button', { name: 'Clear Second date of birth' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Second date of birth' })).toHaveValue(
    '28 February 1980',
  );
});
