/**
 * The one place the address bar and the journey meet (docs/architecture.md §2): a path the
 * merchant typed or went back to is sent to the journey as `location.changed`, and the path the
 * journey shows (`context.route`) becomes the location when they differ, the query string kept
 * (doc 1 §2): pushed when a step ended, so Back returns to it, replaced when a path was corrected.
 * A page renders only once the journey shows its path; before the signed-in core has loaded,
 * only the login page shows, once the session is read.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { useActorView } from './use-actor-view';
import { useDeferredValue, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NETWORK_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import { useSay } from '../i18n/say';
import { SHELL_COPY } from './shell-copy';
import { APP_ROUTES, normalisePathname } from '../../domain/journey/app-routes';
import { keptSearch } from '../../domain/journey/url-params';
import { useSession } from './app-context';
import { useJourneyState } from './journey-context';
import { PageLoader } from './page-loader';

function CoreNotLoaded() {
  const say = useSay();
  return (
    <Alert color="red" title={say(SHELL_COPY.pageNotLoaded)}>
      <Stack gap="sm" align="flex-start">
        {say(NETWORK_ERROR_MESSAGE)}
        <Button onClick={() => window.location.reload()}>{say(SHELL_COPY.tryAgain)}</Button>
      </Stack>
    </Alert>
  );
}

export function AddressBar(props: { children: ReactNode }) {
  const { journey, failed } = useJourneyState();
  const location = useLocation();
  const navigate = useNavigate();
  const path = normalisePathname(location.pathname);
  const search = keptSearch(location.search);
  const booting = useActorView(useSession(), (s) => s.matches('booting'));
  const reading = useActorView(journey ?? undefined, (s) => s?.matches('reading') ?? true);
  const route = useActorView(journey ?? undefined, (s) => s?.context.route);
  const lastShown = useRef<string | null>(null);

  useEffect(() => {
    journey?.send({ type: 'location.changed', pathname: path, search: location.search });
  }, [journey, path, location.search]);
  useEffect(() => {
    if (!journey) return;
    // Read afresh: the location effect above may just have moved the journey to this path.
    const snapshot = journey.getSnapshot();
    if (snapshot.matches('reading') || snapshot.context.route === path) return;
    const { route: shown, move } = snapshot.context;
    void navigate({ pathname: shown, search }, { replace: move === 'replace' });
  }, [journey, navigate, reading, route, path, search]);

  const shown =
    journey && !reading
      ? // The page the journey shows, or the one it just left until the bar follows (a step that
        // ended keeps its page up meanwhile); a path typed is shown once the journey keeps it.
        route === path || lastShown.current === path
      : // The login page shows while the core loads; the journey then keeps or moves it.
        !booting && path === APP_ROUTES.login;
  lastShown.current = shown ? path : null;
  // The journey's answer is an external store's update, which React renders at once: a page that
  // appears first renders in a deferred render React may split, so it is not one long task on a
  // phone. A page that must go goes at once.
  const appeared = useDeferredValue(shown);
  if (failed) return <CoreNotLoaded />;
  return shown && appeared ? <>{props.children}</> : <PageLoader />;
}
