import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterScreen, type ScreenHandle } from './later-screen';
import { RELOADED_FLAG } from './lazy-screen';
import type { ReactNode } from 'react';
import { TestCatalogue } from '../testing/catalogue';
import { RouteErrorBoundary } from './route-error-boundary';

/** The loader and the error page say their words from the catalogue, as under the app's root. */
function Providers(props: { children: ReactNode }) {
  return (
    <MantineProvider>
      <TestCatalogue>{props.children}</TestCatalogue>
    </MantineProvider>
  );
}

const Lead = () => <h1>Tell us about your business</h1>;

afterEach(() => sessionStorage.clear());

describe('a later screen as a route element', () => {
  it('shows the loader while its code loads, then the screen', async () => {
    const route = laterScreen(() => Promise.resolve(Lead));
    render(route.element, { wrapper: Providers });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Tell us about your business' }),
    ).toBeVisible();
  });

  it('renders at once, without the loader, when its code was fetched ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Lead));
    const route = laterScreen(load);
    await (route.handle as ScreenHandle).prefetch();
    render(route.element, { wrapper: Providers });
    expect(screen.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a fetch ahead that failed is asked again by the route, whose failure reaches the error page', async () => {
    // React logs the caught error; the test reads what the merchant sees.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('chunk missing')));
    const route = laterScreen(load);
    await (route.handle as ScreenHandle).prefetch();
    // The page was already reloaded once for a missing chunk (lazy-screen.ts).
    sessionStorage.setItem(RELOADED_FLAG, '1');
    render(<RouteErrorBoundary resetKey="/lead">{route.element}</RouteErrorBoundary>, {
      wrapper: Providers,
    });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
