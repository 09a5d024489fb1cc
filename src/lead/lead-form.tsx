/** The lead form's pages with Back and Next (doc 1 §2 "Lead form"). */
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { Link } from 'react-router-dom';
import { useId, useRef, type FormEvent } from 'react';
import { leadFormView, leadIsSubmitting } from '../../machines/lead/lead-view';
import { shallowEqual } from '../../machines/forms/view-memo';
import { useFocusStepHeading } from '../app/page-focus';
import { useAnnounceBusy } from '../app/use-announce';
import { LEAD_WORDS } from '../../machines/lead/lead-words';
import { useSay } from '../i18n/say';
import { useLeadActor } from './lead-actor';
import { LeadField } from './lead-field';

/** The current page of the lead form. */
export function LeadForm() {
  const actor = useLeadActor();
  const view = useActorView(actor, leadFormView, shallowEqual);
  const say = useSay();
  const { submitting } = view;
  const newTabNote = useId();
  useAnnounceBusy(actor, leadIsSubmitting, { busy: say(LEAD_WORDS.sending) });
  const heading = useRef<HTMLHeadingElement>(null);
  const step = say(view.step);
  useFocusStepHeading(step, heading);

  const next = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'page.next' });
  };

  return (
    <form onSubmit={next} noValidate aria-label={say(LEAD_WORDS.formLabel)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {step}
        </Text>
        <Title order={2} ref={heading} tabIndex={-1}>
          {say(view.heading)}
        </Title>
        {view.fields.map((field) => (
          <LeadField key={field} field={field} />
        ))}
        {view.privacyNotice && (
          <Text size="sm" c="dimmed" data-testid="uk-privacy-notice">
            {say(view.privacyNotice)}{' '}
            <Anchor
              component={Link}
              to={view.agreementLink}
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
              aria-describedby={newTabNote}
            >
              {say(LEAD_WORDS.privacyLink)}
            </Anchor>
            <span hidden id={newTabNote}>
              {say(LEAD_WORDS.newTab)}
            </span>
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => actor.send({ type: 'page.back' })}
            disabled={view.backDisabled}
          >
            {say(LEAD_WORDS.back)}
          </Button>
          <Button type="submit" loading={submitting}>
            {say(view.submitLabel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
