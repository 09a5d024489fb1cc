import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

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
      { wrapper: MantineProvider },
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
});
