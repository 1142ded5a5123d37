import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { errorDetail, isValidationError, type NormalizedError } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { commonMessages } from '../../i18n/common.messages';

export interface ServerErrorAlertProps {
  /** The alert title ("We couldn't log you in"), declared by the caller. */
  title: MessageDescriptor;
  error: NormalizedError;
}

/**
 * Inline form error (SPEC §8): the server's `message` as summary and `errors.join(", ")`
 * as detail; 5xx and network failures say "Oops! Something went wrong.", and a 422 with
 * `fields` says "Please check the information you entered." instead of the contract's generic
 * "The given data was invalid." (issue #19 point 10; forms use `FormServerError`).
 */
export function ServerErrorAlert({ title, error }: ServerErrorAlertProps) {
  const generic = error.status === 0 || error.status >= 500;
  const detail = errorDetail(error);
  return (
    <Alert variant="error" title={<FormattedMessage {...title} />}>
      {generic ? (
        <FormattedMessage {...commonMessages.errorGeneric} />
      ) : isValidationError(error) ? (
        <FormattedMessage {...commonMessages.errorInvalidData} />
      ) : (
        error.message
      )}
      {!generic && detail ? ` ${detail}` : null}
    </Alert>
  );
}
