/**
 * The cash form page (doc 1 §2): a logo upload and the agreement checkbox (hidden once accepted),
 * and the success panel 'Store successfully activated!' with 'Continue to next store'.
 */
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { CASH_BUCKET } from '../../../domain/api/merchant-api';
import { cashPayLogoFilename } from '../../../domain/merchant/customer-support';
import { FileUploadField } from '../../forms/file-upload-field';
import { useCashPay } from './cash-pay-context';
import { CASH_LOGO_FORM_MAX_WIDTH } from './cash-cards';

/** doc 2 §5: the cash logo is image/png or image/jpeg. */

export function CashForm({ storeName }: { storeName: string }) {
  const cashPay = useCashPay();
  const agreementAccepted = useSelector(cashPay, (s) => s.context.agreementAccepted);
  const errors = useSelector(cashPay, (s) => s.context.fieldErrors);
  const submitting = useSelector(cashPay, (s) =>
    s.matches({ eligible: { activation: 'submitting' } }),
  );
  const [logoUrl, setLogoUrl] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <Paper component="section" aria-label="Cash App Pay form" withBorder p="md">
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          cashPay.send({
            type: 'cashForm.submit',
            logoUrl,
            agreementAccepted: agreementAccepted || agreed,
          });
        }}
      >
        <Title order={2} size="h4">
          Activate Cash App Pay
        </Title>
        <Stack maw={CASH_LOGO_FORM_MAX_WIDTH} gap="xs">
          <FileUploadField
            label="Logo (optional)"
            name="cashPayLogoUrl"
            value={logoUrl}
            onChange={setLogoUrl}
            error={errors.cashPayLogoUrl?.error}
            target={{
              field: 'cashPayLogoUrl',
              bucketType: CASH_BUCKET,
              filename: cashPayLogoFilename(storeName),
            }}
          />
        </Stack>
        {!agreementAccepted && (
          <Checkbox
            label="I accept the Cash App Pay agreement"
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
            error={errors.cashPayAgreementAccepted?.error}
          />
        )}
        <Group>
          <Button type="submit" loading={submitting}>
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
