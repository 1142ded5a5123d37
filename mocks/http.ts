/**
 * HTTP plumbing shared by the handlers: error bodies (contract "Errors"), a 422 validator
 * with Laravel-style messages in the request's language, pagination (Laravel's
 * length-aware paginator `meta`), reading the query string (through the app's shared
 * `src/domain/queryString.ts`, so both sides speak one grammar) and the access gates
 * (contract "Access gates": 401, 403).
 */
import { HttpResponse } from 'msw';
import {
  parseQueryParams,
  parseRangeKey,
  type QueryParams,
  type RangeKey,
} from '../src/domain/queryString';
import type { PaginationMeta } from './contract';
import type { Db } from './db';
import { attributeName, t, type Lang, type MessageKey } from './i18n';
import { inGoodStanding, latestSubscription } from './model';
import type { EmployeeRow } from './tables';

/** A finished error response, thrown to stop a handler (caught by the route wrapper). */
export class ApiFailure extends Error {
  constructor(public readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** What every handler receives. */
export interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  db: Db;
  lang: Lang;
  /** `createHandlers` options, resolved. */
  options: ResolvedHandlerOptions;
}

/**
 * An outgoing demo e-mail (what a real backend would send), handed to `onEmail` so the demo
 * can show it (the app's demo inbox, the console).
 */
export interface DemoEmail {
  /** The recipient (the employee's lower-cased email). */
  to: string;
  /** Subject, in the request's language. */
  subject: string;
  /**
   * Plain-text body, in the request's language. A verification e-mail names the code; a
   * password reset names the front end's path `/auth/password-recovery/<token>`.
   */
  text: string;
  /** `verification`: the 6-digit e-mail verification code; `passwordReset`: the recovery link. */
  kind: 'verification' | 'passwordReset';
  /** The verification code (`kind` verification) or the reset token (`kind` passwordReset). */
  secret: string;
  /** When it was sent: ISO 8601 instant on the db clock. */
  sent_at: string;
}

/**
 * Which employer messages a candidate answers (`createHandlers`' `replyTo`; issue #21 point 5;
 * the draws in `mocks/handlers/replies.ts`):
 * - `'some'` (the demo's rule, default): a message that asks something (it holds `?` or `¿`)
 *   is answered; any other message is answered with the chance `STATEMENT_REPLY_SHARE` (one
 *   in three, a seeded draw); and a candidate whose answer is already on its way answers once —
 *   a message written while a reply is pending in the chat gets no reply of its own.
 * - `'every'`: every message gets its own reply (tests that want each one answered).
 */
export type ReplyRule = 'some' | 'every';

/** Options of `createHandlers`, with defaults applied. */
export interface ResolvedHandlerOptions {
  /** Latency added to every response, in ms: a number or a `[min, max]` range. */
  delayMs: number | readonly [number, number];
  /** Candidate reply delay in ms: `[min, max]`, `0` immediate, `null` no replies. */
  replyDelayMs: readonly [number, number] | 0 | null;
  /** Which employer messages a candidate answers. */
  replyTo: ReplyRule;
  /** Receives the e-mails the demo backend "sends". */
  onEmail: (email: DemoEmail) => void;
  /** Runs one request's work on the database alone (across tabs in the browser). */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * A JSON response.
 * @param headers extra response headers (e.g. `Retry-After`)
 */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json(body as never, { status, headers });
}

/** A 204 with no body. */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/** Throws an `{message, errors}` error response. */
export function fail(
  status: number,
  message: string,
  errors: string[] = [],
  extra: object = {},
): never {
  throw new ApiFailure(json({ message, errors, ...extra }, status));
}

/** Throws a translated `{message, errors}` error response. */
export function failKey(
  ctx: Ctx,
  status: number,
  key: MessageKey,
  errorKeys: MessageKey[] = [],
): never {
  fail(
    status,
    t(ctx.lang, key),
    errorKeys.map((k) => t(ctx.lang, k)),
  );
}

/** Throws the contract's 404 ("The requested record was not found."). */
export function notFound(ctx: Ctx): never {
  failKey(ctx, 404, 'notFound');
}

/**
 * Throws the contract's 429 (`TooManyRequests`): `{message, errors: []}` with the message
 * "Too many attempts. Please try again in N seconds." in the request's language and the
 * header `Retry-After: N` (also listed in `Access-Control-Expose-Headers`, so a client on
 * another origin can read it).
 * @param seconds whole seconds until a retry is accepted (at least 1)
 */
function tooManyRequests(ctx: Ctx, seconds: number): never {
  const n = Math.max(1, Math.ceil(seconds));
  throw new ApiFailure(
    json(
      {
        message: t(ctx.lang, n === 1 ? 'tooManyAttemptsOne' : 'tooManyAttempts', { seconds: n }),
        errors: [],
      },
      429,
      {
        'Retry-After': String(n),
        'Access-Control-Expose-Headers': 'Retry-After',
      },
    ),
  );
}

/**
 * A rate limit (contract "Rate limits"): at most `max` requests per `windowMs` for `key`
 * (e.g. `resend:<employee uuid>`), on the db clock, kept in the `rateLimits` table so it
 * survives a reload. Over the limit: a 429 whose `Retry-After` is the seconds until the
 * oldest counted request leaves the window; a refused request is not counted. Otherwise the
 * request is counted.
 */
export function rateLimit(ctx: Ctx, key: string, max: number, windowMs: number): void {
  const { db } = ctx;
  const now = db.now().getTime();
  // Forget the hits that left their window (and limits with none left).
  db.tables.rateLimits = db.tables.rateLimits.filter((r) => {
    r.hits = r.hits.filter((at) => now - Date.parse(at) < r.window_ms);
    return r.hits.length > 0;
  });
  let row = db.tables.rateLimits.find((r) => r.key === key);
  if (row && row.hits.length >= max) {
    const oldest = Date.parse(row.hits[row.hits.length - max]);
    tooManyRequests(ctx, (oldest + row.window_ms - now) / 1000);
  }
  if (!row) {
    row = { key, window_ms: windowMs, hits: [] };
    db.tables.rateLimits.push(row);
  }
  row.window_ms = windowMs;
  row.hits.push(db.nowIso());
}

/** Throws a 422 with one field message (message "The given data was invalid."). */
export function failField(ctx: Ctx, field: string, message: string): never {
  fail(422, t(ctx.lang, 'invalidData'), [message], { fields: { [field]: [message] } });
}

// ───────────────────────────── Validation ─────────────────────────────

type Vars = Record<string, string | number>;

/** Collects field errors; {@link Validator.throwIfFailed} answers the 422. */
export class Validator {
  readonly fields: Record<string, string[]> = {};

