/** Read-only parts of the application: store locations with their test transactions, the saved sections (masked by the server), and the audit trail. */
import { Badge, Button, Code, Stack, Table, Text, Title } from '@mantine/core';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { useApplicationPanel } from './application-panel';
import { ApplicationActor } from './console-actors';

export function StoreLocationsPanel() {
  const { application, busy } = useApplicationPanel();
  const send = ApplicationActor.useActorRef().send;
  const onRecord = (storeLocationId: string) =>
    send({ type: 'application.change', change: { kind: 'testTransaction', storeLocationId } });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Store locations
      </Title>
      {application.storeLocations.length === 0 ? (
        <Text size="sm">
          No store locations: the merchant sells online only or has not listed any.
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Location</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>$1.00 test transaction</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {application.storeLocations.map((location) => (
              <Table.Tr key={location.id}>
                <Table.Td>{location.label}</Table.Td>
                <Table.Td>{location.locationName}</Table.Td>
                <Table.Td>
                  {location.testTransactionRecorded ? (
                    <Badge color="green" variant="light">
                      Recorded
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      disabled={busy}
                      onClick={() => onRecord(location.id)}
                      aria-label={`Record test transaction at ${location.label}`}
                    >
                      Record test transaction
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** One saved section as label/value rows (values arrive masked where they are sensitive). */
function SectionTable({ values }: { values: Record<string, unknown> }) {
  const rows = Object.entries(values).filter(([, value]) => !isEmpty(value));
  if (rows.length === 0) return <Text size="sm">Nothing saved.</Text>;
  return (
    <Table withTableBorder>
      <Table.Tbody>
        {rows.map(([field, value]) => (
          <Table.Tr key={field}>
            <Table.Th w="40%">{field}</Table.Th>
            <Table.Td>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function SectionsPanel({ sections }: { sections: Record<string, unknown> }) {
  return (
    <Stack gap="md">
      {Object.entries(sections).map(([name, value]) => (
        <Stack key={name} gap={4}>
          <Title order={3} size="h5">
            {name}
          </Title>
          {Array.isArray(value) ? (
            value.map((item, index) => (
              <SectionTable key={index} values={item as Record<string, unknown>} />
            ))
          ) : value && typeof value === 'object' ? (
            <SectionTable values={value as Record<string, unknown>} />
          ) : (
            <Text size="sm">Nothing saved.</Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

export function AuditPanel({ audit }: { audit: ApplicationDetail['audit'] }) {
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {audit.map((entry, index) => (
          <Table.Tr key={index}>
            <Table.Td>{new Date(entry.createdAt).toLocaleString()}</Table.Td>
            <Table.Td>{entry.actor}</Table.Td>
            <Table.Td>{entry.action}</Table.Td>
            <Table.Td>
              <Code>{JSON.stringify(entry.before)}</Code>
            </Table.Td>
            <Table.Td>
              <Code>{JSON.stringify(entry.after)}</Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
