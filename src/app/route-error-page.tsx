/** Shown when a page fails to load a second time (doc 1 §2) or a route throws. */
import { Button, Stack, Text, Title } from '@mantine/core';

export function RouteErrorPage() {
  return (
    <Stack p="xl" maw={560} mx="auto" gap="md">
      <Title order={1}>This page could not be loaded</Title>
      <Text>Check your internet connection, then try again.</Text>
      <Button w="fit-content" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Stack>
  );
}
