import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { msg } from '../../domain/i18n/message';
import { useSay } from '../i18n/say';
import { announce } from './live-announcer';

/** Shown while the session or a page is loading; the live region says so once. */
export function PageLoader() {
  const say = useSay();
  const loading = say(msg('common.loadingAnnounced'));
  useEffect(() => announce(loading), [loading]);
  return (
    <Center mih={240} role="status" aria-label={say(msg('common.loading'))}>
      <Loader />
    </Center>
  );
}