  constructor(private readonly lang: Lang) {}

  /** Adds a catalog message for `field` (attribute name filled in). */
  add(field: string, key: MessageKey, vars: Vars = {}): void {
    this.addText(field, t(this.lang, key, { attribute: attributeName(this.lang, field), ...vars }));
  }

  /** Adds a literal message for `field`. */
  addText(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }

  /** Whether `field` already has an error. */
  has(field: string): boolean {
    return Boolean(this.fields[field]);
  }

  /** Whether no error was collected. */
  get ok(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  /** Required non-blank string of `min`–`max` characters; returns it or undefined. */
  string(
    body: Record<string, unknown>,
    field: string,
    opts: { min?: number; max?: number; required?: boolean } = {},
  ): string | undefined {
    const value = body[field];
    if (
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      if (opts.required !== false) this.add(field, 'required');
      return undefined;
    }
    if (typeof value !== 'string') {
      this.add(field, 'string');
      return undefined;
    }
    if (opts.min !== undefined && value.length < opts.min)
      this.add(field, 'minString', { min: opts.min });
    if (opts.max !== undefined && value.length > opts.max)
      this.add(field, 'maxString', { max: opts.max });
    return value;
  }

  /** Required integer in [`min`, `max`]; returns it or undefined. */
  integer(
    body: Record<string, unknown>,
    field: string,
    opts: { min?: number; max?: number; required?: boolean } = {},
  ): number | undefined {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      if (opts.required !== false) this.add(field, 'required');
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.add(field, 'integer');
      return undefined;
    }
    if (opts.min !== undefined && value < opts.min) this.add(field, 'minNumber', { min: opts.min });
    if (opts.max !== undefined && value > opts.max) this.add(field, 'maxNumber', { max: opts.max });
    return value;
  }

