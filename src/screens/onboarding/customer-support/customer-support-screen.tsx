/**
 * /onboarding/customer-support (doc 1 §2 "Customer support form"): customerSupportEmail,
 * customerSupportPhone and customerSupportWebsite, all required, submitted with Submit through
 * POST /api/update-customer-service-info; once complete the session learns it and the status page
 * follows.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type {
  CustomerSupport,
  CustomerSupportField,
} from '../../../../domain/merchant/customer-support';
import type { ValidationContext } from '../../../../domain/schemas/check-context';
import { toCountryCode, type CountryCode } from '../../../../domain/countries/country-code';
import { fieldHint } from '../../../../domain/countries/field-hints';
import { customerSupportSchema } from '../../../../domain/schemas/support-schemas';
import type { FieldError } from '../../../../domain/errors/field-errors';
import { useServerFieldErrors } from '../../../forms/server-field-errors';
import { PhoneField } from '../../../forms/phone-field';
import { TextField } from '../../../forms/text-field';
import { SignedInEmail } from '../../signed-in-email';
import { useAnnounceBusy } from '../../../app/use-announce';
import { StepGate, useRunningStep } from '../../../app/step-actor';

export const CUSTOMER_SUPPORT_TITLE = 'Customer Service';
export const CUSTOMER_SUPPORT_INTRO =
  'How can shoppers reach your business? We show these details to your customers when they need help with an order.';

/** The labels of the fields. */
export const SUPPORT_LABELS: Record<CustomerSupportField, string> = {
  customerSupportEmail: 'Customer support email',
  customerSupportPhone: 'Customer support phone',
  customerSupportWebsite: 'Customer support website',
  financeContactFirstName: 'Finance contact first name',
  financeContactLastName: 'Finance contact last name',
  financeContactEmail: 'Finance contact email',
  financeContactPhone: 'Finance contact phone',
};

export const FINANCE_CONTACT_TITLE = 'Finance contact';
export const FINANCE_CONTACT_INTRO =
  'Optional: who should we contact about settlements and payments?';

const REQUIRED_FIELDS: readonly CustomerSupportField[] = [
  'customerSupportEmail',
  'customerSupportPhone',
  'customerSupportWebsite',
];
const PHONE_FIELDS: readonly CustomerSupportField[] = [
  'customerSupportPhone',
  'financeContactPhone',
];
const EMAIL_FIELDS: readonly CustomerSupportField[] = [
  'customerSupportEmail',
  'financeContactEmail',
];

/** One field, over the shared field components (phone keeps digits and +). */
function SupportField(props: {
  control: Control<CustomerSupport>;
  name: CustomerSupportField;
  country: CountryCode | undefined;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const shared = {
          label: SUPPORT_LABELS[props.name],
          name: props.name,
          description: fieldHint(props.name, props.country),
          required: REQUIRED_FIELDS.includes(props.name),
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          error: fieldState.error?.message,
        };
        if (PHONE_FIELDS.includes(props.name)) {
          return <PhoneField {...shared} registeredCountry={props.country} />;
        }
        if (props.name === 'financeContactFirstName' || props.name === 'financeContactLastName') {
          return <TextField {...shared} />;
        }
        const email = EMAIL_FIELDS.includes(props.name);
        return (
          <TextField
            {...shared}
            type={email ? 'email' : 'url'}
            autoComplete={email ? 'email' : 'url'}
          />
        );
      }}
    />
  );
}

/** The form, given the saved values and what it checks them with. */
export function CustomerSupportForm(props: {
  values: CustomerSupport;
  context: ValidationContext;
  serverErrors?: Record<string, FieldError>;
  error: string | null;
  busy: boolean;
  onSubmit: (values: CustomerSupport) => void;
}) {
  const errors = useServerFieldErrors<CustomerSupport>(props.serverErrors);
  const { control, handleSubmit } = useForm<CustomerSupport>({
    defaultValues: props.values,
    resolver: valibotResolver(customerSupportSchema(props.context)),
    reValidateMode: 'onChange',
    ...(errors ? { errors } : {}),
  });
  const country = toCountryCode(props.context.registeredCountry);
  return (
    <form noValidate onSubmit={handleSubmit(props.onSubmit)}>
      <Stack gap="md">
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <SupportField control={control} name="customerSupportEmail" country={country} />
        <SupportField control={control} name="customerSupportPhone" country={country} />
        <SupportField control={control} name="customerSupportWebsite" country={country} />
        <Title order={2} size="h4" mt="md">
          {FINANCE_CONTACT_TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          {FINANCE_CONTACT_INTRO}
        </Text>
        <SupportField control={control} name="financeContactFirstName" country={country} />
        <SupportField control={control} name="financeContactLastName" country={country} />
        <SupportField control={control} name="financeContactEmail" country={country} />
        <SupportField control={control} name="financeContactPhone" country={country} />
        <Group justify="flex-end">
          <Button type="submit" loading={props.busy}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CustomerSupportStep() {
  const actor = useRunningStep('customerSupport');
  const state = useSelector(actor, (s) =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready',
  );
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.matches('saving') || s.matches('done'));
  useAnnounceBusy(busy, { busy: 'Saving…' });
  if (state === 'loading') return <Text>Loading your customer service details…</Text>;
  if (state === 'loadFailed') {
    return (
      <Alert color="red" role="alert" title="We could not load your customer service details">
        <Stack gap="sm">
          <Text size="sm">{context.error}</Text>
          <Button variant="light" onClick={() => actor.send({ type: 'retry' })}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <CustomerSupportForm
      values={context.values}
      context={context.validationContext}
      serverErrors={context.fieldErrors.customerSupport}
      error={context.error}
      busy={busy}
      onSubmit={(values) => actor.send({ type: 'support.submit', values })}
    />
  );
}

/** The customer support step as a route. */
export function CustomerSupportScreen() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{CUSTOMER_SUPPORT_TITLE}</Title>
        <SignedInEmail />
      </Stack>
      <Text>{CUSTOMER_SUPPORT_INTRO}</Text>
      <StepGate step="customerSupport">
        <CustomerSupportStep />
      </StepGate>
    </Stack>
  );
}
