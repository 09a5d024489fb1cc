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
import { CONTACT_WORDS } from '../../machines/help/help-words';
import { useSay } from '../i18n/say';
import { SupportHoursOf } from './support-hours';
import type { ContactUsActor } from './help-context';

/** The form, bound to the Contact Us actor, which holds it. */
function ContactForm({ actor }: { actor: ContactUsActor }) {
  const say = useSay();
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
        <Text size="sm">
          {say(CONTACT_WORDS.intro)} {say(CONTACT_WORDS.replyPromise)}
        </Text>
        <TextInput label={say(CONTACT_WORDS.name)} value={name} readOnly />
        <TextInput
          label={say(CONTACT_WORDS.email)}
          type="email"
          name="email"
          required={email.required}
          value={email.value}
          onChange={(event) =>
            actor.send({ type: 'contact.change', values: { email: event.currentTarget.value } })
          }
          onBlur={() => actor.send({ type: 'contact.blur', field: 'email' })}
          error={say(email.error) || undefined}
        />
        <Textarea
          label={say(CONTACT_WORDS.request)}
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
          error={say(request.error) || undefined}
        />
        <FileInput
          label={say(CONTACT_WORDS.screenshot)}
          placeholder={say(CONTACT_WORDS.screenshotPlaceholder)}
          accept={SCREENSHOT_ACCEPT}
          clearable
          value={screenshot.value}
          onChange={(file) => actor.send({ type: 'contact.change', values: { screenshot: file } })}
          onBlur={() => actor.send({ type: 'contact.blur', field: 'screenshot' })}
          error={say(screenshot.error) || undefined}
        />
        <SupportHoursOf actor={actor} />
        {error && (
          <Alert color="red" role="alert">
            {say(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {say(CONTACT_WORDS.send)}
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
  const say = useSay();

  return (
    <Modal opened={opened} onClose={close} title={say(CONTACT_WORDS.title)} size="lg">
      {thanked ? (
        <Stack gap="sm">
          <Text fw={600}>{say(CONTACT_WORDS.thanks)}</Text>
          <Text>{say(CONTACT_WORDS.replyPromise)}</Text>
          <SupportHoursOf actor={actor} />
          <Group justify="flex-end">
            <Button onClick={close}>{say(CONTACT_WORDS.close)}</Button>
          </Group>
        </Stack>
      ) : (
        <ContactForm actor={actor} />
      )}
    </Modal>
  );
}
