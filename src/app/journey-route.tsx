/**
 * The one place the address bar follows the journey (docs/architecture.md §6): a path the merchant
 * typed or went back to is sent to the journey, which accepts or refuses it, and the path the
 * journey shows becomes the location when they differ (the query string kept, doc 1 §2): pushed
 * when a step ended, so Back returns to it, replaced when a path was corrected.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { APP_ROUTES, normalisePathname } from '../../domain/routing/app-routes';
import { keptSearch } from '../../domain/routing/url-params';
import { decideRoute } from '../../machines/journey.machine';
import { useJourney } from './journey-context';
import { PageLoader } from './page-loader';

export function JourneyRoute(props: { children: ReactNode }) {
  const journey = useJourney();
  const location = useLocation();
  const navigate = useNavigate();
  const path = normalisePathname(location.pathname);
  const search = keptSearch(location.search);
  const reading = useSelector(journey, (s) => s.matches('reading'));
  // A path the journey refuses never renders, not even before the journey has heard of it: it is
  // judged with the rule the journey applies.
  const refusedFor = useSelector(journey, (s) => {
    const kept = decideRoute(s.context.facts, path);
    return kept === path ? null : kept;
  });
  const route = useSelector(journey, (s) => s.context.route);

  useEffect(() => {
    journey.send({ type: 'location.changed', pathname: path, search: location.search });
  }, [journey, path, location.search]);
  useEffect(() => {
    // The journey moved on (a step ended): the page shown stays mounted until the bar follows.
    const { route: shown, move } = journey.getSnapshot().context;
    if (refusedFor === null && shown !== path) {
      // A step that ended adds a history entry (Back returns to it); a correction replaces.
      void navigate({ pathname: shown, search }, { replace: move === 'replace' });
    }
  }, [journey, navigate, route, path, search, refusedFor]);

  // While the session is read, only the sign-in page renders (it must see its link at once).
  if (reading && path !== APP_ROUTES.signIn) return <PageLoader />;
  if (refusedFor !== null) return <Navigate replace to={{ pathname: refusedFor, search }} />;
  return <>{props.children}</>;
}
