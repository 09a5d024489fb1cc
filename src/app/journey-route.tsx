/**
 * The one place the address bar follows the journey (docs/architecture.md §6): the path the
 * journey shows replaces the location when they differ (the query string kept, doc 1 §2), and a
 * path the merchant typed or went back to is sent to the journey, which accepts or refuses it.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { APP_ROUTES, normalisePathname } from '../../domain/routing/app-routes';
import { keptSearch } from '../../domain/routing/url-params';
import { decideRoute } from '../../machines/journey.machine';
import { useJourney } from './journey-context';
import { PageLoader } from './page-loader';

export function JourneyRoute(props: { children: ReactNode }) {
  const journey = useJourney();
  const location = useLocation();
  const path = normalisePathname(location.pathname);
  // The path last sent to the journey: until it hears a new one, the journey's judgement of that
  // path is taken from the same rule it applies (decideRoute), so a wrong page never renders.
  const heard = useRef<string | null>(null);
  const reading = useSelector(journey, (s) => s.matches('reading'));
  const target = useSelector(journey, (s) =>
    heard.current === path ? s.context.route : decideRoute(s.context.facts, path),
  );
  useEffect(() => {
    heard.current = path;
    journey.send({ type: 'location.changed', pathname: path });
  }, [journey, path]);

  // While the session is read, only the sign-in page renders (it must see its link at once).
  if (reading && path !== APP_ROUTES.signIn) return <PageLoader />;
  if (target !== path) {
    return <Navigate replace to={{ pathname: target, search: keptSearch(location.search) }} />;
  }
  return <>{props.children}</>;
}
