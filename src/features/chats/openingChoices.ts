/**
 * The choices of the inbox's job opening filter (issue #21 point 1), as pure functions: which
 * page of the employer's openings (contract `listJobOpenings`) answers what was typed in the
 * combobox, and the options shown from that answer.
 */
import { buildQueryString } from '../../api/queryString';
import type { JobOpening } from '../../contract/types';
import type { SelectOption } from '../../components/Select';
import { openingLookupQuery } from './useJobOpening';

/** Openings per answer to a typed search (the menu lists at most these; typing more narrows). */
export const OPENING_SEARCH_PAGE_SIZE = 20;

/** The longest `search` the contract takes (`listJobOpenings`, `search` maxLength 100). */
const SEARCH_MAX_LENGTH = 100;

/**
 * The `listJobOpenings` query (SPEC §7, no leading `?`) for the text typed in the combobox:
 * nothing typed (blank) → the first lookup page, `per_page=100`, the page the chats screens and
 * the opening lookup already share (so no request of its own); else a search of the openings'
 * names, `search=<text>&field=name&per_page=20`, the text trimmed and cut at the contract's 100
 * characters (a longer one would be a 422).
 *
 * @example openingChoicesQuery('  CDL ') // 'search=CDL&field=name&per_page=20'
 * @example openingChoicesQuery('') // 'per_page=100'
 */
export function openingChoicesQuery(typed: string): string {
  const search = Array.from(typed.trim()).slice(0, SEARCH_MAX_LENGTH).join('').trim();
  if (!search) return openingLookupQuery(1);
  return buildQueryString({ search, field: 'name', per_page: OPENING_SEARCH_PAGE_SIZE });
}

/** An opening as an option needs it: its `uuid` (the value) and `name` (the label). */
type Named = Pick<JobOpening, 'uuid' | 'name'>;

/**
 * The combobox's options: the openings of the answer (`found`, in its order), each
 * `{ value: uuid, label: name }`. With nothing typed (`searching` false) the opening chosen
 * (`chosen`, e.g. from a link, beyond the first page) leads them when the answer lacks it, so
 * that the combobox can name it; a search shows the answer alone.
 */
export function openingOptions(
  found: readonly Named[],
  chosen: Named | undefined,
  searching: boolean,
): SelectOption<string>[] {
  const options = found.map((opening) => ({ value: opening.uuid, label: opening.name }));
  if (!searching && chosen && !found.some((opening) => opening.uuid === chosen.uuid)) {
    options.unshift({ value: chosen.uuid, label: chosen.name });
  }
  return options;
}
