/**
 * The portal-wide maintenance switch in the console header (docs/decisions/0071): every app
 * server follows it within seconds, merchants see /maintenance and keep what they typed.
 */
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { MaintenanceActor } from './console-actors';
import { useOpsSession } from './ops-session';

export function MaintenanceToggle() {
  return (
    <MaintenanceActor.Provider logic={useOpsSession().machines.maintenance}>
      <MaintenanceSwitch />
    </MaintenanceActor.Provider>
  );
}

/** The switch as machines/ops/maintenance.machine shows it. */
function MaintenanceSwitch() {
  const actor = MaintenanceActor.useActorRef();
  const state = MaintenanceActor.useSelector((snapshot) => snapshot.context.state);
  const error = MaintenanceActor.useSelector((snapshot) => snapshot.context.error);
  const busy = MaintenanceActor.useSelector((snapshot) => snapshot.matches('saving'));

  if (!state) {
    return error ? (
      <Text size="sm" c="red">
        Maintenance switch unavailable: {error}
      </Text>
    ) : null;
  }
  return (
    <Group gap="xs">
      <Badge color={state.on ? 'red' : 'gray'} variant={state.on ? 'filled' : 'outline'}>
        {state.on ? 'Maintenance on' : 'Portal open'}
      </Badge>
      <Button
        size="xs"
        variant={state.on ? 'filled' : 'light'}
        color={state.on ? 'green' : 'red'}
        loading={busy}
        onClick={() => actor.send({ type: 'maintenance.set', on: !state.on })}
      >
        {state.on ? 'End maintenance' : 'Start maintenance'}
      </Button>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Group>
  );
}
