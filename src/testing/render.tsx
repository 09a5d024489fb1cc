/**
 * Test support: renders the real app (routes, shell, session machine) inside MantineProvider with
 * the brand's real theme, on a memory router.
 */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import type { Location, NavigationType } from 'react-router-dom';
import { BRANDS } from '../../domain/brands/brands';
import type { BrandId } from '../../domain/brands/brands';
import { AppContextProvider } from '../app/app-context';
import { brandTheme, flaggedBrandTheme } from '../app/brand-theme';
import { AppRoutes } from '../app/routes';
import { appInspect } from '../app/app-inspector';
import { startFlags } from '../app/start-flags';
import { startSession } from '../app/start-session';
import { useActorView } from '../app/use-actor-view';
import type { ReactNode } from 'react';
import type { Brand } from '../../domain/brands/brands';
import { BrandProvider, type FlagsActor } from '../app/app-context';
import { TestCatalogue } from './catalogue';
import type { Language } from '../../domain/i18n/language';

/** Renders any element with the brand and its theme (for components outside the app). */
export function renderWithTheme(ui: ReactElement, brandId: BrandId = 'provider') {
  return render(
    <MantineProvider theme={brandTheme(BRANDS[brandId])}>
      <BrandProvider brand={BRANDS[brandId]}>
        <TestCatalogue>{ui}</TestCatalogue>
      </BrandProvider>
    </MantineProvider>,
  );
}

/**
 * Like renderWithTheme, in Mantine's test environment: jsdom measures no layout, so floating-ui
 * would take a popover's target as scrolled out of view and hide the popover (a combobox's list).
 */
export function renderInTestEnv(ui: ReactElement) {
  return render(
    <MantineProvider theme={brandTheme(BRANDS.provider)} env="test">
      <TestCatalogue>{ui}</TestCatalogue>
    </MantineProvider>,
  );
}

function Themed(props: {
  brand: Brand;
  flags: FlagsActor;
  language: Language;
  children: ReactNode;
}) {
  const flags = useActorView(props.flags, (s) => s.context.flags);
  return (
    <MantineProvider theme={flaggedBrandTheme(props.brand, flags)}>
      <TestCatalogue language={props.language}>{props.children}</TestCatalogue>
    </MantineProvider>
  );
}

/** What a test reads of the router: the location shown and how it was reached. */
export interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
}

/** Keeps the probe up to date with the memory router's location on every render. */
function LocationProbe(props: { into: RouterProbe }) {
  props.into.state = { location: useLocation(), historyAction: useNavigationType() };
  return null;
}

/** Starts the app at `path` (relative to /app) with a new session, read in `language`. */
export function renderApp(path = '/', brandId: BrandId = 'provider', language: Language = 'en') {
  const brand = BRANDS[brandId];
  // The address bar shows the page too, as in the browser: the session and the journey start
  // from it. A test that set a query (?inspect=offline) or a fragment (a sign-in link's token) of
  // its own keeps it when `path` has none.
  const query = path.includes('?') ? '' : window.location.search;
  const fragment = path.includes('#') ? '' : window.location.hash;
  window.history.replaceState(null, '', `/app${path === '/' ? '' : path}${query}${fragment}`);
  // Actors report to the app inspector, as in the app; nothing listens unless a test sets it.
  const session = startSession(appInspect);
  // GET /api/flags goes to the test's fake server like every call (the defaults when it has none).
  const flags = startFlags(appInspect);
  const router: RouterProbe = { state: { location: undefined!, historyAction: undefined! } };
  const view = render(
    <Themed brand={brand} flags={flags} language={language}>
      <AppContextProvider brand={brand} session={session} flags={flags}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe into={router} />
          <AppRoutes />
        </MemoryRouter>
      </AppContextProvider>
    </Themed>,
  );
  return { ...view, session, flags, router, brand };
}
