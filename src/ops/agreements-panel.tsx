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
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { agreementProductOf } from '../../domain/agreements/agreement-link';
import {
  MAX_AGREEMENT_BODY,
  MAX_AGREEMENT_TITLE,
  type AdminAgreementDocument,
} from '../../domain/api/agreement-api';
import { BRANDS } from '../../domain/brands/brands';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  type CountryCode,
} from '../../domain/countries/country-code';
import { INDUSTRY_OPTIONS } from '../../domain/picklists/industries';
import { opsApi } from './ops-api';
import { messageOf, useOpsSession } from './ops-session';
import type { Notice } from './use-application';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));
const INDUSTRIES = INDUSTRY_OPTIONS.map((option) => ({ value: option.value, label: option.label }));
const dateOf = (at: number) => new Date(at).toLocaleString('en-GB');

export function AgreementsPanel() {
  const session = useOpsSession();
  const [country, setCountry] = useState<CountryCode>('AU');
  const [industry, setIndustry] = useState<string>(INDUSTRIES[0]!.value);
  const [current, setCurrent] = useState<AdminAgreementDocument | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const product = agreementProductOf(country);
  const key = { country, industry, product };

  const run = async (
    call: () => Promise<AdminAgreementDocument>,
    success: (v: number) => string,
  ) => {
    setBusy(true);
    try {
      const document = await call();
      setCurrent(document);
      setTitle(document.title);
      setBody(document.body);
      setNotice({ kind: 'success', message: success(document.version) });
    } catch (failure) {
      setNotice({ kind: 'error', message: messageOf(failure, session) });
    } finally {
      setBusy(false);
    }
  };
  const choose = (change: () => void) => {
    change();
    setCurrent(null);
    setNotice(null);
  };

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
          onClose={() => setNotice(null)}
        >
          {notice.message}
        </Alert>
      )}
      <Group align="end">
        <NativeSelect
          label="Country"
          data={COUNTRY_OPTIONS}
          value={country}
          onChange={(event) => {
            const next = event.currentTarget.value as CountryCode;
            choose(() => setCountry(next));
          }}
        />
        <NativeSelect
          label="Industry"
          data={INDUSTRIES}
          value={industry}
          onChange={(event) => {
            const next = event.currentTarget.value;
            choose(() => setIndustry(next));
          }}
        />
        <Text size="sm">Product: {BRANDS[product].name}</Text>
        <Button
          variant="default"
          disabled={busy}
          onClick={() =>
            run(
              () => opsApi.generateAgreement(key),
              (version) => `Version ${version} is current.`,
            )
          }
        >
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
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Textarea
            label="Agreement text"
            description="Plain text; leave a blank line between paragraphs."
            rows={14}
            maxLength={MAX_AGREEMENT_BODY}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <Group>
            <Button
              disabled={busy}
              onClick={() =>
                run(
                  () => opsApi.updateAgreement({ ...key, title, body }),
                  (version) =>
                    `Version ${version} published. Merchants accept it when they next submit their owners.`,
                )
              }
            >
              Publish as version {current.version + 1}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
