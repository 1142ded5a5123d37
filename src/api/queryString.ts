/**
 * The list-filter query string of SPEC §7 ("List filter query string") and the contract's
 * "List filters" section (`src/api/openapi.yaml`: parameters `SearchFields`, `BetweenDates`,
 * `WhereRelation`, `IgnoreIds`, `Page`). Pure: no React, no DOM; the persistence helpers take
 * the {@link Storage} to use as an argument.
 *
 * ## Forms written by {@link buildQueryString}
 * | filter value                                   | written as                                  |
 * | ---------------------------------------------- | ------------------------------------------- |
 * | string / number / bigint                       | `name=value`                                |
 * | boolean                                        | `name=1` / `name=0` (what Laravel's `boolean` rule accepts) |
 * | `Date` (outside the special forms)             | `name=<ISO 8601 instant, UTC, Z suffix>`    |
 * | array                                          | `name[]=item`, one pair per item            |
 * | nested object                                  | `parent[child]=value`, `a[b][c]=value` (Laravel brackets); an object or array inside an array is indexed: `a[0][b]=value` |
 * | {@link searchFields}`(['name','first_question'])` | `field=name,first_question`              |
 * | {@link relation}`('Forklift', 'skills.name')`  | `where_relation=Forklift,skills.name`       |
 * | {@link betweenDates}`(start, end, 'created_at')` | `between_dates=start,end,created_at`      |
 * | {@link between}`('desired_candidates', 5, 20)` | `desired_candidates>5&desired_candidates<20` |
 *
 * ## Encoding
 * Names and values are encoded with `encodeURIComponent` (space → `%20`, `+` → `%2B`,
 * `,` → `%2C`, `&` → `%26`, `=` → `%3D`, `>` → `%3E`, …). The separators the format itself
 * introduces stay literal: the `[` `]` of arrays and nested objects, the `,` between the parts
 * of `field`, `where_relation` and `between_dates`, and the `>` / `<` operator of a between
 * range (the contract's example is `?desired_candidates>5&desired_candidates<20`). A literal
 * `,`, `[`, `]`, `>` or `<` in the output is therefore always structure, never data.
 *
 * ## Skipped values
 * `undefined`, `null`, `''`, non-finite numbers, invalid dates, functions and symbols produce
 * nothing; so do empty arrays (and arrays whose items are all skipped) and empty objects. A
 * special form that is incomplete produces nothing (see each constructor).
 */

/** Debounce of the query-string rebuild after the first one, in milliseconds (SPEC §7, §9). */
export const FILTER_DEBOUNCE_MS = 250;

/** The page the server uses when none is sent (SPEC §9). The builder never adds it by itself. */
export const DEFAULT_PAGE = 1;

/** A scalar filter value. `null`, `undefined` and `''` mean "no filter". */
export type FilterPrimitive = string | number | bigint | boolean | null | undefined;

/** Names of the special forms ({@link SpecialFilter}), the value of their `$filter` tag. */
export type SpecialFilterKind = 'relation' | 'betweenDates' | 'between' | 'searchFields';

/** `where_relation=value,relation.field` (SPEC §7). Build it with {@link relation}. */
export interface RelationFilter {
  readonly $filter: 'relation';
  /** The related model's column value to match; `null`/`undefined`/`''` omits the parameter. */
  readonly value: string | number | boolean | null | undefined;
  /** `relation.field`, e.g. `skills.name`; an empty path omits the parameter. */
  readonly path: string;
}

/** One end of a date range: a `Date` or a string (`yyyy-MM-dd` or ISO 8601); nullish = missing. */
export type DateEnd = Date | string | null | undefined;

/** `between_dates=start,end,field` (SPEC §7). Build it with {@link betweenDates}. */
export interface BetweenDatesFilter {
  readonly $filter: 'betweenDates';
  readonly start: DateEnd;
  readonly end: DateEnd;
  /** The date column, e.g. `created_at`. An empty field omits the parameter. */
  readonly field: string;
  /** Write both ends as `yyyy-MM-dd` UTC days instead of ISO 8601 instants. */
  readonly dateOnly?: boolean;
}

