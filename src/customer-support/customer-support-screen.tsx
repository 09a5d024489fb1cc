/**
 * /onboarding/customer-support (doc 1 §2 "Customer support form"): customerSupportEmail,
 * customerSupportPhone and customerSupportWebsite, all required, submitted with Submit through
 * POST /api/update-customer-service-info; once complete the session learns it and the status page
 * follows. The customer support machine holds the form; this view binds its fields.
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import type { FormEvent } from 'react';
import type { CustomerSupportField } from '../../domain/customer-support/customer-support';
import {
  FINANCE_CONTACT_FIELDS,
  SUPPORT_FIELDS,
  supportErrorOf,
  supportFieldView,
  supportIsBusy,
  supportPageOf,
} from '../../machines/customer-support/customer-support-selectors';
import { SUPPORT_COPY } from '../../machines/customer-support/support-copy';
import { supportRevisionNotice } from '../../machines/customer-support/support-revision-view';
import { RevisionNotice } from '../forms/revision-notice';
import { sameView } from '../forms/same-view';
import { PhoneField } from '../forms/phone-field';
import { TextField } from '../forms/text-field';
import { SignedInEmail } from '../session/signed-in-email';
import { useAnnounceBusy } from '../app/use-announce';
import { StepGate, useRunningStep } from '../app/step-actor';
import { useSay } from '../i18n/say';

export { SUPPORT_LABELS } from '../../machines/customer-support/customer-support-selectors';

/** One field, bound to the customer support actor (phone keeps digits and +). */
function SupportField({ name }: { name: CustomerSupportField }) {
  const actor = useRunningStep('customerSupport');
  const field = useActorView(actor, (s) => supportFieldView(s, name), sameView);
  const say = useSay();
  const shared = {
    label: say(field.label),
    name,
    description: field.description === undefined ? undefined : say(field.description),
    required: field.required,
    value: field.value,
    error: field.error === undefined ? undefined : say(field.error),
    readOnly: field.readOnly,
    onChange: (value: string) => actor.send({ type: 'support.change', values: { [name]: value } }),
    onBlur: () => actor.send({ type: 'support.blur', field: name }),
  };
  // decision 0266: a field an open request did not flag is a read-only text input, readable and
  // reachable with Tab (a phone's country picker would offer a change it cannot make).
  if (field.readOnly) return <TextField {...shared} />;
  if (field.kind === 'phone') {
    return <PhoneField {...shared} registeredCountry={field.registeredCountry} />;
  }
  if (field.kind === 'text') return <TextField {...shared} />;
  return <TextField {...shared} type={field.kind} autoComplete={field.kind} />;
}

/** The form of the running customer support actor. */
function CustomerSupportForm() {
  const actor = useRunningStep('customerSupport');
  const error = useActorView(actor, supportErrorOf);
  const busy = useActorView(actor, supportIsBusy);
  const revision = useActorView(actor, supportRevisionNotice);
  const say = useSay();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'support.submit' });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {revision && <RevisionNotice view={revision} />}
        {error && (
          <Alert color="red" role="alert">
            {say(error)}
          </Alert>
        )}
        {SUPPORT_FIELDS.map((name) => (
          <SupportField key={name} name={name} />
        ))}
        <Title order={2} size="h4" mt="md">
          {say(SUPPORT_COPY.financeTitle)}
        </Title>
        <Text size="sm" c="dimmed">
          {say(SUPPORT_COPY.financeIntro)}
        </Text>
        {FINANCE_CONTACT_FIELDS.map((name) => (
          <SupportField key={name} name={name} />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {say(SUPPORT_COPY.submit)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CustomerSupportStep() {
  const actor = useRunningStep('customerSupport');
  const page = useActorView(actor, supportPageOf);
  const error = useActorView(actor, supportErrorOf);
  const say = useSay();
  useAnnounceBusy(actor, supportIsBusy, { busy: say(SUPPORT_COPY.saving) });
  if (page === 'loading') return <Text>{say(SUPPORT_COPY.loading)}</Text>;
  if (page === 'loadFailed') {
    return (
      <Alert color="red" role="alert" title={say(SUPPORT_COPY.loadFailed)}>
        <Stack gap="sm">
          <Text size="sm">{say(error)}</Text>
          <Button variant="light" onClick={() => actor.send({ type: 'retry' })}>
            {say(SUPPORT_COPY.tryAgain)}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <CustomerSupportForm />;
}

/** The customer support step as a route. */
export function CustomerSupportScreen() {
  const say = useSay();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{say(SUPPORT_COPY.title)}</Title>
        <SignedInEmail />
      </Stack>
      <Text>{say(SUPPORT_COPY.intro)}</Text>
      <StepGate step="customerSupport">
        <CustomerSupportStep />
      </StepGate>
    </Stack>
  );
}
