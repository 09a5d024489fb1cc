import { Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useSession } from '../app/app-context';
import { msg } from '../../domain/i18n/message';
import { Say } from '../i18n/say';

/** "Signed in as …", under the heading of the signed-in pages. */
export function SignedInEmail() {
  const session = useSession();
  const email = useActorView(session, (s) => s.context.email);
  if (!email) return null;
  return (
    <Text c="dimmed" size="sm">
      <Say text={msg('session.signedInAs', { email })} />
    </Text>
  );
}
