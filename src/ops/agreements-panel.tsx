/**
 * Merchant agreements in the console (docs/decisions/0080): choose a country and an industry (the
 * product follows the country's brand), see the current version, and publish a new one. A
 * publication adds the next version; earlier versions and the acceptances of them stay.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CountryCode } from '../../domain/countries/country-code';
import {
  AGREEMENT_COUNTRY_OPTIONS,
  AGREEMENT_INDUSTRY_OPTIONS,
  AGREEMENT_LIMITS,
  agreementProductNameOf,
} from '../../machines/ops/console-selectors';
import { AgreementsActor } from './console-actors';
import { useOpsSession } from './ops-session';

const dateOf = (at: number) => new Date(at).toLocaleString('en-GB');

export function AgreementsPanel() {
  return (
    <AgreementsActor.Provider logic={useOpsSession().machines.agreements}>
      <Agreements />
    </AgreementsActor.Provider>
  );
}

/** The agreements as machines/ops/agreements.machine shows them. */
function Agreements() {
  const send = AgreementsActor.useActorRef().send;
  const { country, industry, current, title, body, notice } = AgreementsActor.useSelector(
    (s) => s.context,
  );
  const busy = AgreementsActor.useSelector((s) => !s.matches('idle'));
  const productName = AgreementsActor.useSelector(agreementProductNameOf);

  return (
    <Stack>
      <Anchor component={Link} to="/ops">
        All applications
      </Anchor>
      <Title order={1} size="h2">
        Merchant agreements
      </Title>
      {notice && (
        <Alert
          color={notice.kind === 'success' ? 'green' : 'red'}
          role={notice.kind === 'success' ? 'status' : 'alert'}
          withCloseButton
          onClose={() => send({ type: 'notice.dismiss' })}
        >
          {notice.message}
        </Alert>
      )}
      <Group align="end">
        <NativeSelect
          label="Country"
          data={[...AGREEMENT_COUNTRY_OPTIONS]}
          value={country}
          onChange={(event) =>
            send({
              type: 'agreements.choose',
              country: event.currentTarget.value as CountryCode,
            })
          }
        />
        <NativeSelect
          label="Industry"
          data={[...AGREEMENT_INDUSTRY_OPTIONS]}
          value={industry}
          onChange={(event) =>
            send({ type: 'agreements.choose', industry: event.currentTarget.value })
          }
        />
        <Text size="sm">Product: {productName}</Text>
        <Button variant="default" disabled={busy} onClick={() => send({ type: 'agreements.show' })}>
          Show current version
        </Button>
      </Group>
      {current && (
        <Stack gap="sm">
          <Text size="sm">
            Current: version {current.version}, published {dateOf(current.publishedAt)} by{' '}
            {current.publishedBy}
          </Text>
          <TextInput
            label="Title"
            maxLength={AGREEMENT_LIMITS.title}
            value={title}
            onChange={(event) =>
              send({ type: 'agreements.edit', title: event.currentTarget.value })
            }
          />
          <Textarea
            label="Agreement text"
            description="Plain text; leave a blank line between paragraphs."
            rows={14}
            maxLength={AGREEMENT_LIMITS.body}
            value={body}
            onChange={(event) => send({ type: 'agreements.edit', body: event.currentTarget.value })}
          />
          <Group>
            <Button disabled={busy} onClick={() => send({ type: 'agreements.publish' })}>
              Publish as version {current.version + 1}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
