/** The status could not be read: its message and a retry, shared by the status and /cash pages. */
import { Alert, Button } from '@mantine/core';
import { useStatusActor } from './status-page-context';

export function StatusLoadError({ message }: { message: string }) {
  const compliance = useStatusActor();
  return (
    <Alert color="red" role="alert" title={message}>
      <Button size="xs" variant="light" onClick={() => compliance.send({ type: 'status.refetch' })}>
        Try again
      </Button>
    </Alert>
  );
}
