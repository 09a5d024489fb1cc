/**
 * The business details accordion (doc 1 §2 "Onboarding accordion"): Company Information, Store
 * Details and Beneficial Owners, each available by the rules of domain/onboarding; the open
 * section is the onboarding actor's.
 */
import { Accordion, Badge, Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  BUSINESS_SECTIONS,
  SECTION_INFO,
  sectionAvailable,
  sectionComplete,
  type BusinessSection,
} from '../../../domain/onboarding/accordion';
import { CompanyInformationForm } from './company-information-form';
import { STEP_HEADING_ATTRIBUTE } from '../../app/page-focus';
import { useOnboardingActor } from './onboarding-actor';
import { OwnersForm } from './owners-form';
import { StoreDetailsForm } from './store-details-form';

const FORMS: Record<BusinessSection, () => ReactNode> = {
  companyInformation: () => <CompanyInformationForm />,
  storeDetails: () => <StoreDetailsForm />,
  beneficialOwners: () => <OwnersForm />,
};

/** The three sections; only the open one holds a mounted form. */
export function BusinessAccordion() {
  const actor = useOnboardingActor();
  const open = useSelector(actor, (s) => s.context.openSection);
  const forms = useSelector(actor, (s) => s.context.merchant.formCompletion);
  return (
    <Accordion
      value={open}
      onChange={(value) => {
        if (value) actor.send({ type: 'section.open', section: value as BusinessSection });
      }}
      variant="separated"
      // Each control sits in an h2, so the sections are headings a screen reader can list.
      order={2}
    >
      {BUSINESS_SECTIONS.map((section) => (
        <Accordion.Item key={section} value={section}>
          <Accordion.Control
            disabled={!sectionAvailable(section, forms)}
            // The open section is the step a new page shows first (src/app/page-focus.ts).
            {...(open === section ? { [STEP_HEADING_ATTRIBUTE]: true } : {})}
          >
            <Group justify="space-between" pr="md">
              <Text fw={600}>{SECTION_INFO[section].title}</Text>
              {sectionComplete(section, forms) && (
                <Badge color="teal" variant="light">
                  Complete
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>{open === section && FORMS[section]()}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
