/** The console's sign-in form: staff e-mail and password (accounts come from ops:create-user). */
import { Alert, Button, Container, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { opsApi } from './ops-api';

export function SignInForm({ onSignedIn }: { onSignedIn(email: string): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const me = await opsApi.login({ email, password });
      onSignedIn(me.email);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong');
      setBusy(false);
    }
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
