import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useSay } from '../i18n/say';
import { announce } from './live-announcer';
import { SHELL_COPY } from './shell-copy';

/** Shown while the session or a page is loading; the live region says so once. */
export function PageLoader() {
  const say = useSay();
  const loading = say(SHELL_COPY.loadingAnnounced);
  useEffect(() => announce(loading), [loading]);
  return (
    <Center mih={240} role="status" aria-label={say(SHELL_COPY.loading)}>
      <Loader />
    </Center>
  );
}
