/**
 * The operations console under /app/ops: the sign-in form until a console session exists, then
 * the applications list and each application. Loaded lazily, so merchants never download it.
 */
import { Anchor, Button, Container, Group, Loader, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { AgreementsPanel } from './agreements-panel';
import { ApplicationView } from './application-view';
import { ApplicationsList } from './applications-list';
import { opsApi } from './ops-api';
import { OpsSessionContext, type OpsSession } from './ops-session';
import { MaintenanceToggle } from './maintenance-toggle';
import { SignInForm } from './sign-in-form';

export function OpsConsole() {
  // undefined: not known yet; null: signed out.
  const [email, setEmail] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    opsApi.me().then(
      (me) => current && setEmail(me.email),
      () => current && setEmail(null),
    );
    return () => {
      current = false;
    };
  }, []);

  const session = useMemo<OpsSession | null>(
    () => (email ? { email, signedOut: () => setEmail(null) } : null),
    [email],
  );

  if (email === undefined) return <Loader m="xl" aria-label="Loading the console" />;
  if (!session) return <SignInForm onSignedIn={setEmail} />;

  const signOut = () => {
    opsApi.logout().finally(() => setEmail(null));
  };

  return (
    <OpsSessionContext.Provider value={session}>
      <Container size="xl" py="md">
        <Group justify="flex-end" mb="md">
          <Anchor component={Link} to="/ops/agreements" size="sm">
            Merchant agreements
          </Anchor>
          <MaintenanceToggle />
          <Text size="sm">Signed in as {session.email}</Text>
          <Button variant="subtle" size="xs" onClick={signOut}>
            Sign out
          </Button>
        </Group>
        <Routes>
          <Route index element={<ApplicationsList />} />
          <Route path="applications/:id" element={<ApplicationView />} />
          <Route path="agreements" element={<AgreementsPanel />} />
          <Route path="*" element={<Navigate to="/ops" replace />} />
        </Routes>
      </Container>
    </OpsSessionContext.Provider>
  );
}
