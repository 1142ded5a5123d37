import type { IntlShape } from 'react-intl';
import { isValidationMessage } from './yup';

/**
 * The text of a form field's error (SPEC §5), made when it is shown so that it follows the
 * interface language:
 * - a {@link ValidationMessage} of the Yup locale (src/i18n/yup.ts) is formatted in the
 *   language of `intl`, with `{attribute}` = its label's translation (an `attribute` that is
 *   no message id — a field without a label — is used as it is);
 * - a string (a server 422 message such as UNIQUE "The email has already been taken.",
 *   already in the `Accept-Language` language) is returned as it is;
 * - a list (Formik's errors of an array's items) gives its first item's text;
 * - anything else (no error, `''`, a nested error object) gives `undefined`.
 */
export function translateValidationError(intl: IntlShape, error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) {
    for (const item of error) {
      const text = translateValidationError(intl, item);
      if (text) return text;
    }
    return undefined;
  }
  if (!isValidationMessage(error)) return undefined;
  const { attribute, ...rest } = error.values;
  const attributeText =
    typeof attribute === 'string' && intl.messages[attribute]
      ? intl.formatMessage({ id: attribute })
      : attribute;
  return intl.formatMessage({ id: error.id }, { ...rest, attribute: attributeText });
}
