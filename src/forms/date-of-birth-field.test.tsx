/**
 * The date of birth over Mantine's date input: typed in words or digits, shown with the month as
 * a word, kept in the country's mask for the payload; its calendar's opening and its names.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../domain/countries/country-code';
import { renderWithTheme } from '../testing/render';
import { DateOfBirthField } from './date-of-birth-field';

function Dob(props: { country: CountryCode; initial?: string; changes: string[]; error?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DateOfBirthField
      label="Date of birth"
      value={value}
      country={props.country}
      error={props.error}
      onChange={(next) => {
        props.changes.push(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Date of birth' });

describe('date of birth', () => {
  it.each([
    ['US', '23 Nov 1980', '11-23-1980'],
    ['AU', '23 Nov 1980', '23-11-1980'],
    ['UK', 'November 23, 1980', '23-11-1980'],
    // Digits alone follow the country's order and are shown back with the month as a word.
    ['US', '04-05-1985', '04-05-1985'],
    ['AU', '04-05-1985', '04-05-1985'],
  ] as const)('%s: %j is kept as %j', async (country, typed, kept) => {
    const changes: string[] = [];
    const user = userEvent.setup();
    renderWithTheme(<Dob country={country} changes={changes} />);
    expect(input()).not.toHaveAttribute('placeholder');
    expect(input()).toHaveAccessibleDescription(/for example 23 Nov 1980/);
    await user.type(input(), typed);
    await user.tab();
    expect(changes.at(-1)).toBe(kept);
    const digitsShown = country === 'US' ? '5 April 1985' : '4 May 1985';
    expect(input()).toHaveValue(typed === '04-05-1985' ? digitsShown : '23 November 1980');
  });

  it('shows a restored date with its month as a word', () => {
    renderWithTheme(<Dob country="US" initial="04-15-1985" changes={[]} />);
    expect(input()).toHaveValue('15 April 1985');
  });

  it('keeps a saved (masked) date until a new one is entered', () => {
    const changes: string[] = [];
    renderWithTheme(<Dob country="AU" initial="••••••1985" changes={changes} />);
    expect(input()).toHaveValue('');
    expect(input()).toHaveAccessibleDescription(/Saved \(year 1985\)/);
    expect(changes).toEqual([]);
  });

  it('hands text that is no date to the form as typed, for its check to explain', async () => {
    const changes: string[] = [];
    const user = userEvent.setup();
    renderWithTheme(<Dob country="AU" changes={changes} />);
    await user.type(input(), '31 Feb 1980');
    await user.tab();
    expect(changes.at(-1)).toBe('31 Feb 1980');
  });

  // jsdom lays nothing out, so the positioned calendar stays `display: none` here; Mantine mounts
  // it only while open, which is what these check (the e2e journeys see it drawn).
  const calendar = () => document.querySelector('[data-dates-dropdown]');

  it('opens the calendar when focus arrives in a field without a message', async () => {
    renderWithTheme(<Dob country="AU" changes={[]} />);
    input().focus();
    await waitFor(() => expect(calendar()).not.toBeNull());
  });

  it('keeps the calendar shut when focus arrives in a field showing a message, until a click', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Dob country="AU" changes={[]} error="Value Required" />);
    input().focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calendar()).toBeNull();
    expect(screen.getByText('Value Required')).toBeVisible();
    await user.click(input());
    await waitFor(() => expect(calendar()).not.toBeNull());
  });

  it('opens the calendar held shut by a message once the merchant types', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Dob country="AU" changes={[]} error="Value Required" />);
    input().focus();
    await user.keyboard('2');
    await waitFor(() => expect(calendar()).not.toBeNull());
  });

  it('opens the calendar on the decade of the newest date of birth that meets the sign-up age', async () => {
    renderWithTheme(<Dob country="AU" changes={[]} />);
    input().focus();
    await waitFor(() => expect(calendar()).not.toBeNull());
    const newest = new Date().getFullYear() - 18;
    const decade = newest - (newest % 10);
    expect(calendar()).toHaveTextContent(`${decade} – ${decade + 9}`);
  });

  it('names its clear button after the field (WCAG 4.1.2)', () => {
    renderWithTheme(<Dob country="AU" changes={[]} initial="23-11-1980" />);
    expect(screen.getByRole('button', { name: 'Clear Date of birth' })).toBeInTheDocument();
  });

  it('names the calendar arrows, which show only an icon (WCAG 4.1.2)', async () => {
    renderWithTheme(<Dob country="AU" changes={[]} />);
    input().focus();
    await waitFor(() => expect(calendar()).not.toBeNull());
    for (const name of ['Previous decade', 'Next decade']) {
      expect(screen.getByRole('button', { name, hidden: true })).toBeInTheDocument();
    }
  });
});
