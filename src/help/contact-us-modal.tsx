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
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSelector } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import { HELP_DESK_SCREENSHOT_TYPES } from '../../domain/api/status-api';
import {
  contactRequestSchema,
  type ContactRequestInput,
} from '../../domain/status/contact-request';
import type { ContactUsActor } from './help-context';

export const MERCHANT_SUPPORT_TITLE = 'Merchant Support';
/** doc 1 §2: "Copy promises a reply within 2-3 business days." */
export const REPLY_PROMISE = 'Our Merchant Support team will reply within 2-3 business days.';

function ContactForm({ actor }: { actor: ContactUsActor }) {
  const facts = useSelector(actor, (s) => s.context.facts);
  const error = useSelector(actor, (s) => s.context.error);
  const submitting = useSelector(actor, (s) => s.matches({ open: 'submitting' }));
  const form = useForm<ContactRequestInput>({
    resolver: valibotResolver(contactRequestSchema),
    defaultValues: { email: facts?.email ?? '', contentBody: '', screenshot: null },
  });
  const submit = form.handleSubmit((values) =>
    actor.send({
      type: 'contact.submit',
      request: {
        email: values.email.trim(),
        contentBody: values.contentBody.trim(),
        screenshot: (values.screenshot as File | null) ?? null,
      },
    }),
  );
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">Tell us how we can help. {REPLY_PROMISE}</Text>
        <TextInput label="Name" value={facts?.name ?? ''} readOnly />
        <TextInput
          label="Email"
          type="email"
          required
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Textarea
          label="How can we help?"
          rows={8}
          required
          {...form.register('contentBody')}
          error={errors.contentBody?.message}
        />
        <Controller
          control={form.control}
          name="screenshot"
          render={({ field, fieldState }) => (
            <FileInput
              label="Screenshot (optional)"
              placeholder="Attach an image"
              accept={HELP_DESK_SCREENSHOT_TYPES.join(',')}
              clearable
              value={(field.value as File | null) ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
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
  const opened = useSelector(actor, (s) => s.matches('open'));
  const thanked = useSelector(actor, (s) => s.matches({ open: 'thankYou' }));
  const close = () => actor.send({ type: 'contact.close' });

  return (
    <Modal opened={opened} onClose={close} title={MERCHANT_SUPPORT_TITLE} size="lg">
      {thanked ? (
        <Stack gap="sm">
          <Text fw={600}>Thank you for contacting us.</Text>
          <Text>{REPLY_PROMISE}</Text>
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
