/**
 * The portal-wide maintenance switch in the console header (docs/decisions/0071): every app
 * server follows it within seconds, merchants see /maintenance and keep what they typed.
 */
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MaintenanceSwitch } from '../../domain/api/maintenance-api';
import { opsApi } from './ops-api';
import { messageOf, useOpsSession } from './ops-session';

export function MaintenanceToggle() {
  const session = useOpsSession();
  const [state, setState] = useState<MaintenanceSwitch | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    opsApi.maintenance().then(
      (value) => current && setState(value),
      (failure: unknown) => current && setError(messageOf(failure, session)),
    );
    return () => {
      current = false;
    };
  }, [session]);

  const flip = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setState(await opsApi.setMaintenance(on));
    } catch (failure) {
      setError(messageOf(failure, session));
    } finally {
      setBusy(false);
    }
  };

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
        onClick={() => void flip(!state.on)}
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
