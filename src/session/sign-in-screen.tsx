/**
 * The page the mailed link opens (/app/sign-in#token=…&ol_src=vel); the app hands the token to the
 * session at start. Mail scanners open links, so only Continue spends the token (docs/architecture.md §4).
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useSession } from '../app/app-context';
import { useSay } from '../i18n/say';
import { SIGN_IN_COPY } from './session-copy';

export function SignInScreen() {
  const session = useSession();
  const say = useSay();
  const ready = useActorView(session, (s) => s.matches({ signInLink: 'ready' }));
  const busy = useActorView(
    session,
    (s) => s.matches('booting') || s.matches({ signInLink: 'submitting' }),
  );
  const failure = useActorView(session, (s) =>
    s.matches({ signInLink: 'failed' }) ? s.context.signInFailure : null,
  );

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{say(SIGN_IN_COPY.heading)}</Title>
      {failure ? (
        <>
          <Alert color="red" role="alert">
            {say(failure.message)}
          </Alert>
          <Button w="fit-content" onClick={() => session.send({ type: 'signInLink.requestNew' })}>
            {say(SIGN_IN_COPY.requestNewLink)}
          </Button>
        </>
      ) : (
        <>
          <Text>{say(SIGN_IN_COPY.prompt)}</Text>
          <Button
            w="fit-content"
            loading={busy}
            disabled={!ready && !busy}
            onClick={() => session.send({ type: 'signInLink.continue' })}
          >
            {say(SIGN_IN_COPY.continue)}
          </Button>
        </>
      )}
    </Stack>
  );
}
