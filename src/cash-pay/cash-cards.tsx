/** The /cash cards (doc 1 §2 "Cash status page (/cash) cards in order", cards 2-5). */
import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { CashPageView, CustomizeCardView } from '../../machines/cash-pay/cash-pay-view';
import { StatusCard } from '../status/status-card';
import { useCashPay } from './cash-pay-context';

/** doc 1 §9: "Cash logo form max width 320". */
export const CASH_LOGO_FORM_MAX_WIDTH = 320;
/** The rules of the payment-app card (doc 1 §1: liability "with some exclusions"). */
export const CASH_RULES_URL = 'https://cash.app/legal/us/en-us/tos';

/** Card 2: shown only where both cash flags and isEligibleForCashPay hold. */
export function CashOfferCard({ index }: { index: number }) {
  return (
    <StatusCard title="Cash App Pay is available for your store" status="Done" index={index}>
      <Text size="sm">Your store can offer Cash App Pay at checkout.</Text>
    </StatusCard>
  );
}

/** Card 3: value-prop facts (doc 1 §1), a rules link with exclusions, and Activate. */
export function ActivateCashPayCard({
  card,
  index,
}: {
  card: NonNullable<CashPageView['activate']>;
  index: number;
}) {
  const cashPay = useCashPay();
  return (
    <StatusCard title="Activate Cash App Pay" status={card.status} index={index}>
      <List size="sm" spacing={4}>
        <List.Item>
          Cash App is the number one finance app in the US app store, with over 51 million monthly
          transacting actives (as of March 2023).
        </List.Item>
        <List.Item>
          We assume liability for consumer fraud under Regulation E, with some exclusions.
        </List.Item>
      </List>
      <Anchor href={CASH_RULES_URL} target="_blank" rel="noopener noreferrer" size="sm">
        Read the rules and exclusions
      </Anchor>
      {card.done ? (
        <Text size="sm">Cash App Pay is activated for your store.</Text>
      ) : (
        <Group>
          <Button loading={card.activating} onClick={() => cashPay.send({ type: 'cash.activate' })}>
            Activate
          </Button>
        </Group>
      )}
    </StatusCard>
  );
}

/** Card 4: the logo URL form, Submit disabled until filled, and 'Skip for now'. */
export function CustomizeProfileCard({ card, index }: { card: CustomizeCardView; index: number }) {
  const cashPay = useCashPay();
  const { status, error } = card;
  return (
    <StatusCard title="Customize Cash Pay Profile" status={status} index={index}>
      <Text size="sm">
        Without a logo, your Cash App Pay profile shows a standard category icon. Brand image must
        be square PNG or JPG, at least 256x256 px, under 2MB.
      </Text>
      {status === 'Done' && <Text size="sm">Your profile is customised.</Text>}
      {status === 'None' && (
        <Text size="sm" c="dimmed">
          You can customise your profile once your profile is approved and the integration is
          complete.
        </Text>
      )}
      {status === 'InProgress' && (
        <Stack
          component="form"
          gap="xs"
          maw={CASH_LOGO_FORM_MAX_WIDTH}
          aria-label="Cash pay logo"
          onSubmit={(event) => {
            event.preventDefault();
            cashPay.send({ type: 'profile.submit' });
          }}
        >
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Logo URL"
            description="The web address of your logo image. For example https://www.example.com/logo.png"
            value={card.logoUrl}
            onChange={(event) =>
              cashPay.send({ type: 'profile.change', logoUrl: event.currentTarget.value })
            }
          />
          <Group>
            <Button type="submit" disabled={!card.submitEnabled} loading={card.sending}>
              Submit
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => cashPay.send({ type: 'profile.skip' })}
            >
              Skip for now
            </Anchor>
          </Group>
        </Stack>
      )}
    </StatusCard>
  );
}

/** Card 5: the profile's review (NONE and IN_PROGRESS None, READY_TO_INSTALL Reviewing). */
export function ProfileStatusCard({
  card,
  index,
}: {
  card: NonNullable<CashPageView['profileStatus']>;
  index: number;
}) {
  return (
    <StatusCard title="Cash Pay Profile Status" status={card.status} index={index}>
      <Text size="sm">
        {card.reviewing
          ? 'Your Cash App Pay profile is in review.'
          : 'Your Cash App Pay profile has not been sent for review yet.'}
      </Text>
    </StatusCard>
  );
}
