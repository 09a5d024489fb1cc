/** Wait-for-e-mail page (doc 1 §2 /check-email): the sign-in link is on its way. */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useSession } from '../app/app-context';
import { Say, useSay } from '../i18n/say';
import { CHECK_EMAIL_COPY } from './session-copy';

/** doc 1 §1: "the sign-in e-mail arrives in 2-5 minutes"; links expire in 10 minutes (docs/architecture.md §4). */
export const ARRIVAL_TEXT = CHECK_EMAIL_COPY.arrival;
export const RESENT_TEXT = CHECK_EMAIL_COPY.resent;

export function CheckEmailScreen() {
  const session = useSession();
  const say = useSay();
  const email = useActorView(session, (s) => s.context.email);
  const canResend = useActorView(session, (s) => s.matches({ waitingForEmail: 'canResend' }));
  const resending = useActorView(session, (s) => s.matches({ waitingForEmail: 'resending' }));
  const linkResent = useActorView(session, (s) => s.context.linkResent);
  const resendError = useActorView(session, (s) => s.context.resendError);

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{say(CHECK_EMAIL_COPY.heading)}</Title>
      <Text>
        <Say text={CHECK_EMAIL_COPY.sentTo(email)} />
      </Text>
      <Text c="dimmed">{say(ARRIVAL_TEXT)}</Text>
      {linkResent && (
        <Alert color="green" role="status">
          {say(RESENT_TEXT)}
        </Alert>
      )}
      {resendError && (
        <Alert color="red" role="alert">
          {say(resendError)}
        </Alert>
      )}
      <Group>
        <Button
          onClick={() => session.send({ type: 'link.resend' })}
          disabled={!canResend && !resending}
          loading={resending}
        >
          {say(CHECK_EMAIL_COPY.resend)}
        </Button>
        <Button variant="subtle" onClick={() => session.send({ type: 'email.change' })}>
          {say(CHECK_EMAIL_COPY.useDifferentEmail)}
        </Button>
      </Group>
    </Stack>
  );
}
