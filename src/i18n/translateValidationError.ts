import type { IntlShape, MessageDescriptor } from 'react-intl';
import { isValidationMessage, registeredMessage } from './yup';

/** The declared message of `id`, else `{ id }` when `intl`'s catalog has it, else `undefined`. */
function messageOf(intl: IntlShape, id: string): MessageDescriptor | undefined {
  return registeredMessage(id) ?? (intl.messages[id] ? { id } : undefined);
}

/**
 * The text of a form field's error (SPEC §5), made when it is shown so that it follows the
 * interface language:
 * - a {@link ValidationMessage} of the Yup locale (src/i18n/yup.ts) is formatted in the
 *   language of `intl` from its declared message (`registeredMessage`: English from its
 *   `defaultMessage`, other languages from their catalog), with `{attribute}` = its label's
 *   translation (an `attribute` that names no declared message nor an id of `intl`'s catalog —
 *   a field without a label — is used as it is);
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
  const label = typeof attribute === 'string' ? messageOf(intl, attribute) : undefined;
  const attributeText = label ? intl.formatMessage(label) : attribute;
  const message = messageOf(intl, error.id) ?? { id: error.id };
  return intl.formatMessage(message, { ...rest, attribute: attributeText });
}
