/** The Company Information section (doc 1 §3 "companyInformation", doc 2 §4). */
import { Button, Group, Stack } from '@mantine/core';
import type { CompanyInformation } from '../../../domain/merchant/company-information';
import { COMPANY_LABELS } from '../../forms/field-labels';
import { BUSINESS_ADDRESS, COMPANY_FIELDS } from './field-specs';
import { RecordFields } from './record-fields';
import { SectionField } from './section-field';
import { useSectionForm } from './use-section-form';
import { COMPANY_INFORMATION_RULES } from '../../../domain/applicability/company-information-rules';
import { ruleStates } from '../../../domain/applicability/rule-states';

/** The company form; Save sends it with the company information flag. */
export function CompanyInformationForm() {
  const { values, context, errorOf, setField, submit, saving } = useSectionForm<CompanyInformation>(
    { section: 'companyInformation', record: 'companyInformation' },
  );
  const confirm = ruleStates(COMPANY_INFORMATION_RULES, values, context).businessAddressConfirmed;
  return (
    <form onSubmit={submit} noValidate aria-label="Company Information">
      <Stack gap="md">
        <RecordFields
          section="companyInformation"
          specs={COMPANY_FIELDS}
          labels={COMPANY_LABELS}
          values={values}
          context={context}
          errorOf={errorOf}
          onChange={setField}
          address={{ names: BUSINESS_ADDRESS, after: 'hasShareholderAgreement' }}
        />
        {confirm.shown && (
          <SectionField
            name="businessAddressConfirmed"
            label={COMPANY_LABELS.businessAddressConfirmed}
            spec={{ kind: 'checkbox' }}
            value={values.businessAddressConfirmed}
            onChange={(value) => setField('businessAddressConfirmed', value)}
            error={errorOf('businessAddressConfirmed')}
            required={confirm.required}
            country={undefined}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save and continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
