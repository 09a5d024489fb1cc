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
import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { agreementProductOf } from '../../domain/agreements/agreement-link';
import { MAX_AGREEMENT_BODY, MAX_AGREEMENT_TITLE } from '../../domain/api/agreement-api';
import { BRANDS } from '../../domain/brands/brands';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  type CountryCode,
} from '../../domain/countries/country-code';
import { INDUSTRY_OPTIONS } from '../../domain/picklists/industries';
import { useOpsSession } from './ops-session';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));
const INDUSTRIES = INDUSTRY_OPTIONS.map((option) => ({ value: option.value, label: option.label }));
const dateOf = (at: number) => new Date(at).toLocaleString('en-GB');

/** The agreements as machines/ops/agreements.machine shows them. */
export function AgreementsPanel() {
  const [snapshot, send] = useMachine(useOpsSession().machines.agreements);
  const { country, industry, current, title, body, notice } = snapshot.context;
  const busy = !snapshot.matches('idle');
  const product = agreementProductOf(country);

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
          data={COUNTRY_OPTIONS}
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
          data={INDUSTRIES}
          value={industry}
          onChange={(event) =>
            send({ type: 'agreements.choose', industry: event.currentTarget.value })
          }
        />
        <Text size="sm">Product: {BRANDS[product].name}</Text>
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
            maxLength={MAX_AGREEMENT_TITLE}
            value={title}
            onChange={(event) =>
              send({ type: 'agreements.edit', title: event.currentTarget.value })
            }
          />
          <Textarea
            label="Agreement text"
            description="Plain text; leave a blank line between paragraphs."
            rows={14}
            maxLength={MAX_AGREEMENT_BODY}
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