/** One bound of a between range; nullish, `''`, `NaN` and invalid dates mean "no bound". */
export type RangeBound = number | string | Date | null | undefined;

/** `field>low` and/or `field<high` (SPEC §7; exclusive bounds). Build it with {@link between}. */
export interface BetweenFilter {
  readonly $filter: 'between';
  readonly field: string;
  readonly low?: RangeBound;
  readonly high?: RangeBound;
}

/** `field=col1,col2`: the columns `search` looks in (SPEC §7, contract `SearchFields`). */
export interface SearchFieldsFilter {
  readonly $filter: 'searchFields';
  readonly columns: readonly string[];
}

/** A tagged value that is written in one of the special §7 forms instead of `name=value`. */
export type SpecialFilter =
  RelationFilter | BetweenDatesFilter | BetweenFilter | SearchFieldsFilter;

/**
 * Any value a filter may hold: scalars, `Date`, special forms, arrays and nested objects (to any
 * depth). Plain objects are flattened Laravel-style; see the module documentation.
 */
export type FilterValue =
  | FilterPrimitive
  | Date
  | SpecialFilter
  | readonly FilterValue[]
  | { readonly [key: string]: FilterValue };

/** A filter object: parameter name → value. Key order is the order of the query string. */
export type Filters = { readonly [key: string]: FilterValue };

/**
 * The constraint for typed filter objects: every property holds a {@link FilterValue}. Unlike
 * {@link Filters} it is also met by interfaces (which have no index signature).
 */
export type FilterShape<F> = { [K in keyof F]: FilterValue };

// ───────────────────────────── Special-form constructors ─────────────────────────────

/**
 * `where_relation=value,relation.field` (SPEC §7): records whose related model's `field` equals
 * `value`. The value is fully encoded (a comma inside it becomes `%2C`; the server takes
 * everything before the last comma as the value).
 *
 * @param value - the value to match; `null`, `undefined` or `''` omits the parameter.
 * @param path - `relation.field`, e.g. `skills.name`, `state.code`.
 * @example relation('Forklift Operation', 'skills.name') // where_relation=Forklift%20Operation,skills.name
 */
export function relation(value: RelationFilter['value'], path: string): RelationFilter {
  return { $filter: 'relation', value, path };
}

/**
 * `between_dates=start,end,field` (SPEC §7; both ends inclusive on the server). The parameter is
 * written only when both ends are present and valid; otherwise it is omitted entirely.
 *
 * Ends: a `Date` is written as its ISO 8601 instant (`2025-05-01T00:00:00.000Z`), or, with
 * `dateOnly`, as its UTC day `yyyy-MM-dd` (so `2025-05-31T23:30:00-05:00` is `2025-06-01`).
 * A string is written as given; with `dateOnly` a `yyyy-MM-dd` string is kept and any other
 * string is parsed with `new Date(string)` and written as its UTC day (omitted when invalid).
 *
 * @param start - first day/instant; nullish or `''` omits the parameter.
 * @param end - last day/instant; nullish or `''` omits the parameter.
 * @param field - the date column, e.g. `created_at`.
 * @param options - `dateOnly`: write `yyyy-MM-dd` UTC days.
 */
export function betweenDates(
  start: DateEnd,
  end: DateEnd,
  field: string,
  options: { dateOnly?: boolean } = {},
): BetweenDatesFilter {
  return options.dateOnly
    ? { $filter: 'betweenDates', start, end, field, dateOnly: true }
    : { $filter: 'betweenDates', start, end, field };
}

