/**
 * The status page's cash parts (doc 1 §2 "Status page cards"): the cash-pay signup card and the
 * cash-pay checkout step for Shopify, whose stages SignIn, CopyAndPaste, Verify (the channel
 * update), Complete are the cash pay machine's; a Done card reopens on click (doc 1 §4).
 */
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useActorView } from '../../app/use-actor-view';
import { Link } from 'react-router-dom';
import type { PageStatus } from '../../../domain/status/page-status';
import { cashCheckoutCardView, cashSignupCardView } from '../../../machines/cash-pay/cash-pay-view';
import { useCashPay } from '../../cash-pay/cash-pay-context';
import { StatusCard } from '../status-card';
import { Say } from '../../i18n/say';

/** The cash-pay signup card: leads to /cash until cash pay is activated. */
export function CashSignupCard({ status, index }: { status: PageStatus; index: number }) {
  const card = cashSignupCardView(status);
  return (
    <StatusCard title="Cash App Pay" status={card.status} index={index}>
      <Text size="sm">
        {card.done
          ? 'Cash App Pay is activated for your store.'
          : 'Offer Cash App Pay to your shoppers at checkout.'}
      </Text>
      <Group>
        <Button component={Link} to={card.to} variant={card.done ? 'light' : 'filled'}>
          {card.done ? 'Open Cash App Pay' : 'Set up Cash App Pay'}
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
export function CashCheckoutCard({ status, index }: { status: PageStatus; index: number }) {
  const cashPay = useCashPay();
  const view = useActorView(cashPay, (s) => cashCheckoutCardView(status, s));
  const send = (type: 'integration.next' | 'integration.back' | 'integration.verify') =>
    cashPay.send({ type });
  return (
    <StatusCard
      title="Add Cash App Pay to your Shopify checkout"
      status={view.status}
      index={index}
    >
      {view.status === 'None' && (
        <Text size="sm" c="dimmed">
          Available once your Cash App Pay profile is approved.
        </Text>
      )}
      {view.reopen && (
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
      {view.stage && (
        <>
          <Text size="sm" data-stage={view.region}>
            {STAGE_COPY[view.stage]}
          </Text>
          {view.error && (
            <Alert color="red" role="alert">
              <Say text={view.error} />
              {view.supportEmail && (
                <>
                  {' '}
                  <Anchor href={`mailto:${view.supportEmail}`}>{view.supportEmail}</Anchor>
                </>
              )}
            </Alert>
          )}
          <Group>
            {view.back && (
              <Button size="xs" variant="subtle" onClick={() => send('integration.back')}>
                Back
              </Button>
            )}
            {view.next && (
              <Button size="xs" onClick={() => send('integration.next')}>
                Next
              </Button>
            )}
            {view.verify && (
              <Button size="xs" loading={view.verifying} onClick={() => send('integration.verify')}>
                Verify
              </Button>
            )}
          </Group>
        </>
      )}
    </StatusCard>
  );
}
