/** The Company Information section (doc 1 §3 "companyInformation", doc 2 §4). */
import { Button, Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { CompanyInformation } from '../../domain/business-details/company-information';
import { useSay } from '../i18n/say';
import { RecordFields } from './record-fields';
import { useSectionForm } from './use-section-form';

/** The company form; Save sends it with the company information flag. */
export function CompanyInformationForm() {
  const { values, context, errorOf, setField, submit, saving } = useSectionForm<CompanyInformation>(
    { section: 'companyInformation', record: 'companyInformation' },
  );
  const say = useSay();
  // The same element while `saving` holds: a keystroke renders the fields, not the button too.
  const footer = useMemo(
    () => (
      <Group justify="flex-end">
        <Button type="submit" loading={saving}>
          {say({ id: 'business.saveAndContinue' })}
        </Button>
      </Group>
    ),
    [saving, say],
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={say({ id: 'business.section.companyInformation' })}
    >
      <Stack gap="md">
        <RecordFields
          section="companyInformation"
          values={values}
          context={context}
          errorOf={errorOf}
          onChange={setField}
        />
        {footer}
      </Stack>
    </form>
  );
}