/**
 * A between range (SPEC §7): `field>low` and/or `field<high`, exclusive bounds. The query key
 * carries the operator literally, e.g. `desired_candidates>5&desired_candidates<20`; the field
 * name and the bounds are encoded. Either bound may be left out (`low`-only, `high`-only);
 * with neither, nothing is written. `Date` bounds are written as ISO 8601 instants.
 *
 * @param field - the column, e.g. `desired_candidates`.
 * @param low - exclusive lower bound (`field>low`).
 * @param high - exclusive upper bound (`field<high`).
 */
export function between(field: string, low?: RangeBound, high?: RangeBound): BetweenFilter {
  return { $filter: 'between', field, low, high };
}

/**
 * `field=col1,col2` (SPEC §7 "field param combined with searchable column names into one
 * comma-separated value"; contract `SearchFields`): the columns `search` looks in. Each column
 * name is encoded; the joining commas stay literal. Blank columns are dropped; with none left,
 * nothing is written.
 *
 * @example searchFields(['name', 'first_question']) // field=name,first_question
 */
export function searchFields(columns: readonly string[]): SearchFieldsFilter {
  return { $filter: 'searchFields', columns: [...columns] };
}

const SPECIAL_KINDS: ReadonlySet<string> = new Set<SpecialFilterKind>([
  'relation',
  'betweenDates',
  'between',
  'searchFields',
]);

/** Whether `value` is one of the tagged special forms ({@link SpecialFilter}). */
export function isSpecialFilter(value: unknown): value is SpecialFilter {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { $filter?: unknown }).$filter === 'string' &&
    SPECIAL_KINDS.has((value as { $filter: string }).$filter)
  );
}

/**
 * The key under which {@link parseQueryString} returns a special form: `where_relation`,
 * `between_dates`, `field`, or the range's field name for {@link between}. Name the filter
 * slots this way (e.g. `{ between_dates: betweenDates(…) }`) so a parsed URL lands back in them.
 */
export function canonicalKey(filter: SpecialFilter): string {
  switch (filter.$filter) {
    case 'relation':
      return 'where_relation';
    case 'betweenDates':
      return 'between_dates';
    case 'searchFields':
      return 'field';
    case 'between':
      return filter.field;
  }
}

// ───────────────────────────── Building ─────────────────────────────

/** Options of {@link buildQueryString}. */
export interface BuildQueryStringOptions {
  /**
   * The page (SPEC §7 "GET {endpoint}?page={n}&{filters}, page only when given"). When a
   * positive integer is given it is written first as `page=n` and any `page` key of the filters
   * is ignored; otherwise the filters' own `page` (if any) is written in its place. No page is
   * ever invented: {@link DEFAULT_PAGE} is the server's default, not the builder's.
   */
  page?: number | null;
}

const enc = encodeURIComponent;

function isPlainObject(value: unknown): value is { readonly [key: string]: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (value instanceof Date) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** Text of a scalar, or `undefined` when the value produces nothing. */
function scalarText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value === '' ? undefined : value;
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined;
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? '1' : '0';
    default:
      if (value instanceof Date) return isValidDate(value) ? value.toISOString() : undefined;
      return undefined;
  }
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Text of one end of a date range, or `undefined` when missing or invalid. */
function dateEndText(value: DateEnd, dateOnly: boolean): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) {
    if (!isValidDate(value)) return undefined;
    const iso = value.toISOString();
    return dateOnly ? iso.slice(0, 10) : iso;
  }
  if (typeof value !== 'string') return undefined;
  if (!dateOnly || DAY_RE.test(value)) return value;
  const parsed = new Date(value);
  return isValidDate(parsed) ? parsed.toISOString().slice(0, 10) : undefined;
}

