import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { TestCatalogue } from '../testing/catalogue';
import { RouteErrorBoundary } from './route-error-boundary';

function Providers(props: { children: ReactNode }) {
  return (
    <MantineProvider>
      <TestCatalogue>{props.children}</TestCatalogue>
    </MantineProvider>
  );
}

function Failing(): never {
  throw new Error('The page chunk did not load.');
}

describe('the route error boundary', () => {
  it('shows the error page when the page throws, and the page again on another path', () => {
    // React logs the caught error; the test only reads what the merchant sees.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <RouteErrorBoundary resetKey="/lead">
        <Failing />
      </RouteErrorBoundary>,
      { wrapper: Providers },
    );
    expect(
      screen.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    view.rerender(
      <RouteErrorBoundary resetKey="/lead">
        <p>Lead form</p>
      </RouteErrorBoundary>,
    );
    // Same path: the error stays until the merchant tries again or goes elsewhere.
    expect(screen.queryByText('Lead form')).not.toBeInTheDocument();

    view.rerender(
      <RouteErrorBoundary resetKey="/onboarding">
        <p>Business details</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Business details')).toBeInTheDocument();
    log.mockRestore();
  });

  it('says the error page in Canadian French', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <TestCatalogue language="fr-CA">
          <RouteErrorBoundary resetKey="/lead">
            <Failing />
          </RouteErrorBoundary>
        </TestCatalogue>
      </MantineProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'Cette page n’a pas pu être chargée' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vérifiez votre connexion Internet, puis réessayez.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    log.mockRestore();
  });
});
