/**
 * The Contact Us modal titled Merchant Support (doc 1 §2): name read-only from the lead, e-mail,
 * request text (8 rows) and an optional screenshot; open, submitted, thank-you; closing resets.
 */
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import type { FormEvent } from 'react';
import {
  contactErrorOf,
  contactIsOpen,
  contactIsSending,
  contactNameOf,
  contactScreenshotView,
  contactTextView,
  contactThanked,
  SCREENSHOT_ACCEPT,
} from '../../machines/help/contact-us-selectors';
import { sameView } from '../forms/same-view';
import { SupportHoursOf } from './support-hours';
import type { ContactUsActor } from './help-context';

export const MERCHANT_SUPPORT_TITLE = 'Merchant Support';
/** doc 1 §2: "Copy promises a reply within 2-3 business days." */
export const REPLY_PROMISE = 'Our Merchant Support team will reply within 2-3 business days.';

/** The form, bound to the Contact Us actor, which holds it. */
function ContactForm({ actor }: { actor: ContactUsActor }) {
  const name = useActorView(actor, contactNameOf);
  const error = useActorView(actor, contactErrorOf);
  const submitting = useActorView(actor, contactIsSending);
  const email = useActorView(actor, (s) => contactTextView(s, 'email'), sameView);
  const request = useActorView(actor, (s) => contactTextView(s, 'contentBody'), sameView);
  const screenshot = useActorView(actor, contactScreenshotView, sameView);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'contact.submit' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">Tell us how we can help. {REPLY_PROMISE}</Text>
        <TextInput label="Name" value={name} readOnly />
        <TextInput
          label="Email"
          type="email"
          name="email"
          required={email.required}
          value={email.value}
          onChange={(event) =>
            actor.send({ type: 'contact.change', values: { email: event.currentTarget.value } })
          }
          onBlur={() => actor.send({ type: 'contact.blur', field: 'email' })}
          error={email.error}
        />
        <Textarea
          label="How can we help?"
          name="contentBody"
          rows={8}
          required={request.required}
          value={request.value}
          onChange={(event) =>
            actor.send({
              type: 'contact.change',
              values: { contentBody: event.currentTarget.value },
            })
          }
          onBlur={() => actor.send({ type: 'contact.blur', field: 'contentBody' })}
          error={request.error}
        />
        <FileInput
          label="Screenshot (optional)"
          placeholder="Attach an image"
          accept={SCREENSHOT_ACCEPT}
          clearable
          value={screenshot.value}
          onChange={(file) => actor.send({ type: 'contact.change', values: { screenshot: file } })}
          onBlur={() => actor.send({ type: 'contact.blur', field: 'screenshot' })}
          error={screenshot.error}
        />
        <SupportHoursOf actor={actor} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The modal; shows while the actor is open. */
export function ContactUsModal({ actor }: { actor: ContactUsActor }) {
  const opened = useActorView(actor, contactIsOpen);
  const thanked = useActorView(actor, contactThanked);
  const close = () => actor.send({ type: 'contact.close' });

  return (
    <Modal opened={opened} onClose={close} title={MERCHANT_SUPPORT_TITLE} size="lg">
      {thanked ? (
        <Stack gap="sm">
          <Text fw={600}>Thank you for contacting us.</Text>
          <Text>{REPLY_PROMISE}</Text>
          <SupportHoursOf actor={actor} />
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <ContactForm actor={actor} />
      )}
    </Modal>
  );
}
