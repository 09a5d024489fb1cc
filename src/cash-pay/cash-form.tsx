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
import { CASH_WORDS } from '../../machines/cash-pay/cash-words';
import { useSay } from '../i18n/say';

/** The form as the cash pay machine holds it (docs/decisions/0240): the view binds and sends. */
export function CashForm({ storeName }: { storeName: string }) {
  const cashPay = useCashPay();
  const form = useActorView(cashPay, (s) => cashFormView(s, storeName));
  const say = useSay();
  return (
    <Paper component="section" aria-label={say(CASH_WORDS.formLabel)} withBorder p="md">
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          cashPay.send({ type: 'cashForm.submit' });
        }}
      >
        <Title order={2} size="h4">
          {say(CASH_WORDS.activateTitle)}
        </Title>
        <Stack maw={CASH_LOGO_FORM_MAX_WIDTH} gap="xs">
          <FileUploadField
            label={say(CASH_WORDS.logoOptional)}
            name="cashPayLogoUrl"
            value={form.logo.value}
            onChange={(cashPayLogoUrl) =>
              cashPay.send({ type: 'cashForm.change', values: { cashPayLogoUrl } })
            }
            onBlur={() => cashPay.send({ type: 'cashForm.blur', field: 'cashPayLogoUrl' })}
            error={say(form.logo.error) || undefined}
            target={form.logo.target}
          />
        </Stack>
        {form.agreement.shows && (
          <Checkbox
            label={say(CASH_WORDS.agreementCheckbox)}
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
            error={say(form.agreement.error) || undefined}
          />
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {say(CASH_WORDS.submit)}
          </Button>
          <Button
            variant="subtle"
            type="button"
            onClick={() => cashPay.send({ type: 'cashForm.cancel' })}
          >
            {say(CASH_WORDS.back)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** doc 1 §2: the success panel. */
export function CashActivatedPanel() {
  const cashPay = useCashPay();
  const say = useSay();
  return (
    <Alert color="green" title={say(CASH_WORDS.activatedTitle)} role="status">
      <Stack gap="xs">
        <Text size="sm">{say(CASH_WORDS.beingSetUp)}</Text>
        <Group>
          <Button size="xs" onClick={() => cashPay.send({ type: 'cashForm.continue' })}>
            {say(CASH_WORDS.continueNextStore)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
