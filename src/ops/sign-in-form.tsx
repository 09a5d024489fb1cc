/**
 * The console's sign-in form: staff e-mail and password (accounts come from ops:create-user),
 * held by the console session's machine.
 */
import { Alert, Button, Container, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { ConsoleSessionActor } from './console-actors';
import { useSay } from '../i18n/say';

export function SignInForm() {
  const session = ConsoleSessionActor.useActorRef();
  const error = ConsoleSessionActor.useSelector((snapshot) => snapshot.context.error);
  const busy = ConsoleSessionActor.useSelector((snapshot) => snapshot.matches('signingIn'));
  const draft = ConsoleSessionActor.useSelector((snapshot) => snapshot.context.draft);
  const messages = ConsoleSessionActor.useSelector((snapshot) => snapshot.context.messages);
  const say = useSay();

  function submit(event: FormEvent) {
    event.preventDefault();
    session.send({ type: 'ops.signIn' });
  }

  return (
    <Container size={420} py="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Operations console
          </Title>
          {error && (
            <Alert color="red" title="Sign-in failed" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="E-mail address"
            type="email"
            autoComplete="username"
            required
            value={draft.email}
            error={say(messages.email)}
            onChange={(event) =>
              session.send({ type: 'ops.change', values: { email: event.currentTarget.value } })
            }
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={draft.password}
            error={say(messages.password)}
            onChange={(event) =>
              session.send({ type: 'ops.change', values: { password: event.currentTarget.value } })
            }
          />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
