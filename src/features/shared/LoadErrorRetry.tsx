import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { isNormalizedError } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Stack } from '../../components/Stack';
import { ServerErrorAlert } from './ServerErrorAlert';
import { commonMessages } from '../../i18n/common.messages';

export interface LoadErrorRetryProps {
  /** The alert title ("We couldn't load your billing history"), declared by the caller. */
  title: MessageDescriptor;
  /** The failed query's error: a `NormalizedError` (SPEC §8) or anything else. */
  error: unknown;
  /** Asks again (the query's `refetch`). */
  onRetry: () => void;
  /** The retry is under way: the button shows its spinner and cannot be pressed twice. */
  retrying?: boolean;
}

/**
 * A section whose data failed to load: the error (the server's message for a
 * `NormalizedError`, {@link ServerErrorAlert}; "Oops! Something went wrong." otherwise) and a
 * Retry button under it. Shown in place of the section's content; the rest of the page stays.
 */
export function LoadErrorRetry({ title, error, onRetry, retrying = false }: LoadErrorRetryProps) {
  return (
    <Stack gap="md" align="flex-start">
      {isNormalizedError(error) ? (
        <ServerErrorAlert title={title} error={error} />
      ) : (
        <Alert variant="error" title={<FormattedMessage {...title} />}>
          <FormattedMessage {...commonMessages.errorGeneric} />
        </Alert>
      )}
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        <FormattedMessage {...commonMessages.retry} />
      </Button>
    </Stack>
  );
}
