/** Shown when a page fails to load a second time (doc 1 §2) or a route throws. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useSay } from '../i18n/say';
import { SHELL_COPY } from './shell-copy';

export function RouteErrorPage() {
  const say = useSay();
  return (
    <Stack p="xl" maw={560} mx="auto" gap="md">
      <Title order={1}>{say(SHELL_COPY.pageNotLoaded)}</Title>
      <Text>{say(SHELL_COPY.checkConnection)}</Text>
      <Button w="fit-content" onClick={() => window.location.reload()}>
        {say(SHELL_COPY.tryAgain)}
      </Button>
    </Stack>
  );
}
