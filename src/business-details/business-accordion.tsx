/**
 * The business details accordion (doc 1 §2 "Onboarding accordion"): Company Information, Store
 * Details and Beneficial Owners, each available as its view model says; the open
 * section is the onboarding actor's. Mantine's Accordion gives the WAI-ARIA accordion pattern:
 * each header a button controlling its region, ArrowUp, ArrowDown, Home and End between the
 * headers that are not disabled.
 */
import { Accordion, Alert, Badge, Stack } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useJourney } from '../app/journey-context';
import type { ReactNode } from 'react';
import type { BusinessSection } from '../../domain/business-details/accordion';
import { isSection, sectionsView } from '../../machines/business-details/business-details-view';
import { STEP_HEADING_ATTRIBUTE } from '../app/page-focus';
import { RevisionNotice } from '../forms/revision-notice';
import { CompanyInformationForm } from './company-information-form';
import { useBusinessDetailsActor } from './business-details-actor';
import { OwnersForm } from './owners-form';
import { StoreDetailsForm } from './store-details-form';
import { useSay } from '../i18n/say';

const FORMS: Record<BusinessSection, () => ReactNode> = {
  companyInformation: () => <CompanyInformationForm />,
  storeDetails: () => <StoreDetailsForm />,
  beneficialOwners: () => <OwnersForm />,
};

/** The three sections; only the open one holds a mounted form. */
export function BusinessAccordion() {
  const actor = useBusinessDetailsActor();
  const journey = useJourney();
  const open = useActorView(actor, (s) => s.context.openSection);
  const sections = useActorView(actor, sectionsView);
  const say = useSay();
  return (
    <Accordion
      value={open}
      // The machine decides which section is open; clicking the open header keeps it open.
      onChange={(value) => {
        if (isSection(value) && value !== open)
          journey.send({ type: 'section.open', section: value });
      }}
      variant="separated"
      // Each header sits in an h2, so the sections are headings a screen reader can list.
      order={2}
    >
      {sections.map(({ section, title, available, complete, notice, revision }) => {
        const active = open === section;
        return (
          <Accordion.Item key={section} value={section}>
            <Accordion.Control
              disabled={!available}
              // The open section is the step a new page shows first (src/app/page-focus.ts).
              {...(active ? { [STEP_HEADING_ATTRIBUTE]: true } : {})}
            >
              {/* Read as "Company Information Complete", not run together. */}
              <span style={{ fontWeight: 600 }}>{say(title)}</span>{' '}
              {complete && (
                // Teal 9 on the light badge's teal 0 keeps the word above 4.5:1 (WCAG 1.4.3).
                <Badge color="teal" variant="light" c="teal.9" ml="xs">
                  {say({ id: 'business.section.complete' })}
                </Badge>
              )}
            </Accordion.Control>
            <Accordion.Panel>
              {active &&
                (notice ? (
                  <Alert color="blue" variant="light" title={say(title)}>
                    {say(notice)}
                  </Alert>
                ) : revision ? (
                  <Stack gap="md">
                    <RevisionNotice view={revision} />
                    {FORMS[section]()}
                  </Stack>
                ) : (
                  FORMS[section]()
                ))}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
