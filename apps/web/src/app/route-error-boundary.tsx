import { Component, type ReactNode } from 'react';
import { RouteError } from '../components/ui/route-error.tsx';
import { RouteOffline } from '../components/ui/route-offline.tsx';
import { dropFirstScreen } from '../lib/first-screen.ts';
import { screenFailure } from './chunk-load-error.ts';

type Props = { pathname: string; children: ReactNode };
type State = { failed: ReturnType<typeof screenFailure> | null; pathname: string };

/**
 * A screen that fails to load or to render shows a message inside the shell (the tab bar
 * stays) instead of a blank page. Offline, it says so and shows the screen by itself when the
 * connection is back (issue 20; the router fetches a screen's code only online). A screen
 * whose code failed to arrive online, or that broke, offers a reload (RouteError): the browser
 * keeps a failed fetch until the page loads again. Going to another address tries again too.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: screenFailure(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: null, pathname: props.pathname };
  }

  // A failed screen is shown, never hidden behind the page's drawn menu (ADR 062).
  override componentDidCatch() {
    dropFirstScreen();
  }

  private readonly retry = () => this.setState({ failed: null });

  override render() {
    if (this.state.failed === 'offline') return <RouteOffline onRetry={this.retry} />;
    return this.state.failed === null ? this.props.children : <RouteError />;
  }
}
