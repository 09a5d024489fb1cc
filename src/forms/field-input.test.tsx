import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldView } from '../../machines/forms/field-view';
import { OWNER_FIELDS } from '../../machines/forms/record-field-specs';
import { renderWithTheme } from '../testing/render';
import { FieldInput } from './field-input';

const viewOf = (
  view: Partial<FieldView> & Pick<FieldView, 'name' | 'kind' | 'label'>,
): FieldView => ({
  hint: undefined,
  value: '',
  error: undefined,
  required: true,
  options: undefined,
  country: 'US',
  ...view,
});

describe('NZ certified ID upload (doc 2 §5)', () => {
  it.each(['certifiedGovIdPrimary', 'certifiedGovIdSecondary'] as const)(
    '%s says the certification must be within the past 3 months',
    async (name) => {
      renderWithTheme(
        <FieldInput
          view={viewOf({
            name,
            kind: OWNER_FIELDS[name]!.kind,
            label: 'Certified ID',
            hint: OWNER_FIELDS[name]!.description,
            country: 'NZ',
          })}
          onChange={() => {}}
        />,
      );
      // The hint, then the types and size the field takes, stated on the file input before a file
      // is chosen.
      expect(await screen.findByLabelText('Certified ID')).toHaveAccessibleDescription(
        'Upload a copy of your ID certified within the past 3 months. HEIC, JPG, PNG or PDF, up to 16MB.',
      );
    },
  );
});

describe('a checkbox field (doc 1 §3 "Checkbox")', () => {
  function Agreement(props: { error?: string }) {
    const [checked, setChecked] = useState<unknown>(false);
    return (
      <>
        <FieldInput
          view={viewOf({
            name: 'agreement',
            kind: 'checkbox',
            label: 'I accept the terms',
            value: checked,
            error: props.error,
          })}
          onChange={(_name, value) => setChecked(value)}
        />
        <output>{String(checked)}</output>
      </>
    );
  }

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
});

describe('a field while a request for changes is open (decision 0266)', () => {
  it('shows a read-only field as a text input holding its value in words, reachable with Tab', async () => {
    renderWithTheme(
      <FieldInput
        view={viewOf({
          name: 'businessType',
          kind: 'select',
          label: 'Business type',
          value: 'LLC',
          options: ['Corporation', 'LLC'],
          readOnly: true,
          display: 'LLC',
        })}
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText(/^Business type/);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('LLC');
    await userEvent.tab();
    expect(input).toHaveFocus();
  });

  it('shows a read-only document with its file and no way to replace or remove it', () => {
    renderWithTheme(
      <FieldInput
        view={viewOf({
          name: 'govId',
          kind: 'idFile',
          label: 'Government ID (front)',
          value: 'uploads/abc/passport-front.png',
          readOnly: true,
        })}
        onChange={() => {}}
      />,
    );
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('passport-front.png');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText('Government ID (front)')).toBeNull();
  });

  it('lets a flagged document take a new upload, its reason first in its line', () => {
    renderWithTheme(
      <FieldInput
        view={viewOf({
          name: 'govId',
          kind: 'idFile',
          label: 'Government ID (front)',
          value: 'uploads/abc/passport-front.png',
          request: 'Change requested: Document unreadable.',
          hint: 'Change requested: Document unreadable.',
        })}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /Remove passport-front.png/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Government ID (front)')).toHaveAccessibleDescription(
      /^Change requested: Document unreadable\. /,
    );
  });
});
