/** The onboarding steps (/onboarding and /onboarding/*). */
import { Stack, Text, Title } from '@mantine/core';
import { SignedInEmail } from '../signed-in-email';

export function OnboardingScreen() {
  return (
    <Stack gap="md">
      <Title order={1}>Business Details</Title>
      <SignedInEmail />
      <Text>Complete each section to send your application for review.</Text>
    </Stack>
  );
}
