import { Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useSession } from '../app/app-context';
import { Say } from '../i18n/say';
import { signedInAs } from './session-copy';

/** "Signed in as …", under the heading of the signed-in pages. */
export function SignedInEmail() {
  const session = useSession();
  const email = useActorView(session, (s) => s.context.email);
  if (!email) return null;
  return (
    <Text c="dimmed" size="sm">
      <Say text={signedInAs(email)} />
    </Text>
  );
}