function specialPairs(filter: SpecialFilter): string[] {
  switch (filter.$filter) {
    case 'relation': {
      const value = scalarText(filter.value);
      if (value === undefined || !filter.path) return [];
      return [`where_relation=${enc(value)},${enc(filter.path)}`];
    }
    case 'betweenDates': {
      const dateOnly = filter.dateOnly === true;
      const start = dateEndText(filter.start, dateOnly);
      const end = dateEndText(filter.end, dateOnly);
      if (start === undefined || end === undefined || !filter.field) return [];
      return [`between_dates=${enc(start)},${enc(end)},${enc(filter.field)}`];
    }
    case 'between': {
      if (!filter.field) return [];
      const name = enc(filter.field);
      const pairs: string[] = [];
      const low = scalarText(filter.low);
      const high = scalarText(filter.high);
      if (low !== undefined) pairs.push(`${name}>${enc(low)}`);
      if (high !== undefined) pairs.push(`${name}<${enc(high)}`);
      return pairs;
    }
    case 'searchFields': {
      const columns = filter.columns.filter((column) => typeof column === 'string' && column);
      return columns.length ? [`field=${columns.map(enc).join(',')}`] : [];
    }
  }
}

/** Appends the pairs of `value` under the already-encoded `name` (which may end in brackets). */
function appendPairs(out: string[], name: string, value: unknown): void {
  if (isSpecialFilter(value)) {
    out.push(...specialPairs(value));
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      if (isSpecialFilter(item)) out.push(...specialPairs(item));
      else if (Array.isArray(item) || isPlainObject(item))
        appendPairs(out, `${name}[${index}]`, item);
      else {
        const text = scalarText(item);
        if (text !== undefined) out.push(`${name}[]=${enc(text)}`);
      }
    });
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value))
      appendPairs(out, `${name}[${enc(key)}]`, child);
    return;
  }
  const text = scalarText(value);
  if (text !== undefined) out.push(`${name}=${enc(text)}`);
}

/**
 * Builds the list-filter query string of SPEC §7 from a filter object.
 *
 * @returns `''` when nothing is to be sent, otherwise the pairs joined with `&` **without** a
 * leading `?` (use {@link withQuery} to append it to an endpoint). Pairs follow the insertion
 * order of `filters` (JavaScript puts integer-like keys first), and within a value the order of
 * its items/keys, so equal filter objects always give the same string.
 *
 * A special form ({@link relation}, {@link betweenDates}, {@link between},
 * {@link searchFields}) writes its own fixed parameter names wherever it appears; its key
 * only fixes its position. See the module documentation for every form, the encoding and
 * the skipped values.
 *
 * @example
 * buildQueryString({ search: 'night shift', between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at') }, { page: 2 })
 * // 'page=2&search=night%20shift&between_dates=2025-05-01,2025-05-31,created_at'
 *
 * Never throws for {@link FilterValue} input; values of other types (functions, symbols,
 * class instances other than `Date`) are skipped.
 */
export function buildQueryString<F extends FilterShape<F>>(
  filters: F,
  options: BuildQueryStringOptions = {},
): string {
  const out: string[] = [];
  const page = options.page;
  const explicitPage = typeof page === 'number' && Number.isInteger(page) && page >= 1;
  if (explicitPage) out.push(`page=${page}`);
  for (const [key, value] of Object.entries(filters as Filters)) {
    if (explicitPage && key === 'page') continue;
    appendPairs(out, enc(key), value);
  }
  return out.join('&');
}

/**
 * `endpoint` followed by `?query` when `query` (as returned by {@link buildQueryString}) is not
 * empty, e.g. `withQuery('employers/job-openings', 'page=2')` → `employers/job-openings?page=2`.
 * Joins with `&` when the endpoint already has a query.
 */
