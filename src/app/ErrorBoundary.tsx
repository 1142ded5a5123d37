import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../components/Button';
import { Inline } from '../components/Inline';
import { MessagePage } from '../components/MessagePage';

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches render errors anywhere below (SPEC §8 generic "Oops! Something went wrong.") and
 * offers a retry and a way back to the homepage (job openings) instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <MessagePage
        standalone
        title={<FormattedMessage id="errorBoundary.title" />}
        text={<FormattedMessage id="errorBoundary.text" />}
        action={
          <Inline gap="sm" justify="center">
            <Button variant="secondary" onClick={() => this.setState({ error: null })}>
              <FormattedMessage id="errorBoundary.retry" />
            </Button>
            <Button onClick={() => window.location.assign('/job-openings')}>
              <FormattedMessage id="errorPage.back" />
            </Button>
          </Inline>
        }
      />
    );
  }
}
