import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { announce } from './live-announcer';

/** Shown while the session or a page is loading; the live region says so once. */
export function PageLoader() {
  useEffect(() => announce('Loading…'), []);
  return (
    <Center mih={240} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
