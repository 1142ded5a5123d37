/**
 * The list-filter query string of SPEC §7 ("List filter query string"; contract "List
 * filters"), shared by the app (through `src/api/queryString.ts`) and the simulated API in
 * `mocks/`: `qs` reads and writes plain names, arrays (brackets: `name[]=a`) and nested
 * objects (`parent[child]=v`, `a[0][b]=v` inside arrays); the contract's own forms are the
 * typed builders of `./specialFilters`, re-exported here. Values: see `scalarText`; `''`,
 * nullish and invalid values, empty arrays and empty objects write nothing. Names and values
 * are encoded with `encodeURIComponent`; brackets stay literal. Pure: imports only `qs` and
 * `./specialFilters`.
 */
import qs from 'qs';
import {
  between,
  decode,
  isPlainObject,
  isSpecialFilter,
  readSpecial,
  scalarText,
  SPECIAL_KEYS,
  writeSpecial,
  type SpecialFilter,
} from './specialFilters';

export {
  between,
  betweenDates,
  canonicalKey,
  isSpecialFilter,
  relation,
  searchFields,
  type BetweenDatesFilter,
  type BetweenFilter,
  type DateEnd,
  type RangeBound,
} from './specialFilters';

/** A scalar filter value. `null`, `undefined` and `''` mean "no filter". */
type FilterPrimitive = string | number | bigint | boolean | null | undefined;

/** Any value a filter may hold: scalars, `Date`, special forms, arrays and nested objects. */
export type FilterValue =
  | FilterPrimitive
  | Date
  | SpecialFilter
  | readonly FilterValue[]
  | { readonly [key: string]: FilterValue };

/** A filter object: parameter name → value. Key order is the order of the query string. */
export type Filters = { readonly [key: string]: FilterValue };

/** The constraint for typed filter objects (also met by interfaces without an index signature). */
export type FilterShape<F> = { [K in keyof F]: FilterValue };

// ───────────────────────────── Writing ─────────────────────────────

/** What `qs` writes: strings, arrays of strings, and objects of those. */
type QsValue = string | string[] | { [key: string]: QsValue };

/**
 * `value` without its special forms (pushed to `specials`) and without empty parts, in the
 * shape `qs` writes. An array holding objects or arrays becomes an object keyed by the items'
 * indexes, so `qs` writes `a[0][b]=v` (an unindexed `a[][b]` would be ambiguous).
 */
