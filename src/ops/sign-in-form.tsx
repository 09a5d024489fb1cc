/** The console's sign-in form: staff e-mail and password (accounts come from ops:create-user). */
import { Alert, Button, Container, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ConsoleSessionRef } from './console-machines';

export function SignInForm({ session }: { session: ConsoleSessionRef }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const error = useSelector(session, (snapshot) => snapshot.context.error);
  const busy = useSelector(session, (snapshot) => snapshot.matches('signingIn'));

  function submit(event: FormEvent) {
    event.preventDefault();
    session.send({ type: 'ops.signIn', email, password });
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
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
