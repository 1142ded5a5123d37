import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../components/Button';
import { Inline } from '../components/Inline';
import { MessagePage } from '../components/MessagePage';
import { commonMessages } from '../i18n/common.messages';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  retry: { id: 'errorBoundary.retry', defaultMessage: 'Try again' },
  text: {
    id: 'errorBoundary.text',
    defaultMessage:
      'An unexpected error stopped this page. Your data is safe; try again or go back to the homepage.',
  },
  title: {
    id: 'errorBoundary.title',
    defaultMessage: 'Oops! Something went wrong.',
  },
});

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
        title={<FormattedMessage {...messages.title} />}
        text={<FormattedMessage {...messages.text} />}
        action={
          <Inline gap="sm" justify="center">
            <Button variant="secondary" onClick={() => this.setState({ error: null })}>
              <FormattedMessage {...messages.retry} />
            </Button>
            <Button onClick={() => window.location.assign('/job-openings')}>
              <FormattedMessage {...commonMessages.back} />
            </Button>
          </Inline>
        }
      />
    );
  }
}
