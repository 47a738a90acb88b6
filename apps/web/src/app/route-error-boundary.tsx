import { Component, type ReactNode } from 'react';
import { RouteError } from '../components/ui/route-error.tsx';

type Props = { pathname: string; children: ReactNode };
type State = { failed: boolean; pathname: string };

/**
 * A screen that fails to load (its code changed after a new release, the network dropped) or
 * to render shows RouteError instead of a blank page; going to another address tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