  /** Required email (≤ 255); returns it lower-cased or undefined. */
  email(body: Record<string, unknown>, field: string): string | undefined {
    const value = this.string(body, field, { max: 255 });
    if (value === undefined) return undefined;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      this.add(field, 'email');
      return undefined;
    }
    return value.trim().toLowerCase();
  }

  /** Throws the 422 when errors were collected. */
  throwIfFailed(): void {
    if (this.ok) return;
    const errors = Object.values(this.fields).flat();
    fail(422, t(this.lang, 'invalidData'), errors, { fields: this.fields });
  }
}

/** A new validator in the request's language. */
export function validator(ctx: Ctx): Validator {
  return new Validator(ctx.lang);
}

/**
 * The JSON body as an object. No body, an empty body or `{}` give `{}` (body-less POSTs);
 * anything else that is not a JSON object is a 422.
 */
export async function readBody(ctx: Ctx): Promise<Record<string, unknown>> {
  const text = await ctx.request.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  return failField(ctx, 'body', t(ctx.lang, 'format', { attribute: 'body' }));
}

// ───────────────────────────── Query strings ─────────────────────────────

/**
 * The request's query string as the app writes it and Laravel reads it (SPEC §7, contract
 * "List filters"), read by the shared `parseQueryParams` (`qs`, brackets for arrays): a
 * repeated name keeps every value; a name without `=` — how the front end sends between
 * ranges (`desired_candidates>5`) — has the value `null`.
 */
export function parseQuery(search: string): QueryParams {
  return parseQueryParams(search);
}

/** The first value of a query key (`null` when absent; `''` for `key` without a value). */
export function queryValue(query: QueryParams, key: string): string | null {
  const value = query[key];
  if (value === undefined) return null;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Every value of `key` (`key=a&key=b`, `key[]=a&key[]=b`); `''` for one without a value. */
export function queryValues(query: QueryParams, key: string): string[] {
  const value = query[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? v : ''));
}

/**
 * The between-range sides of the query (contract "List filters": `field>low`, `field<high`,
 * the key carrying the operator and no `=`), also when a naive client wrote `field>=low` (key
 * `field>`, value `low`): `bound` is the text after the operator, or else the pair's value.
 */
export function queryRanges(query: QueryParams): RangeKey[] {
  return Object.entries(query).flatMap(([key, value]) => {
    const range = parseRangeKey(key);
    if (!range) return [];
    const values = Array.isArray(value) ? value : [value];
    return values.map((v) => ({
      ...range,
      bound: range.bound || (typeof v === 'string' ? v : ''),
    }));
  });
}

/** Parses a positive integer query value; malformed → a field error. */
export function queryInt(
  v: Validator,
  raw: string | null,
  field: string,
  opts: { min: number; max?: number },
): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw.trim())) {
    v.add(field, 'integer');
    return undefined;
  }
  const n = Number(raw.trim());
  if (n < opts.min) v.add(field, 'minNumber', { min: opts.min });
  else if (opts.max !== undefined && n > opts.max) v.add(field, 'maxNumber', { max: opts.max });
  else return n;
  return undefined;
}

const DATE_PART = '[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])';
const TIME_PART =
  'T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]{1,9})?(?:[Zz]|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])';
const BOUND_RE = new RegExp(`^${DATE_PART}(?:${TIME_PART})?$`);

/**
 * Parses one end of `between_dates` (contract `BetweenDates`): a `yyyy-MM-dd` UTC day (the end
 * covers the whole day) or an ISO date-time with a zone.
 * @returns epoch ms, or null when malformed or not a real date (`2025-02-30`)
 */
