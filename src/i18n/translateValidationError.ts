import type { IntlShape } from 'react-intl';
import { isValidationMessage } from './yup';

/**
 * The text of a form field's error (SPEC §5): a {@link ValidationMessage} of the Yup locale
 * is formatted in the interface language with `{attribute}` = the translated label (its
 * message id; an unknown id is used as it is); a string (a server 422 message) is returned
 * as it is; anything else (no error, a nested error object) gives `undefined`.
 */
export function translateValidationError(intl: IntlShape, error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (!isValidationMessage(error)) return undefined;
  const { attribute, ...rest } = error.values;
  const attributeText =
    typeof attribute === 'string' && intl.messages[attribute]
      ? intl.formatMessage({ id: attribute })
      : attribute;
  return intl.formatMessage({ id: error.id }, { ...rest, attribute: attributeText });
}
