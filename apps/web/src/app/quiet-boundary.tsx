import { Component, type ReactNode } from 'react';

/**
 * Shows nothing instead of its children when they fail, and tries them again once the browser
 * is back online. For the parts of the shell that are not a screen (the live notices): a chunk
 * that could not be fetched must not take the whole app down with it (issue 20).
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
