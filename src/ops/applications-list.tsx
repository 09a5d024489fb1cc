/** The applications list: search by e-mail or store name, filter by status, page through. */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationListResponse } from '../../domain/api/back-office-api';
import { ONBOARDING_STATUSES, type OnboardingStatus } from '../../domain/routing/onboarding-status';
import { opsApi, type ApplicationQuery } from './ops-api';
import { messageOf, useOpsSession } from './ops-session';
import { STATUS_COLOURS } from './status-labels';

const PAGE_SIZE = 20;

export function ApplicationsList() {
  const session = useOpsSession();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<ApplicationQuery>({ page: 1, pageSize: PAGE_SIZE });
  const [result, setResult] = useState<ApplicationListResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    opsApi.applications(query).then(
      (list) => current && (setResult(list), setError(null)),
      (failure: unknown) => current && setError(messageOf(failure, session)),
    );
    return () => {
      current = false;
    };
  }, [query, session]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, q: text.trim(), page: 1 });
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <Stack>
      <Title order={1} size="h2">
        Applications
      </Title>
      <form onSubmit={search} role="search">
        <Group align="end">
          <TextInput
            label="E-mail or store name"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <NativeSelect
            label="Status"
            data={[
              { value: '', label: 'Any status' },
              ...ONBOARDING_STATUSES.filter((s) => s !== 'NO_RECORD'),
            ]}
            value={query.status ?? ''}
            onChange={(event) =>
              setQuery({ ...query, status: event.currentTarget.value || undefined, page: 1 })
            }
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {result && (
        <>
          <Text size="sm" c="dimmed">
            {result.total === 1 ? '1 application' : `${result.total} applications`}
          </Text>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Store</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Country</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Group</Table.Th>
                <Table.Th>Signed up</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/ops/applications/${item.id}`}>
                      {item.storeName || '(no store name)'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{item.email}</Table.Td>
                  <Table.Td>{item.registeredCountry}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.onboardingStatus} />
                  </Table.Td>
                  <Table.Td>{item.onboardingGroup}</Table.Td>
                  <Table.Td>{new Date(item.createdAt).toLocaleDateString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={result.page}
              onChange={(page) => setQuery({ ...query, page })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** An onboarding status as a coloured badge. */
export function StatusBadge({ status }: { status: OnboardingStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light">
      {status}
    </Badge>
  );
}
