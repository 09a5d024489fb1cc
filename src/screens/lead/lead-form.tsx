/** The lead form's pages with Back and Next (doc 1 §2 "Lead form"). */
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { merchantAgreementLink } from '../../../domain/agreements/agreement-link';
import { useId, useRef, type FormEvent } from 'react';
import { visibleLeadFields, type LeadPage } from '../../../domain/onboarding/lead-pages';
import { toCountryCode } from '../../../domain/countries/country-code';
import { useFocusStepHeading } from '../../app/page-focus';
import { useAnnounceBusy } from '../../app/use-announce';
import { useLeadActor } from './lead-actor';
import { LeadField } from './lead-field';

/** The heading of each page. */
export const LEAD_PAGE_TITLES: Record<LeadPage, string> = {
  'business-info': 'About your business',
  'additional-business-info': 'How you sell',
  'business-size': 'The size of your business',
  contact: 'Your contact details',
};

/** doc 1 §2: the privacy-policy notice shown for the UK. */
export const UK_PRIVACY_NOTICE =
  'We use the details you give us to assess your application and to contact you about it, as set out in our privacy policy. You can ask us to access or delete your data at any time.';

/** The current page of the lead form. */
export function LeadForm() {
  const actor = useLeadActor();
  const page = useSelector(actor, (s) => s.context.pages[s.context.pageIndex]!);
  const pageIndex = useSelector(actor, (s) => s.context.pageIndex);
  const pageCount = useSelector(actor, (s) => s.context.pages.length);
  const fields = useSelector(actor, (s) => visibleLeadFields(page, s.context.lead));
  const uk = useSelector(actor, (s) => toCountryCode(s.context.lead.registeredCountry) === 'UK');
  const submitting = useSelector(actor, (s) => !s.matches('editing'));
  // The privacy policy is part of the merchant agreement page for the lead's country and industry.
  const agreementLink = useSelector(actor, (s) =>
    merchantAgreementLink(s.context.lead.registeredCountry, s.context.lead.industry),
  );
  const newTabNote = useId();
  useAnnounceBusy(submitting, { busy: 'Sending your details…' });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusStepHeading(pageIndex, heading);

  const last = pageIndex === pageCount - 1;
  const next = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'page.next' });
  };

  return (
    <form onSubmit={next} noValidate aria-label="Lead form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Step {pageIndex + 1} of {pageCount}
        </Text>
        <Title order={2} ref={heading} tabIndex={-1}>
          {LEAD_PAGE_TITLES[page]}
        </Title>
        {fields.map((field) => (
          <LeadField key={field} field={field} />
        ))}
        {uk && last && (
          <Text size="sm" c="dimmed" data-testid="uk-privacy-notice">
            {UK_PRIVACY_NOTICE}{' '}
            <Anchor
              component={Link}
              to={agreementLink}
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
              aria-describedby={newTabNote}
            >
              Read the privacy policy and merchant agreement
            </Anchor>
            <span hidden id={newTabNote}>
              Opens in a new tab
            </span>
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => actor.send({ type: 'page.back' })}
            disabled={pageIndex === 0 || submitting}
          >
            Back
          </Button>
          <Button type="submit" loading={submitting}>
            {last ? 'Submit' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
