/** The status could not be read: its message and a retry, shared by the status and /cash pages. */
import { Alert, Button } from '@mantine/core';
import type { Text } from '../../domain/i18n/message';
import { useSay } from '../i18n/say';
import { useStatusActor } from './status-page-context';

export function StatusLoadError({ message }: { message: Text }) {
  const compliance = useStatusActor();
  const say = useSay();
  return (
    <Alert color="red" role="alert" title={say(message)}>
      <Button size="xs" variant="light" onClick={() => compliance.send({ type: 'status.refetch' })}>
        {say({ id: 'status.tryAgain' })}
      </Button>
    </Alert>
  );
}
