/**
 * The status page's cash parts (doc 1 §2 "Status page cards"): the cash-pay signup card and the
 * cash-pay checkout step for Shopify, whose stages SignIn, CopyAndPaste, Verify (the channel
 * update), Complete are the cash pay machine's; a Done card reopens on click (doc 1 §4).
 */
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { APP_ROUTES } from '../../../../domain/routing/app-routes';
import {
  addCashPayCardStatus,
  cashPayIntegrationCardStatus,
  type CashPayFacts,
} from '../../../../domain/status/cash-pay-status';
import { useCashPay } from '../../cash/cash-pay-context';
import { StatusCard } from '../status-card';

/** The cash-pay signup card: leads to /cash until cash pay is activated. */
export function CashSignupCard({ facts, index }: { facts: CashPayFacts; index: number }) {
  const status = addCashPayCardStatus(facts);
  return (
    <StatusCard title="Cash App Pay" status={status} index={index}>
      <Text size="sm">
        {status === 'Done'
          ? 'Cash App Pay is activated for your store.'
          : 'Offer Cash App Pay to your shoppers at checkout.'}
      </Text>
      <Group>
        <Button
          component={Link}
          to={APP_ROUTES.cash}
          variant={status === 'Done' ? 'light' : 'filled'}
        >
          {status === 'Done' ? 'Open Cash App Pay' : 'Set up Cash App Pay'}
        </Button>
      </Group>
    </StatusCard>
  );
}

const STAGE_COPY = {
  signIn:
    'Sign in to your Shopify admin with an account that may edit payment methods (needed to add Cash App Pay).',
  copyAndPaste:
    'Copy your Merchant ID from the integration card and paste it into the Cash App Pay payment method settings.',
  verify: 'Verify to turn on Cash App Pay as a payment channel of your store.',
  complete:
    'Cash App Pay is set up in your checkout. This step reads Done once we confirm the integration.',
} as const;

/** The cash-pay checkout step for Shopify. */
export function CashCheckoutCard({ facts, index }: { facts: CashPayFacts; index: number }) {
  const cashPay = useCashPay();
  const stage = useSelector(cashPay, (s) => {
    const value = s.value as { eligible?: { integration?: string } };
    return value.eligible?.integration ?? null;
  });
  const error = useSelector(cashPay, (s) => s.context.channelError);
  const supportEmail = useSelector(cashPay, (s) => s.context.supportEmail);
  const status = cashPayIntegrationCardStatus(facts);
  const send = (type: 'integration.next' | 'integration.back' | 'integration.verify') =>
    cashPay.send({ type });
  return (
    <StatusCard title="Add Cash App Pay to your Shopify checkout" status={status} index={index}>
      {status === 'None' && (
        <Text size="sm" c="dimmed">
          Available once your Cash App Pay profile is approved.
        </Text>
      )}
      {status === 'Done' && stage === 'done' && (
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => cashPay.send({ type: 'integration.reopen' })}
          >
            Show the steps again
          </Button>
        </Group>
      )}
      {status !== 'None' && stage && stage !== 'done' && stage !== 'deciding' && (
        <>
          <Text size="sm" data-stage={stage}>
            {
              STAGE_COPY[
                stage === 'updatingChannel' ? 'verify' : (stage as keyof typeof STAGE_COPY)
              ]
            }
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
              {supportEmail && (
                <>
                  {' '}
                  <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
                </>
              )}
            </Alert>
          )}
          <Group>
            {(stage === 'copyAndPaste' || stage === 'verify') && (
              <Button size="xs" variant="subtle" onClick={() => send('integration.back')}>
                Back
              </Button>
            )}
            {(stage === 'signIn' || stage === 'copyAndPaste') && (
              <Button size="xs" onClick={() => send('integration.next')}>
                Next
              </Button>
            )}
            {(stage === 'verify' || stage === 'updatingChannel') && (
              <Button
                size="xs"
                loading={stage === 'updatingChannel'}
                onClick={() => send('integration.verify')}
              >
                Verify
              </Button>
            )}
          </Group>
        </>
      )}
    </StatusCard>
  );
}
