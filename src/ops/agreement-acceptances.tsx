/** The merchant agreement versions an application accepted, newest first (docs/decisions/0080). */
import { List, Stack, Text, Title } from '@mantine/core';
import type { ApplicationDetail } from '../../domain/api/back-office-api';

export function AgreementAcceptances({ application }: { application: ApplicationDetail }) {
  const accepted = application.agreementAcceptances;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Merchant agreement
      </Title>
      {accepted.length === 0 ? (
        <Text size="sm">Not accepted yet.</Text>
      ) : (
        <List size="sm" aria-label="Merchant agreement acceptances">
          {accepted.map((item) => (
            <List.Item key={`${item.version}-${item.acceptedAt}`}>
              Accepted version {item.version} ({item.country}, {item.industry}, {item.product}) on{' '}
              {new Date(item.acceptedAt).toLocaleString('en-GB')}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
