/** The lead form page (/lead). */
import { Stack, Text, Title } from '@mantine/core';
import { SignedInEmail } from '../signed-in-email';

export function LeadScreen() {
  return (
    <Stack gap="md">
      <Title order={1}>Tell us about your business</Title>
      <SignedInEmail />
      <Text>A few questions about your business start your application.</Text>
    </Stack>
  );
}
