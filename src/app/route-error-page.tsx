/** Shown when a page fails to load a second time (doc 1 §2) or a route throws. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { msg } from '../../domain/i18n/message';
import { useSay } from '../i18n/say';

export function RouteErrorPage() {
  const say = useSay();
  return (
    <Stack p="xl" maw={560} mx="auto" gap="md">
      <Title order={1}>{say(msg('common.pageNotLoaded.heading'))}</Title>
      <Text>{say(msg('common.pageNotLoaded.body'))}</Text>
      <Button w="fit-content" onClick={() => window.location.reload()}>
        {say(msg('common.tryAgain'))}
      </Button>
    </Stack>
  );
}
