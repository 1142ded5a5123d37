import { FormattedMessage } from 'react-intl';
import { isNormalizedError } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Stack } from '../../components/Stack';
import { ServerErrorAlert } from './ServerErrorAlert';

export interface LoadErrorRetryProps {
  /** Message id of the alert title ("We couldn't load your billing history"). */
  titleId: string;
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
export function LoadErrorRetry({ titleId, error, onRetry, retrying = false }: LoadErrorRetryProps) {
  return (
    <Stack gap="md" align="flex-start">
      {isNormalizedError(error) ? (
        <ServerErrorAlert titleId={titleId} error={error} />
      ) : (
        <Alert variant="error" title={<FormattedMessage id={titleId} />}>
          <FormattedMessage id="common.error.generic" />
        </Alert>
      )}
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        <FormattedMessage id="common.retry" />
      </Button>
    </Stack>
  );
}
