/**
 * The cash pay settings the back office controls (doc 1 §3, §4; doc 2 §8): eligibility, the cash
 * pay onboarding status, integration complete and the INVALID_FEE mark, plus what the merchant has
 * done so far.
 */
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ApplicationDetail, CashPayBackOfficeChange } from '../../domain/api/back-office-api';
import {
  CASH_PAY_ONBOARDING_STATUSES,
  type CashPayOnboardingStatus,
} from '../../domain/merchant/merchant-account';

const yes = (value: boolean) => (value ? 'yes' : 'no');

export function CashPayPanel({
  application,
  busy,
  onSave,
}: {
  application: ApplicationDetail;
  busy: boolean;
  onSave: (change: Required<CashPayBackOfficeChange>) => void;
}) {
  const cash = application.cashPay;
  const [eligible, setEligible] = useState(cash.cashPayEligible);
  const [status, setStatus] = useState<CashPayOnboardingStatus>(cash.cashPayOnboardingStatus);
  const [integrated, setIntegrated] = useState(cash.cashPayIntegrationComplete);
  const [invalidFee, setInvalidFee] = useState(cash.cashPayInvalidFee);
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
          checked={eligible}
          onChange={(event) => setEligible(event.currentTarget.checked)}
        />
        <NativeSelect
          label="Cash pay onboarding status"
          data={[...CASH_PAY_ONBOARDING_STATUSES]}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as CashPayOnboardingStatus)}
        />
        <Checkbox
          label="Cash pay integration complete"
          checked={integrated}
          onChange={(event) => setIntegrated(event.currentTarget.checked)}
        />
        <Checkbox
          label="Fee invalid (INVALID_FEE)"
          checked={invalidFee}
          onChange={(event) => setInvalidFee(event.currentTarget.checked)}
        />
        <Button
          disabled={busy}
          onClick={() =>
            onSave({
              cashPayEligible: eligible,
              cashPayOnboardingStatus: status,
              cashPayIntegrationComplete: integrated,
              cashPayInvalidFee: invalidFee,
            })
          }
        >
          Save cash pay
        </Button>
      </Group>
    </Stack>
  );
}
