import { Center, Loader } from '@mantine/core';

/** Shown while the session or a page is loading. */
export function PageLoader() {
  return (
    <Center mih={240} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