export function withQuery(endpoint: string, query: string): string {
  if (!query) return endpoint;
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query}`;
}

// ───────────────────────────── Parsing ─────────────────────────────

/** Decodes one query component: `+` is a space (form encoding), malformed `%` escapes stay. */
function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Splits on literal commas (exact inverse of the builder); falls back to the decoded text. */
function splitParts(raw: string): string[] {
  return raw.includes(',') ? raw.split(',').map(decode) : decode(raw).split(',');
}

const NAME_RE = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/**
 * Sets `value` at `base[seg1][seg2]…` in `target`. A `''` segment (`[]`) pushes to an array and
 * ends the path (the builder writes `[]` only before a scalar).
 */
function assignPath(
  target: Record<string, unknown>,
  base: string,
  segments: readonly string[],
  value: string,
): void {
  let container = target;
  let key = base;
  for (const segment of segments) {
    const current = container[key];
    if (segment === '') {
      const list = Array.isArray(current) ? (current as unknown[]) : [];
      list.push(value);
      container[key] = list;
      return;
    }
    const next = isPlainObject(current) ? (current as Record<string, unknown>) : {};
    container[key] = next;
    container = next;
    key = segment;
  }
  container[key] = value;
}

/** Splits `value,relation.field` at the last comma, preferring a literal (structural) one. */
function splitRelation(rawValue: string): [string, string] {
  const rawComma = rawValue.lastIndexOf(',');
  if (rawComma >= 0)
    return [decode(rawValue.slice(0, rawComma)), decode(rawValue.slice(rawComma + 1))];
  const decoded = decode(rawValue);
  const comma = decoded.lastIndexOf(',');
  return comma >= 0 ? [decoded.slice(0, comma), decoded.slice(comma + 1)] : [decoded, ''];
}

function parseSpecial(key: string, rawValue: string): SpecialFilter | string {
  if (key === 'between_dates') {
    const parts = splitParts(rawValue);
    if (parts.length === 3 && parts.every(Boolean)) {
      const [start, end, field] = parts;
      return betweenDates(start, end, field, {
        dateOnly: DAY_RE.test(start) && DAY_RE.test(end),
      });
    }
  } else if (key === 'where_relation') {
    const [value, path] = splitRelation(rawValue);
    if (value && path) return relation(value, path);
  } else if (key === 'field') {
    const columns = splitParts(rawValue).filter(Boolean);
    if (columns.length) return searchFields(columns);
  }
  return decode(rawValue);
}

const OPERATOR_RE = /%3E|%3C/i;

/**
 * Parses a query string written in the SPEC §7 format back into a filter object: the inverse of
 * {@link buildQueryString} for the forms the app puts in the browser URL, so a shared URL
 * reproduces the view. For every string `s` that `buildQueryString` produced,
 * `buildQueryString(parseQueryString(s)) === s`.
 *
 * - A leading `?` is ignored; `+` decodes to a space; malformed `%` escapes are kept as text.
 * - `name=value` → `{ name: 'value' }` (values stay strings: `'2'`, `'1'`; typing them is the
 *   caller's business, see {@link applyDefaults}); a repeated plain name keeps the last value.
 * - `name[]=a&name[]=b` → `{ name: ['a', 'b'] }`; `a[b][c]=v` → `{ a: { b: { c: 'v' } } }`
 *   (names are decoded first, so `%5B`/`%5D` also count as brackets).
 * - `field=a,b` → {@link searchFields}; `where_relation=v,rel.col` → {@link relation} (split at
 *   the last comma); `between_dates=s,e,f` → {@link betweenDates} (`dateOnly` when both ends
 *   are `yyyy-MM-dd`). A malformed special value stays a plain string.
 * - A pair without `=` whose name holds the operator `>` or `<` (literal, or `%3E`/`%3C` as
 *   browsers normalise it) → {@link between}, keyed by the field; `x>1&x<9` merge into one.
 * - Empty values and pairs without `=` and without an operator are dropped.
 *
 * Never throws.
 */
export function parseQueryString(search: string): Filters {
  const result: Record<string, unknown> = {};
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const segment of query.split('&')) {
    if (!segment) continue;
    const eq = segment.indexOf('=');
    if (eq < 0) {
      const literal = segment.search(/[<>]/);
      const encoded = segment.search(OPERATOR_RE);
      const at = literal >= 0 ? literal : encoded;
      if (at <= 0) continue;
      const width = literal >= 0 ? 1 : 3;
      const op =
        literal >= 0 ? segment[at] : segment.slice(at, at + 3).toUpperCase() === '%3E' ? '>' : '<';
      const field = decode(segment.slice(0, at));
      const bound = decode(segment.slice(at + width));
      if (!field || !bound) continue;
      const previous = result[field];
      const range: BetweenFilter =
        isSpecialFilter(previous) && previous.$filter === 'between' ? previous : between(field);
      result[field] =
        op === '>' ? between(field, bound, range.high) : between(field, range.low, bound);
      continue;
    }
    const rawName = segment.slice(0, eq);
    const rawValue = segment.slice(eq + 1);
    if (!rawName || !rawValue) continue;
    const name = decode(rawName);
    const match = NAME_RE.exec(name);
    if (!match) {
      result[name] = decode(rawValue);
      continue;
    }
    const base = match[1];
    const brackets = match[2];
    if (!brackets) {
      result[base] = parseSpecial(base, rawValue);
      continue;
    }
    const segments = brackets.slice(1, -1).split('][');
    const value = decode(rawValue);
    if (value === '') continue;
    assignPath(result, base, segments, value);
  }
  return result as Filters;
}

// ───────────────────────────── Typing parsed values ─────────────────────────────

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
 * Types loosely typed filter values (from {@link parseQueryString} or {@link loadFilters})
 * after `defaults`: the result has exactly the keys of `defaults`, in their order; a key
 * missing from `values` keeps its default; keys of `values` that `defaults` lacks are dropped.
 * Strings become numbers where the default is a number (`'2'` → `2`; not numeric → the
 * default), booleans where it is a boolean (`'1'`/`'true'`, `'0'`/`'false'`), and a
 * {@link searchFields} value becomes `'a,b'` where the default is a string. Array items are
 * typed after the default array's first item. Other values are taken as they are.
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

// ───────────────────────────── Persistence ─────────────────────────────

/**
 * Saves `filters` as JSON under `key` (SPEC §7 "Filters may be saved to local storage under a
 * configured key"). `Date`s are stored as ISO strings. Never throws: a missing storage, a
 * storage that throws (private mode, quota exceeded, denied access) or an unserialisable value
 * just return `false`.
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

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (!isPlainObject(value)) return value;
  if (typeof value.$filter === 'string') {
    const v = value as Record<string, unknown>;
    const dateEnd = (end: unknown): DateEnd => (typeof end === 'string' ? end : undefined);
    const bound = (b: unknown): RangeBound =>
      typeof b === 'string' || typeof b === 'number' ? b : undefined;
    switch (v.$filter) {
      case 'relation':
        return typeof v.path === 'string' &&
          ['string', 'number', 'boolean'].includes(typeof v.value)
          ? relation(v.value as string | number | boolean, v.path)
          : undefined;
      case 'betweenDates':
        return typeof v.field === 'string'
          ? betweenDates(dateEnd(v.start), dateEnd(v.end), v.field, {
              dateOnly: v.dateOnly === true,
            })
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
  const out: Record<string, unknown> = {};
  for (const [k, child] of Object.entries(value)) out[k] = revive(child);
  return out;
}

/**
 * Reads filters saved by {@link saveFilters}. Special forms come back as their tagged values
 * (dates as ISO strings); a malformed special form is dropped (its key reads `undefined`).
 * Never throws: returns `undefined` for a missing storage, a storage that throws, a missing
 * key, invalid JSON, or JSON that is not an object.
 */
export function loadFilters(storage: Storage | undefined, key: string): Filters | undefined {
  if (!storage) return undefined;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isPlainObject(data) || isSpecialFilter(data)) return undefined;
  return revive(data) as Filters;
}

/**
 * The `yyyy-MM-dd` day of one end of a {@link betweenDates} range as read back from the URL
 * (a `yyyy-MM-dd` or ISO 8601 string, or a `Date`, its UTC day), for a date range field's value;
 * `undefined` when the end is missing or not a date.
 */
export function rangeEndDay(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value.slice(0, 10);
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  return undefined;
}
