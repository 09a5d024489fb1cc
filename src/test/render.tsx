/**
 * Test support: renders the real app (routes, shell, session machine) inside MantineProvider with
 * the brand's real theme, on a memory router.
 */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BRANDS } from '../../domain/brands/brands';
import type { BrandId } from '../../domain/brands/brands';
import { AppContextProvider } from '../app/app-context';
import { brandTheme } from '../app/brand-theme';
import { routes } from '../app/routes';
import { appInspect } from '../app/app-inspector';
import { startSession } from '../app/start-session';

/** Renders any element with the brand's theme (for components outside the app). */
export function renderWithTheme(ui: ReactElement, brandId: BrandId = 'provider') {
  return render(<MantineProvider theme={brandTheme(BRANDS[brandId])}>{ui}</MantineProvider>);
}

/** Starts the app at `path` (relative to /app) with a new session. */
export function renderApp(path = '/', brandId: BrandId = 'provider') {
  const brand = BRANDS[brandId];
  // Actors report to the app inspector, as in the app; nothing listens unless a test sets it.
  const session = startSession(appInspect);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={brandTheme(brand)}>
      <AppContextProvider brand={brand} session={session}>
        <RouterProvider router={router} />
      </AppContextProvider>
    </MantineProvider>,
  );
  return { ...view, session, router, brand };
}
