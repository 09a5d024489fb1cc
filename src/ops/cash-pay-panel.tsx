/**
 * The cash pay settings the back office controls (doc 1 §3, §4; doc 2 §8): eligibility, the cash
 * pay onboarding status, integration complete and the INVALID_FEE mark, plus what the merchant has
 * done so far.
 */
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { CashPayOnboardingStatus } from '../../domain/merchant/merchant-account';
import { CASH_PAY_STATUS_OPTIONS } from '../../machines/ops/console-selectors';
import { useApplicationPanel } from './application-panel';

const yes = (value: boolean) => (value ? 'yes' : 'no');

export function CashPayPanel() {
  const { application, drafts, busy, edit, save } = useApplicationPanel();
  const cash = application.cashPay;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Cash pay
      </Title>
      <Text size="sm">
        Activated: {yes(cash.cashPayForm)} · Agreement accepted:{' '}
        {yes(cash.cashPayAgreementAccepted)} · Channel updated: {yes(cash.cashPayChannel)} · Profile
        customised: {yes(cash.customizeCashPayProfileComplete)}
      </Text>
      <Group align="end">
        <Checkbox
          label="Eligible for cash pay"
          checked={drafts.cashPayEligible}
          onChange={(event) => edit({ cashPayEligible: event.currentTarget.checked })}
        />
        <NativeSelect
          label="Cash pay onboarding status"
          data={[...CASH_PAY_STATUS_OPTIONS]}
          value={drafts.cashPayOnboardingStatus}
          onChange={(event) =>
            edit({
              cashPayOnboardingStatus: event.currentTarget.value as CashPayOnboardingStatus,
            })
          }
        />
        <Checkbox
          label="Cash pay integration complete"
          checked={drafts.cashPayIntegrationComplete}
          onChange={(event) => edit({ cashPayIntegrationComplete: event.currentTarget.checked })}
        />
        <Checkbox
          label="Fee invalid (INVALID_FEE)"
          checked={drafts.cashPayInvalidFee}
          onChange={(event) => edit({ cashPayInvalidFee: event.currentTarget.checked })}
        />
        <Button disabled={busy} onClick={() => save('cashPay')}>
          Save cash pay
        </Button>
      </Group>
    </Stack>
  );
}
