/** The status page (/status) and the payment-app page (/cash). */
import { Stack, Text, Title } from '@mantine/core';
import { SignedInEmail } from '../signed-in-email';

export function StatusScreen() {
  return (
    <Stack gap="md">
      <Title order={1}>Application status</Title>
      <SignedInEmail />
      <Text>Follow your application from review to activation here.</Text>
    </Stack>
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
