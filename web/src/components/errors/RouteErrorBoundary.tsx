import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to load or render. A missing chunk (a new deploy, a network cut)
 * is retried by reloading the page; any other error by rendering the page again.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  retry = () => {
    if (
      this.state.error?.name === 'ChunkLoadError' ||
      /dynamically imported module|Loading chunk/i.test(this.state.error?.message ?? '')
    ) {
      window.location.reload();
    } else {
      this.setState({ error: null });
    }
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container page route-error" role="alert">
        <h1>
          <FormattedMessage id="route.error.title" />
        </h1>
        <p>
          <FormattedMessage id="route.error.text" />
        </p>
        <button type="button" className="button" onClick={this.retry}>
          <FormattedMessage id="route.error.retry" />
        </button>
      </div>
    );
  }
}
