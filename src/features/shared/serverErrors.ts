import type { NormalizedError } from '../../api/errors';

/**
 * Maps a 422's `fields` (contract field name → messages, dotted for array items such as
 * `skill_ids.0`) onto form field names: the first message of each, with `rename` mapping
 * contract names to form names (e.g. `skill_ids` → `skills`). Array-item keys fold into
 * their array's field. Returns `{}` for other errors.
 */
export function formErrorsFromServer(
  error: NormalizedError | undefined,
  rename: Record<string, string> = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  if (!error?.fields) return result;
  for (const [key, messages] of Object.entries(error.fields)) {
    const base = key.split('.')[0];
    const name = rename[base] ?? base;
    if (!result[name] && messages[0]) result[name] = messages[0];
  }
  return result;
}

/** How a form shows a failed submit (issue #19 point 10): see {@link formErrorPresentation}. */
export type FormErrorPresentation =
  /** Messages for fields: each on its field, and all listed in one summary. */
  | {
      kind: 'fields';
      /** The summary's lines: the form's fields in form order, then any other field's. */
      messages: string[];
      /** How many of them show on a field of the form (the rest have no field to show on). */
      onFields: number;
    }
  /** No message for a field (401, 409, 429, 5xx, network…): one form-level alert. */
  | { kind: 'alert' };

/**
 * Where a form says a failed submit (issue #19 point 10): when the error carries `fields` (a
 * 422, or a message the page placed on a field), their messages ({@link formErrorsFromServer},
 * first per field) go on the fields and into one summary; otherwise one form-level alert.
 *
 * @param formFields - the form's field names in display order (e.g. the keys of Formik's
 *   `initialValues`); messages for other fields are listed in the summary only.
 * @param rename - contract field names → form field names, as {@link formErrorsFromServer}.
 */
export function formErrorPresentation(
  error: NormalizedError,
  formFields: readonly string[],
  rename: Record<string, string> = {},
): FormErrorPresentation {
  const byField = formErrorsFromServer(error, rename);
  const names = Object.keys(byField);
  if (names.length === 0) return { kind: 'alert' };
  const onForm = formFields.filter((name) => byField[name] !== undefined);
  const elsewhere = names.filter((name) => !formFields.includes(name));
  return {
    kind: 'fields',
    messages: [...onForm, ...elsewhere].map((name) => byField[name]),
    onFields: onForm.length,
  };
}
