/** Wait-for-e-mail page (doc 1 §2 /check-email): the sign-in link is on its way. */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useSession } from '../app/app-context';

/** doc 1 §1: "the sign-in e-mail arrives in 2-5 minutes"; links expire in 10 minutes (docs/architecture.md §4). */
export const ARRIVAL_TEXT =
  'It should arrive within 2-5 minutes. The link expires 10 minutes after it is sent.';
export const RESENT_TEXT = 'We sent you a new sign-in link.';

export function CheckEmailScreen() {
  const session = useSession();
  const email = useActorView(session, (s) => s.context.email);
  const canResend = useActorView(session, (s) => s.matches({ waitingForEmail: 'canResend' }));
  const resending = useActorView(session, (s) => s.matches({ waitingForEmail: 'resending' }));
  const linkResent = useActorView(session, (s) => s.context.linkResent);
  const resendError = useActorView(session, (s) => s.context.resendError);

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>Check your email</Title>
      <Text>
        We sent a sign-in link to {email ? <strong>{email}</strong> : 'your email address'}. Open
        the link on this device to continue your application.
      </Text>
      <Text c="dimmed">{ARRIVAL_TEXT}</Text>
      {linkResent && (
        <Alert color="green" role="status">
          {RESENT_TEXT}
        </Alert>
      )}
      {resendError && (
        <Alert color="red" role="alert">
          {resendError}
        </Alert>
      )}
      <Group>
        <Button
          onClick={() => session.send({ type: 'link.resend' })}
          disabled={!canResend && !resending}
          loading={resending}
        >
          Resend email
        </Button>
        <Button variant="subtle" onClick={() => session.send({ type: 'email.change' })}>
          Use a different email
        </Button>
      </Group>
    </Stack>
  );
}
