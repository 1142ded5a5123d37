/**
 * The special forms of the SPEC §7 list-filter query string (contract "List filters":
 * `SearchFields`, `WhereRelation`, `BetweenDates` and between ranges) as small typed builders,
 * with how each is written and read back. Everything else in a query string (plain names,
 * arrays, nested objects) is `qs`'s business, in `./queryString.ts`:
 *
 * | builder                                          | written as                                   |
 * | ------------------------------------------------ | -------------------------------------------- |
 * | {@link searchFields}`(['name','first_question'])` | `field=name,first_question`                 |
 * | {@link relation}`('Forklift', 'skills.name')`    | `where_relation=Forklift,skills.name`        |
 * | {@link betweenDates}`(start, end, 'created_at')` | `between_dates=start,end,created_at`         |
 * | {@link between}`('desired_candidates', 5, 20)`   | `desired_candidates>5&desired_candidates<20` |
 *
 * The parts are encoded with `encodeURIComponent`; the separators (`,` between the parts, the
 * `>`/`<` of a range) stay literal, so a literal one is always structure. Pure, no imports.
 */

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

/** A tagged value written in one of the special §7 forms instead of `name=value`. */
export type SpecialFilter =
  RelationFilter | BetweenDatesFilter | BetweenFilter | SearchFieldsFilter;

/** Names of the special forms, the value of their `$filter` tag. */
type SpecialFilterKind = SpecialFilter['$filter'];

/**
 * `where_relation=value,relation.field`: records whose related `field` equals `value`. The
 * value is fully encoded (a comma inside it is `%2C`; the server splits at the last comma).
 * @example relation('Forklift Operation', 'skills.name') // where_relation=Forklift%20Operation,skills.name
 */
export function relation(value: RelationFilter['value'], path: string): RelationFilter {
  return { $filter: 'relation', value, path };
}

/**
 * `between_dates=start,end,field` (both ends inclusive on the server), written only when both
 * ends are present and valid. A `Date` end is its ISO instant, or with `dateOnly` its UTC day
 * (`2025-05-31T23:30:00-05:00` → `2025-06-01`); a string end is written as given, or with
 * `dateOnly` kept when `yyyy-MM-dd` and otherwise parsed and written as its UTC day.
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
 * A between range: `field>low` and/or `field<high` (exclusive), e.g.
 * `desired_candidates>5&desired_candidates<20`. Either bound may be missing; with neither,
 * nothing is written. `Date` bounds are ISO instants.
 */
export function between(field: string, low?: RangeBound, high?: RangeBound): BetweenFilter {
  return { $filter: 'between', field, low, high };
}

/**
 * `field=col1,col2`: the columns `search` looks in. Blank columns are dropped; with none
 * left, nothing is written. The columns are copied.
 * @example searchFields(['name', 'first_question']) // field=name,first_question
 */
export function searchFields(columns: readonly string[]): SearchFieldsFilter {
  return { $filter: 'searchFields', columns: [...columns] };
}

const SPECIAL_KINDS: ReadonlySet<unknown> = new Set<SpecialFilterKind>([
  'relation',
  'betweenDates',
  'between',
  'searchFields',
]);

/** Whether `value` is one of the tagged special forms ({@link SpecialFilter}). */
export function isSpecialFilter(value: unknown): value is SpecialFilter {
  return isPlainObject(value) && SPECIAL_KINDS.has(value.$filter);
}

/**
 * The key under which `parseQueryString` returns a special form: `where_relation`,
 * `between_dates`, `field`, or the range's field. Name filter slots this way so that a parsed
 * URL lands back in them.
 */
export function canonicalKey(filter: SpecialFilter): string {
  if (filter.$filter === 'between') return filter.field;
  return { relation: 'where_relation', betweenDates: 'between_dates', searchFields: 'field' }[
    filter.$filter
  ];
}

