/**
 * The app's error boundary: a page whose code failed to load a second time (doc 1 §2, see
 * lazy-screen.ts) or that threw while rendering shows the route error page instead of the app.
 * Going to another path clears it, as a new page starts afresh.
 */
import { Component } from 'react';
import type { ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface Props {
  /** The path shown; a new one clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    // Remember where it failed, so leaving that path clears the error.
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ failedAt: null });
    }
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}