function toQs(value: unknown, specials: SpecialFilter[]): QsValue | undefined {
  if (isSpecialFilter(value)) {
    specials.push(value);
    return undefined;
  }
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => toQs(item, specials));
    if (items.every((item) => item === undefined || typeof item === 'string')) {
      const strings = items.filter((item): item is string => item !== undefined);
      return strings.length ? strings : undefined;
    }
    const indexed = items.flatMap((item, index) => (item === undefined ? [] : [[index, item]]));
    return indexed.length ? Object.fromEntries(indexed) : undefined;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).flatMap(([key, child]) => {
      const written = toQs(child, specials);
      return written === undefined ? [] : [[key, written] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return scalarText(value);
}

const STRINGIFY_OPTIONS: qs.IStringifyOptions = {
  arrayFormat: 'brackets',
  encoder: (text: string, _default: unknown, _charset: string, type: 'key' | 'value') =>
    type === 'key'
      ? encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']')
      : encodeURIComponent(text),
};

/** Options of {@link buildQueryString}. */
export interface BuildQueryStringOptions {
  /**
   * The page (SPEC §7 "page only when given"): a positive integer is written first as `page=n`
   * and replaces any `page` of the filters; otherwise the filters' own `page` is written in
   * its place. No page is ever invented.
   */
  page?: number | null;
}

/**
 * Builds the SPEC §7 list-filter query string of `filters`: `''` when nothing is to be sent,
 * otherwise the pairs joined with `&`, without a leading `?` (see {@link withQuery}), in the
 * insertion order of `filters`, so equal filter objects give equal strings. A special form
 * writes its own parameter names wherever it sits; inside an array or object it is written
 * right after the plain pairs of the top-level key holding it. Never throws for
 * {@link FilterValue} input.
 *
 * @example
 * buildQueryString({ search: 'night shift', between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at') }, { page: 2 })
 * // 'page=2&search=night%20shift&between_dates=2025-05-01,2025-05-31,created_at'
 */
export function buildQueryString<F extends FilterShape<F>>(
  filters: F,
  options: BuildQueryStringOptions = {},
): string {
  const { page } = options;
  const explicitPage = typeof page === 'number' && Number.isInteger(page) && page >= 1;
  const out = explicitPage ? [`page=${page}`] : [];
  for (const [key, value] of Object.entries(filters as Filters)) {
    if (explicitPage && key === 'page') continue;
    const specials: SpecialFilter[] = [];
    const plain = toQs(value, specials);
    if (plain !== undefined) out.push(qs.stringify({ [key]: plain }, STRINGIFY_OPTIONS));
    for (const special of specials) out.push(...writeSpecial(special));
  }
  return out.filter(Boolean).join('&');
}

/**
 * `endpoint` followed by `?query` when `query` is not empty (`&` when the endpoint already has
 * a query), e.g. `withQuery('employers/job-openings', 'page=2')` → `employers/job-openings?page=2`.
 */
export function withQuery(endpoint: string, query: string): string {
  if (!query) return endpoint;
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query}`;
}

// ───────────────────────────── Reading ─────────────────────────────

/** A query string as `qs` reads it; `null` is a name without `=` (`desired_candidates>5`). */
export interface QueryParams {
  [key: string]: QueryParam;
}

/** One value of {@link QueryParams}. */
type QueryParam = string | null | undefined | QueryParams | Array<string | QueryParams>;

const PARSE_OPTIONS: qs.IParseOptions = {
  ignoreQueryPrefix: true,
  strictNullHandling: true,
  depth: 10,
  arrayLimit: 1000,
};

/**
 * The query string `search` (a leading `?` is ignored) read by `qs` with the contract's
 * grammar of names: `name=v` → `'v'`, `name[]=a&name[]=b` → `['a', 'b']`, `a[b]=v` →
 * `{ a: { b: 'v' } }`, a name without `=` → `null`. `+` is a space; malformed `%` escapes
 * stay text. With `duplicates: 'combine'` (the default) a repeated plain name gives an array
 * of its values; `'last'` keeps the last. For a server reading a request (the simulated API);
 * the app reads its URLs with {@link parseQueryString}. Never throws.
 */
export function parseQueryParams(
  search: string,
  duplicates: 'combine' | 'last' = 'combine',
): QueryParams {
  return qs.parse(search, { ...PARSE_OPTIONS, duplicates }) as QueryParams;
}

/** One side of a between range read from a query name (`total>5` → `{ field: 'total', … }`). */
export interface RangeKey {
  field: string;
  op: '>' | '<';
  /** The text after the operator (`''` for `total>` of a pair `total>=5`). */
  bound: string;
}

/** The between-range side that a decoded query name `field>bound` / `field<bound` holds, if any. */
export function parseRangeKey(name: string): RangeKey | undefined {
  const at = name.search(/[<>]/);
  if (at <= 0) return undefined;
  return { field: name.slice(0, at), op: name[at] as '>' | '<', bound: name.slice(at + 1) };
}

/** A parsed value without empty strings, empty arrays and empty objects; `undefined` if none. */
function clean(value: QueryParam): FilterValue {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (!value) return undefined;
  const entries = Object.entries(value).map(([key, child]) => [key, clean(child)] as const);
  const kept = entries.filter(([, child]) => child !== undefined);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/**
 * Reads a SPEC §7 query string back into a filter object: the inverse of
 * {@link buildQueryString} for the forms the app puts in its URLs, so a shared URL reproduces
 * the view (`buildQueryString(parseQueryString(s)) === s` for every `s` it built).
 *
 * - Plain names, arrays and nested objects as {@link parseQueryParams} reads them, values as
 *   strings (type them with `applyDefaults`); a repeated plain name keeps its last value;
 *   empty values, empty names and bare names are dropped.
 * - `field=a,b` → {@link searchFields}; `where_relation=v,rel.col` → {@link relation} (split
 *   at the last comma, a literal one before an encoded one); `between_dates=s,e,f` →
 *   {@link betweenDates} (`dateOnly` when both ends are `yyyy-MM-dd`). Malformed, they stay
 *   plain strings.
 * - A name without `=` holding `>` or `<` (also `%3E`/`%3C`) → {@link between}, keyed by the
 *   field; `x>1&x<9` merge into one.
 *
 * Never throws.
 */
export function parseQueryString(search: string): Filters {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const raw = new Map<string, string>();
  for (const segment of query.split('&')) {
    const eq = segment.indexOf('=');
    const name = eq > 0 ? decode(segment.slice(0, eq)) : '';
    if (SPECIAL_KEYS.has(name) && eq < segment.length - 1) raw.set(name, segment.slice(eq + 1));
  }
  const result: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(parseQueryParams(query, 'last'))) {
    const range = value === null ? parseRangeKey(key) : undefined;
    const rawSpecial = raw.get(key);
    if (range) {
      if (!range.bound) continue;
      const previous = result[range.field];
      const kept = isSpecialFilter(previous) && previous.$filter === 'between' ? previous : null;
      result[range.field] =
        range.op === '>'
          ? between(range.field, range.bound, kept?.high)
          : between(range.field, kept?.low, range.bound);
    } else if (rawSpecial !== undefined) {
      result[key] = readSpecial(key, rawSpecial);
    } else {
      const cleaned = clean(value);
      if (cleaned !== undefined) result[key] = cleaned;
    }
  }
  return result;
}
