/**
 * The operations console under /app/ops: the sign-in form until a console session exists, then
 * the applications list and each application. Loaded lazily, so merchants never download it.
 * The session is machines/ops/ops-session.machine; each screen runs its own machine.
 */
import { Anchor, Button, Container, Group, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
// eslint-disable-next-line no-restricted-imports -- the console's own routes, not the journey's: an unknown console path goes back to the list
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { AgreementsPanel } from './agreements-panel';
import { ApplicationView } from './application-view';
import { ApplicationsList } from './applications-list';
import { FunnelPanel } from './funnel-panel';
import { ConsoleSessionActor } from './console-actors';
import { screenMachines } from './console-machines';
import { OpsSessionContext, type OpsSession } from './ops-session';
import { MaintenanceToggle } from './maintenance-toggle';
import { SignInForm } from './sign-in-form';

export function OpsConsole() {
  return (
    <ConsoleSessionActor.Provider>
      <Console />
    </ConsoleSessionActor.Provider>
  );
}

function Console() {
  const sessionRef = ConsoleSessionActor.useActorRef();
  const state = ConsoleSessionActor.useSelector((snapshot) => snapshot.value);
  const email = ConsoleSessionActor.useSelector((snapshot) => snapshot.context.email);
  const machines = useMemo(() => screenMachines(sessionRef), [sessionRef]);
  const session = useMemo<OpsSession | null>(
    () => (email ? { email, machines } : null),
    [email, machines],
  );

  if (state === 'checking') return <Loader m="xl" aria-label="Loading the console" />;
  if (!session || (state !== 'signedIn' && state !== 'signingOut')) return <SignInForm />;

  return (
    <OpsSessionContext.Provider value={session}>
      <Container size="xl" py="md">
        <Group justify="flex-end" mb="md">
          <Anchor component={Link} to="/ops" size="sm">
            Applications
          </Anchor>
          <Anchor component={Link} to="/ops/funnel" size="sm">
            Funnel
          </Anchor>
          <Anchor component={Link} to="/ops/agreements" size="sm">
            Merchant agreements
          </Anchor>
          <MaintenanceToggle />
          <Text size="sm">Signed in as {session.email}</Text>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => sessionRef.send({ type: 'ops.signOut' })}
          >
            Sign out
          </Button>
        </Group>
        <Routes>
          <Route index element={<ApplicationsList />} />
          <Route path="applications/:id" element={<ApplicationView />} />
          <Route path="agreements" element={<AgreementsPanel />} />
          <Route path="funnel" element={<FunnelPanel />} />
          <Route path="*" element={<Navigate to="/ops" replace />} />
        </Routes>
      </Container>
    </OpsSessionContext.Provider>
  );
}
