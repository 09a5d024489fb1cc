/**
 * The cash form page (doc 1 §2): a logo upload and the agreement checkbox (hidden once accepted),
 * and the success panel 'Store successfully activated!' with 'Continue to next store'.
 */
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { cashFormView } from '../../machines/cash-pay/cash-pay-view';
import { FileUploadField } from '../forms/file-upload-field';
import { useCashPay } from './cash-pay-context';
import { CASH_LOGO_FORM_MAX_WIDTH } from './cash-cards';

/** The form as the cash pay machine holds it (docs/decisions/0240): the view binds and sends. */
export function CashForm({ storeName }: { storeName: string }) {
  const cashPay = useCashPay();
  const form = useActorView(cashPay, (s) => cashFormView(s, storeName));
  return (
    <Paper component="section" aria-label="Cash App Pay form" withBorder p="md">
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          cashPay.send({ type: 'cashForm.submit' });
        }}
      >
        <Title order={2} size="h4">
          Activate Cash App Pay
        </Title>
        <Stack maw={CASH_LOGO_FORM_MAX_WIDTH} gap="xs">
          <FileUploadField
            label="Logo (optional)"
            name="cashPayLogoUrl"
            value={form.logo.value}
            onChange={(cashPayLogoUrl) =>
              cashPay.send({ type: 'cashForm.change', values: { cashPayLogoUrl } })
            }
            onBlur={() => cashPay.send({ type: 'cashForm.blur', field: 'cashPayLogoUrl' })}
            error={form.logo.error}
            target={form.logo.target}
          />
        </Stack>
        {form.agreement.shows && (
          <Checkbox
            label="I accept the Cash App Pay agreement"
            checked={form.agreement.checked}
            onChange={(event) =>
              cashPay.send({
                type: 'cashForm.change',
                values: { cashPayAgreementAccepted: event.currentTarget.checked },
              })
            }
            onBlur={() =>
              cashPay.send({ type: 'cashForm.blur', field: 'cashPayAgreementAccepted' })
            }
            error={form.agreement.error}
          />
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            Submit
          </Button>
          <Button
            variant="subtle"
            type="button"
            onClick={() => cashPay.send({ type: 'cashForm.cancel' })}
          >
            Back
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** doc 1 §2: the success panel. */
export function CashActivatedPanel() {
  const cashPay = useCashPay();
  return (
    <Alert color="green" title="Store successfully activated!" role="status">
      <Stack gap="xs">
        <Text size="sm">Cash App Pay is being set up for your store.</Text>
        <Group>
          <Button size="xs" onClick={() => cashPay.send({ type: 'cashForm.continue' })}>
            Continue to next store
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
