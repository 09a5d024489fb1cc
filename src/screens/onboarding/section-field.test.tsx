import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { OWNER_FIELDS } from './field-specs';
import { SectionField } from './section-field';

describe('NZ certified ID upload (doc 2 §5)', () => {
  it.each(['certifiedGovIdPrimary', 'certifiedGovIdSecondary'] as const)(
    '%s says the certification must be within the past 3 months',
    async (name) => {
      renderWithTheme(
        <SectionField
          name={name}
          label="Certified ID"
          spec={OWNER_FIELDS[name]!}
          value=""
          onChange={() => {}}
          required
          country="NZ"
        />,
      );
      // The hint, then the types and size the field takes, stated before a file is chosen (on the
      // file input once the drop zone's code has loaded).
      expect(await screen.findByLabelText('Certified ID')).toHaveAccessibleDescription(
        'Upload a copy of your ID certified within the past 3 months. HEIC, JPG, PNG or PDF, up to 16MB.',
      );
    },
  );
});
