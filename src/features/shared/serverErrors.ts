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
