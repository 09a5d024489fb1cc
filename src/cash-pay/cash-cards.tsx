/** The /cash cards (doc 1 §2 "Cash status page (/cash) cards in order", cards 2-5). */
import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { CashPageView, CustomizeCardView } from '../../machines/cash-pay/cash-pay-view';
import { StatusCard } from '../status/status-card';
import { useSay } from '../i18n/say';
import { useCashPay } from './cash-pay-context';
import { CASH_WORDS } from '../../machines/cash-pay/cash-words';

/** doc 1 §9: "Cash logo form max width 320". */
export const CASH_LOGO_FORM_MAX_WIDTH = 320;
/** The rules of the payment-app card (doc 1 §1: liability "with some exclusions"). */
export const CASH_RULES_URL = 'https://cash.app/legal/us/en-us/tos';

/** Card 2: shown only where both cash flags and isEligibleForCashPay hold. */
export function CashOfferCard({ index }: { index: number }) {
  const say = useSay();
  return (
    <StatusCard title={say(CASH_WORDS.offerTitle)} status="Done" index={index}>
      <Text size="sm">{say(CASH_WORDS.offerBody)}</Text>
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
  const say = useSay();
  return (
    <StatusCard title={say(CASH_WORDS.activateTitle)} status={card.status} index={index}>
      <List size="sm" spacing={4}>
        <List.Item>{say(CASH_WORDS.factUsers)}</List.Item>
        <List.Item>{say(CASH_WORDS.factLiability)}</List.Item>
      </List>
      <Anchor href={CASH_RULES_URL} target="_blank" rel="noopener noreferrer" size="sm">
        {say(CASH_WORDS.rulesLink)}
      </Anchor>
      {card.done ? (
        <Text size="sm">{say(CASH_WORDS.activated)}</Text>
      ) : (
        <Group>
          <Button loading={card.activating} onClick={() => cashPay.send({ type: 'cash.activate' })}>
            {say(CASH_WORDS.activate)}
          </Button>
        </Group>
      )}
    </StatusCard>
  );
}

/** Card 4: the logo URL form, Submit disabled until filled, and 'Skip for now'. */
export function CustomizeProfileCard({ card, index }: { card: CustomizeCardView; index: number }) {
  const cashPay = useCashPay();
  const say = useSay();
  const { status, error } = card;
  return (
    <StatusCard title={say(CASH_WORDS.customizeTitle)} status={status} index={index}>
      <Text size="sm">{say(CASH_WORDS.customizeIntro)}</Text>
      {status === 'Done' && <Text size="sm">{say(CASH_WORDS.customizeDone)}</Text>}
      {status === 'None' && (
        <Text size="sm" c="dimmed">
          {say(CASH_WORDS.customizeLater)}
        </Text>
      )}
      {status === 'InProgress' && (
        <Stack
          component="form"
          gap="xs"
          maw={CASH_LOGO_FORM_MAX_WIDTH}
          aria-label={say(CASH_WORDS.logoFormLabel)}
          onSubmit={(event) => {
            event.preventDefault();
            cashPay.send({ type: 'profile.submit' });
          }}
        >
          {error && (
            <Alert color="red" role="alert">
              {say(error)}
            </Alert>
          )}
          <TextInput
            label={say(CASH_WORDS.logoUrlLabel)}
            description={say(CASH_WORDS.logoUrlHint)}
            value={card.logoUrl}
            onChange={(event) =>
              cashPay.send({ type: 'profile.change', logoUrl: event.currentTarget.value })
            }
          />
          <Group>
            <Button type="submit" disabled={!card.submitEnabled} loading={card.sending}>
              {say(CASH_WORDS.submit)}
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => cashPay.send({ type: 'profile.skip' })}
            >
              {say(CASH_WORDS.skip)}
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
  const say = useSay();
  return (
    <StatusCard title={say(CASH_WORDS.profileStatusTitle)} status={card.status} index={index}>
      <Text size="sm">
        {say(card.reviewing ? CASH_WORDS.profileReviewing : CASH_WORDS.profileNotSent)}
      </Text>
    </StatusCard>
  );
}
