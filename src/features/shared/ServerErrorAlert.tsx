import { FormattedMessage } from 'react-intl';
import { errorDetail, isValidationError, type NormalizedError } from '../../api/errors';
import { Alert } from '../../components/Alert';

export interface ServerErrorAlertProps {
  /** Message id of the alert title ("We couldn't log you in"). */
  titleId: string;
  error: NormalizedError;
}

/**
 * Inline form error (SPEC §8): the server's `message` as summary and `errors.join(", ")`
 * as detail; 5xx and network failures say "Oops! Something went wrong.", and a 422 with
 * `fields` says "Please check the information you entered." instead of the contract's generic
 * "The given data was invalid." (issue #19 point 10; forms use `FormServerError`).
 */
export function ServerErrorAlert({ titleId, error }: ServerErrorAlertProps) {
  const generic = error.status === 0 || error.status >= 500;
  const detail = errorDetail(error);
  return (
    <Alert variant="error" title={<FormattedMessage id={titleId} />}>
      {generic ? (
        <FormattedMessage id="common.error.generic" />
      ) : isValidationError(error) ? (
        <FormattedMessage id="common.error.invalidData" />
      ) : (
        error.message
      )}
      {!generic && detail ? ` ${detail}` : null}
    </Alert>
  );
}
