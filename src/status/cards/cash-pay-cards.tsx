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
import { useSay } from '../../i18n/say';
import { StatusCard } from '../status-card';

/** The cash-pay signup card: leads to /cash until cash pay is activated. */
export function CashSignupCard({ status, index }: { status: PageStatus; index: number }) {
  const card = cashSignupCardView(status);
  const say = useSay();
  return (
    <StatusCard title={{ id: 'status.cash.title' }} status={card.status} index={index}>
      <Text size="sm">
        {say({ id: card.done ? 'status.cash.activated' : 'status.cash.offer' })}
      </Text>
      <Group>
        <Button component={Link} to={card.to} variant={card.done ? 'light' : 'filled'}>
          {say({ id: card.done ? 'status.cash.open' : 'status.cash.setUp' })}
        </Button>
      </Group>
    </StatusCard>
  );
}

const STAGE_COPY = {
  signIn: { id: 'status.cash.stage.signIn' },
  copyAndPaste: { id: 'status.cash.stage.copyAndPaste' },
  verify: { id: 'status.cash.stage.verify' },
  complete: { id: 'status.cash.stage.complete' },
} as const;

/** The cash-pay checkout step for Shopify. */
export function CashCheckoutCard({ status, index }: { status: PageStatus; index: number }) {
  const cashPay = useCashPay();
  const view = useActorView(cashPay, (s) => cashCheckoutCardView(status, s));
  const send = (type: 'integration.next' | 'integration.back' | 'integration.verify') =>
    cashPay.send({ type });
  const say = useSay();
  return (
    <StatusCard title={{ id: 'status.cash.checkoutTitle' }} status={view.status} index={index}>
      {view.status === 'None' && (
        <Text size="sm" c="dimmed">
          {say({ id: 'status.cash.checkoutNone' })}
        </Text>
      )}
      {view.reopen && (
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => cashPay.send({ type: 'integration.reopen' })}
          >
            {say({ id: 'status.cash.showStepsAgain' })}
          </Button>
        </Group>
      )}
      {view.stage && (
        <>
          <Text size="sm" data-stage={view.region}>
            {say(STAGE_COPY[view.stage])}
          </Text>
          {view.error && (
            <Alert color="red" role="alert">
              {say(view.error)}
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
                {say({ id: 'status.integration.back' })}
              </Button>
            )}
            {view.next && (
              <Button size="xs" onClick={() => send('integration.next')}>
                {say({ id: 'status.integration.next' })}
              </Button>
            )}
            {view.verify && (
              <Button size="xs" loading={view.verifying} onClick={() => send('integration.verify')}>
                {say({ id: 'status.integration.verify' })}
              </Button>
            )}
          </Group>
        </>
      )}
    </StatusCard>
  );
}
