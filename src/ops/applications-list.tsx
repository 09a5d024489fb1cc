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
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import { STATUS_FILTER_OPTIONS } from '../../machines/ops/console-selectors';
import { ApplicationsListActor } from './console-actors';
import { useOpsSession } from './ops-session';
import { STATUS_COLOURS } from './status-labels';

export function ApplicationsList() {
  return (
    <ApplicationsListActor.Provider logic={useOpsSession().machines.list}>
      <List />
    </ApplicationsListActor.Provider>
  );
}

/** The list as machines/ops/applications-list.machine shows it. */
function List() {
  const actor = ApplicationsListActor.useActorRef();
  const { text, query, result, error } = ApplicationsListActor.useSelector((s) => s.context);
  const send = actor.send;

  const search = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'list.search' });
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
            onChange={(event) => send({ type: 'list.type', text: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <NativeSelect
            label="Status"
            data={[...STATUS_FILTER_OPTIONS]}
            value={query.status ?? ''}
            onChange={(event) => send({ type: 'list.filter', status: event.currentTarget.value })}
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
              onChange={(page) => send({ type: 'list.page', page })}
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