function parseDateBound(raw: string, end: boolean): number | null {
  if (!BOUND_RE.test(raw)) return null;
  const [y, m, d] = raw.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
    return null;
  if (raw.length === 10) return day.getTime() + (end ? 86_400_000 - 1 : 0);
  const ms = Date.parse(raw.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(ms) ? null : ms;
}

/** A `between_dates` filter: the field and its inclusive bounds in epoch ms. */
export interface DateRange {
  field: string;
  start: number;
  end: number;
}

/**
 * Reads `between_dates=start,end,field` (contract "List filters", both ends inclusive) into
 * the validator. `fields` are the date fields the operation accepts. Absent or empty: no
 * filter (null). Malformed (not three parts, an unknown field, an invalid date, start after
 * end): a `between_dates` field error (422 at `throwIfFailed`).
 */
export function readBetweenDates(
  v: Validator,
  pairs: QueryParams,
  fields: readonly string[],
): DateRange | null {
  // A literal "+" of a zone offset decodes to a space when the client did not encode it.
  const between =
    queryValue(pairs, 'between_dates')?.replace(/ (\d{2}:\d{2})(?=,|$)/g, '+$1') ?? null;
  if (between === null || between === '') return null;
  const parts = between.split(',');
  const start = parts.length === 3 ? parseDateBound(parts[0].trim(), false) : null;
  const end = parts.length === 3 ? parseDateBound(parts[1].trim(), true) : null;
  const field = parts.length === 3 ? parts[2].trim() : '';
  if (!fields.includes(field) || start === null || end === null || start > end) {
    v.add('between_dates', 'betweenDatesInvalid');
    return null;
  }
  return { field, start, end };
}

/** Whether the ISO instant `at` lies inside `range` (both ends inclusive). */
export function inRange(range: DateRange, at: string): boolean {
  const ms = Date.parse(at);
  return ms >= range.start && ms <= range.end;
}

/** Lower-case, accent-free text for case- and accent-insensitive search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

// ───────────────────────────── Pagination ─────────────────────────────

/** A page of `items` with Laravel's length-aware paginator meta. A page past the last is empty. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { data: T[]; meta: PaginationMeta } {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    meta: {
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      total,
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
    },
  };
}

/** Reads `page` (≥ 1, default 1) and `per_page` (1–100, default 15) into the validator. */
export function readPaging(v: Validator, pairs: QueryParams, defaults = { perPage: 15, max: 100 }) {
  const page = queryInt(v, queryValue(pairs, 'page'), 'page', { min: 1 }) ?? 1;
  const perPage =
    queryInt(v, queryValue(pairs, 'per_page'), 'per_page', { min: 1, max: defaults.max }) ??
    defaults.perPage;
  return { page, perPage };
}

// ───────────────────────────── Access gates ─────────────────────────────

/** The bearer token of the request, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * The logged-in employee. 401 when the token is missing, unknown, revoked or expired.
 * With `allowExpired` (refresh) an expired token is accepted up to 14 days after issue.
 */
export function authenticate(ctx: Ctx, opts: { allowExpired?: boolean } = {}): EmployeeRow {
  const token = bearerToken(ctx.request);
  const row = token ? ctx.db.tables.tokens.find((r) => r.token === token) : undefined;
  const now = ctx.db.now().getTime();
  const valid =
    row &&
    row.revoked_at === null &&
    (opts.allowExpired
      ? now < Date.parse(row.issued_at) + 14 * 86_400_000
      : now < Date.parse(row.expires_at));
  const employee = valid
    ? ctx.db.tables.employees.find((e) => e.uuid === row.employee_uuid)
    : undefined;
  if (!employee) failKey(ctx, 401, 'unauthenticated');
  return employee;
}

/** 403 unless the employee's email is verified. */
export function requireVerified(ctx: Ctx, employee: EmployeeRow): void {
  if (!employee.email_verified_at)
    failKey(ctx, 403, 'emailNotVerified', ['emailNotVerifiedDetail']);
}

/** 403 unless verified AND a subscription in good standing (job openings, candidates, chats). */
export function requireActiveSubscription(ctx: Ctx, employee: EmployeeRow): void {
  requireVerified(ctx, employee);
  if (!inGoodStanding(latestSubscription(ctx.db, employee.uuid), ctx.db.now())) {
    failKey(ctx, 403, 'subscriptionRequired', ['subscriptionRequiredDetail']);
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid string. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** A path parameter as a string. */
export function param(ctx: Ctx, name: string): string {
  const value = ctx.params[name];
  return Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '');
}

/** A positive-integer path id, or a 404 (a malformed id names no record). */
export function numericParam(ctx: Ctx, name: string): number {
  const raw = param(ctx, name);
  if (!/^[1-9]\d{0,15}$/.test(raw)) notFound(ctx);
  return Number(raw);
}

/** One route of the simulated API; `path` starts with `/v1/` (the wrapper prefixes `*`). */
export interface RouteDef {
  method: 'get' | 'post' | 'put';
  path: string;
  handler: (ctx: Ctx) => Response | Promise<Response>;
}