/** Whether `value` is a plain object (an object literal or `Object.create(null)`). */
export function isPlainObject(value: unknown): value is { readonly [key: string]: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/**
 * Text of a scalar as the query string writes it — strings as given, numbers and bigints in
 * decimal, booleans `1`/`0`, a valid `Date` as its ISO 8601 instant — or `undefined` when it
 * writes nothing (`''`, nullish, non-finite numbers, invalid dates, functions, symbols).
 */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return isValidDate(value) ? value.toISOString() : undefined;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Text of one end of a date range, or `undefined` when missing or invalid. */
function dateEndText(value: DateEnd, dateOnly: boolean): string | undefined {
  if (typeof value === 'string' && (!dateOnly || DAY_RE.test(value))) return value || undefined;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (!isValidDate(date)) return undefined;
  const iso = date.toISOString();
  return dateOnly ? iso.slice(0, 10) : iso;
}

const enc = encodeURIComponent;

/** The query pairs of one special form, e.g. `['total>1', 'total<9']`; `[]` when incomplete. */
export function writeSpecial(filter: SpecialFilter): string[] {
  switch (filter.$filter) {
    case 'relation': {
      const value = scalarText(filter.value);
      return value === undefined || !filter.path
        ? []
        : [`where_relation=${enc(value)},${enc(filter.path)}`];
    }
    case 'betweenDates': {
      const start = dateEndText(filter.start, filter.dateOnly === true);
      const end = dateEndText(filter.end, filter.dateOnly === true);
      if (start === undefined || end === undefined || !filter.field) return [];
      return [`between_dates=${enc(start)},${enc(end)},${enc(filter.field)}`];
    }
    case 'between': {
      const low = scalarText(filter.low);
      const high = scalarText(filter.high);
      const pairs: string[] = [];
      if (filter.field && low !== undefined) pairs.push(`${enc(filter.field)}>${enc(low)}`);
      if (filter.field && high !== undefined) pairs.push(`${enc(filter.field)}<${enc(high)}`);
      return pairs;
    }
    case 'searchFields': {
      const columns = filter.columns.filter((column) => typeof column === 'string' && column);
      return columns.length ? [`field=${columns.map(enc).join(',')}`] : [];
    }
  }
}

// ───────────────────────────── Reading back ─────────────────────────────

/** Decodes one raw query component: `+` is a space, malformed `%` escapes stay. */
export function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Splits on literal commas (the builder's separators); falls back to the decoded text. */
const splitParts = (raw: string): string[] =>
  raw.includes(',') ? raw.split(',').map(decode) : decode(raw).split(',');

/**
 * The raw (still encoded) value of a `field`, `where_relation` or `between_dates` pair as its
 * special form: `field=a,b` → {@link searchFields}; `where_relation=v,rel.col` →
 * {@link relation}, split at the last comma (a literal one before an encoded one);
 * `between_dates=s,e,f` → {@link betweenDates}, `dateOnly` when both ends are `yyyy-MM-dd`.
 * A malformed value comes back as its decoded text.
 */
export function readSpecial(key: string, raw: string): SpecialFilter | string {
  const parts = splitParts(raw);
  if (key === 'between_dates' && parts.length === 3 && parts.every(Boolean)) {
    const [start, end, field] = parts;
    return betweenDates(start, end, field, { dateOnly: DAY_RE.test(start) && DAY_RE.test(end) });
  }
  if (key === 'where_relation' && parts.length >= 2) {
    const path = parts[parts.length - 1];
    const value = parts.slice(0, -1).join(',');
    if (value && path) return relation(value, path);
  }
  if (key === 'field' && parts.some(Boolean)) return searchFields(parts.filter(Boolean));
  return decode(raw);
}

/** The plain names whose value is a special form ({@link readSpecial}). */
export const SPECIAL_KEYS: ReadonlySet<string> = new Set([
  'field',
  'where_relation',
  'between_dates',
]);
