import { Component, type ReactNode } from 'react';
import { RouteError } from '../components/ui/route-error.tsx';
import { RouteOffline } from '../components/ui/route-offline.tsx';
import { dropFirstScreen } from '../lib/first-screen.ts';
import { screenFailure } from './chunk-load-error.ts';
import { ScreenAttempt } from './lazy-screen.tsx';

type Props = { pathname: string; children: ReactNode };
type State = { failed: ReturnType<typeof screenFailure> | null; pathname: string; attempt: number };

/**
 * A screen that fails to load or to render shows a message inside the shell (the tab bar
 * stays) instead of a blank page. Offline, it says so and shows the screen by itself when the
 * connection is back (issue 20; the router fetches a screen's code only online). A screen
 * whose code failed to arrive online, or that broke, offers a reload (RouteError): the browser
 * keeps a failed fetch until the page loads again. Going to another address tries again too:
 * each retry and each address is a new ScreenAttempt, in which a failed screen is asked for
 * again (lazy-screen.tsx).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: null, pathname: this.props.pathname, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: screenFailure(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { failed: null, pathname: props.pathname, attempt: state.attempt + 1 };
  }

  // A failed screen is shown, never hidden behind the page's drawn menu (ADR 062).
  override componentDidCatch() {
    dropFirstScreen();
  }

  private readonly retry = () =>
    this.setState(({ attempt }) => ({ failed: null, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed === 'offline') return <RouteOffline onRetry={this.retry} />;
    if (this.state.failed !== null) return <RouteError />;
    return (
      <ScreenAttempt.Provider value={this.state.attempt}>
        {this.props.children}
      </ScreenAttempt.Provider>
    );
  }
}
