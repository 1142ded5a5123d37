/**
 * The app's one query-string module (SPEC §7 "List filter query string"): the contract's
 * grammar and its `qs`-based reading and writing, shared with the simulated API
 * (`src/domain/queryString.ts`, re-exported here), plus what the list screens add on top —
 * the debounce and default page (SPEC §9), typing URL values after a screen's defaults, and
 * saving filters to local storage. Pure: no React, no DOM; storage is passed in.
 */
import {
  between,
  betweenDates,
  isSpecialFilter,
  relation,
  searchFields,
  type DateEnd,
  type Filters,
  type FilterShape,
  type RangeBound,
} from '../domain/queryString';

export * from '../domain/queryString';

/** Debounce of the query-string rebuild after the first one, in milliseconds (SPEC §7, §9). */
export const FILTER_DEBOUNCE_MS = 250;

/** The page the server uses when none is sent (SPEC §9). The builder never adds it by itself. */
export const DEFAULT_PAGE = 1;

/** `value` typed after `fallback` (see {@link applyDefaults}). */
function coerce(value: unknown, fallback: unknown): unknown {
  if (typeof fallback === 'number' && typeof value === 'string') {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : fallback;
  }
  if (typeof fallback === 'boolean' && typeof value === 'string') {
    if (value === '1' || value === 'true') return true;
    if (value === '0' || value === 'false') return false;
    return fallback;
  }
  if (typeof fallback === 'string' && isSpecialFilter(value) && value.$filter === 'searchFields') {
    return value.columns.join(',');
  }
  if (Array.isArray(fallback)) {
    const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
    const sample: unknown = fallback[0];
    return sample === undefined ? items : items.map((item: unknown) => coerce(item, sample));
  }
  return value;
}

/**
 * Types loosely typed filter values (from `parseQueryString` or {@link loadFilters}) after
 * `defaults`: the result has exactly the keys of `defaults`, in their order; a key missing
 * from `values` keeps its default; keys of `values` that `defaults` lacks are dropped. Strings
 * become numbers where the default is a number (`'2'` → `2`; not numeric → the default),
 * booleans where it is a boolean (`'1'`/`'true'`, `'0'`/`'false'`), and a `searchFields` value
 * becomes `'a,b'` where the default is a string. Array items are typed after the default
 * array's first item. Other values are taken as they are.
 */
export function applyDefaults<F extends FilterShape<F>>(defaults: F, values: Filters): F {
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults as Filters)) {
    out[key] = Object.prototype.hasOwnProperty.call(values, key)
      ? coerce(values[key], fallback)
      : fallback;
  }
  return out as F;
}

/**
 * Saves `filters` as JSON under `key` (SPEC §7 "Filters may be saved to local storage under a
 * configured key"); `Date`s are stored as ISO strings. Never throws: a missing storage, a
 * storage that throws (private mode, quota, denied access) or an unserialisable value return
 * `false`.
 *
 * @returns whether the filters were stored.
 */
export function saveFilters(storage: Storage | undefined, key: string, filters: object): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(filters));
    return true;
  } catch {
    return false;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A special form read back from JSON through its builder, or `undefined` when malformed. */
function reviveSpecial(v: Record<string, unknown>): unknown {
  const text = (end: unknown): DateEnd => (typeof end === 'string' ? end : undefined);
  const bound = (b: unknown): RangeBound =>
    typeof b === 'string' || typeof b === 'number' ? b : undefined;
  const scalar = ['string', 'number', 'boolean'].includes(typeof v.value);
  switch (v.$filter) {
    case 'relation':
      return typeof v.path === 'string' && scalar
        ? relation(v.value as string | number | boolean, v.path)
        : undefined;
    case 'betweenDates':
      return typeof v.field === 'string'
        ? betweenDates(text(v.start), text(v.end), v.field, { dateOnly: v.dateOnly === true })
        : undefined;
    case 'between':
      return typeof v.field === 'string'
        ? between(v.field, bound(v.low), bound(v.high))
        : undefined;
    case 'searchFields':
      return Array.isArray(v.columns)
        ? searchFields(v.columns.filter((c): c is string => typeof c === 'string'))
        : undefined;
    default:
      return undefined;
  }
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (!isObject(value)) return value;
  if (typeof value.$filter === 'string') return reviveSpecial(value);
  return Object.fromEntries(Object.entries(value).map(([k, child]) => [k, revive(child)]));
}

/**
 * Reads filters saved by {@link saveFilters}. Special forms come back as their tagged values
 * (dates as ISO strings); a malformed special form is dropped (its key reads `undefined`).
 * Never throws: returns `undefined` for a missing storage, a storage that throws, a missing
 * key, invalid JSON, or JSON that is not a filter object.
 */
export function loadFilters(storage: Storage | undefined, key: string): Filters | undefined {
  let data: unknown;
  try {
    const text = storage?.getItem(key);
    data = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
  if (!isObject(data) || isSpecialFilter(data)) return undefined;
  return revive(data) as Filters;
}

/**
 * The `yyyy-MM-dd` day of one end of a `betweenDates` range as read back from the URL (a
 * `yyyy-MM-dd` or ISO 8601 string, or a `Date`, its UTC day), for a date range field's value;
 * `undefined` when the end is missing or not a date.
 */
export function rangeEndDay(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value.slice(0, 10);
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  return undefined;
}
