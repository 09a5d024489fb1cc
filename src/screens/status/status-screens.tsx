/** The status page (/status) and the payment-app page (/cash). */
import { Stack, Text, Title } from '@mantine/core';
import { SignedInEmail } from '../signed-in-email';
import { StatusPage } from './status-page';
import { StatusPageProvider } from './status-page-context';

export function StatusScreen() {
  return (
    <StatusPageProvider>
      <StatusPage />
    </StatusPageProvider>
  );
}

export function CashScreen() {
  return (
    <Stack gap="md">
      <Title order={1}>Payment app profile</Title>
      <SignedInEmail />
      <Text>Set up your payment app profile and activate it for your store.</Text>
    </Stack>
  );
}
