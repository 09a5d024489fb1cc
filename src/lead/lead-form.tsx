/** The lead form's pages with Back and Next (doc 1 §2 "Lead form"). */
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { Link } from 'react-router-dom';
import { useId, useRef, type FormEvent } from 'react';
import { leadFormView, leadIsSubmitting } from '../../machines/lead/lead-view';
import { shallowEqual } from '../../machines/forms/view-memo';
import { useFocusStepHeading } from '../app/page-focus';
import { useAnnounceBusy } from '../app/use-announce';
import { useLeadActor } from './lead-actor';
import { LeadField } from './lead-field';

/** The current page of the lead form. */
export function LeadForm() {
  const actor = useLeadActor();
  const view = useActorView(actor, leadFormView, shallowEqual);
  const { submitting } = view;
  const newTabNote = useId();
  useAnnounceBusy(actor, leadIsSubmitting, { busy: 'Sending your details…' });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusStepHeading(view.step, heading);

  const next = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'page.next' });
  };

  return (
    <form onSubmit={next} noValidate aria-label="Lead form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {view.step}
        </Text>
        <Title order={2} ref={heading} tabIndex={-1}>
          {view.heading}
        </Title>
        {view.fields.map((field) => (
          <LeadField key={field} field={field} />
        ))}
        {view.privacyNotice && (
          <Text size="sm" c="dimmed" data-testid="uk-privacy-notice">
            {view.privacyNotice}{' '}
            <Anchor
              component={Link}
              to={view.agreementLink}
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
            disabled={view.backDisabled}
          >
            Back
          </Button>
          <Button type="submit" loading={submitting}>
            {view.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
