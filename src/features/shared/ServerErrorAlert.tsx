import { FormattedMessage } from 'react-intl';
import { errorDetail, type NormalizedError } from '../../api/errors';
import { Alert } from '../../components/Alert';

export interface ServerErrorAlertProps {
  /** Message id of the alert title ("We couldn't log you in"). */
  titleId: string;
  error: NormalizedError;
}

/**
 * Inline form error (SPEC §8): the server's `message` as summary and `errors.join(", ")`
 * as detail; 5xx and network failures say "Oops! Something went wrong.".
 */
export function ServerErrorAlert({ titleId, error }: ServerErrorAlertProps) {
  const generic = error.status === 0 || error.status >= 500;
  const detail = errorDetail(error);
  return (
    <Alert variant="error" title={<FormattedMessage id={titleId} />}>
      {generic ? <FormattedMessage id="common.error.generic" /> : error.message}
      {!generic && detail ? ` ${detail}` : null}
    </Alert>
  );
}
