import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PaymentErrorDetail } from '../contract/types';

/** Default summary when an error body has no `message` (SPEC §8). */
export const DEFAULT_ERROR_MESSAGE = 'Ups!';

/**
 * Every failed request, normalised once in the base query (SPEC §8, DESIGN.md "Data flow").
 * `status` is the HTTP status, or `0` for a network failure / unreadable response.
 * `message` is the notification summary (default "Ups!"), `errors` its details
 * (`errors.join(", ")` is the notification detail), `fields` the 422 messages per field,
 * `paymentError` the 402 provider error.
 */
export interface NormalizedError {
  status: number;
  message: string;
  errors: string[];
  fields?: Record<string, string[]>;
  paymentError?: PaymentErrorDetail;
  /** 429 and 503 only: the `Retry-After` header, in seconds (contract "Rate limits"). */
  retryAfter?: number;
  /** The request was abandoned on purpose (logout; see `abortRequestsInFlight`): say nothing. */
  aborted?: true;
}

/**
 * Seconds to wait from a `Retry-After` header value (delta-seconds or an HTTP date), or
 * `undefined` when absent or unreadable. `now` in ms since the epoch.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()) {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns any RTK Query / fetch error into a {@link NormalizedError}. Never throws.
 * Network and parse failures become `status: 0` with the default message.
 */
export function normalizeError(error: FetchBaseQueryError | unknown): NormalizedError {
  if (!isRecord(error)) return { status: 0, message: DEFAULT_ERROR_MESSAGE, errors: [] };
  // A body that is not JSON (e.g. a proxy's HTML 502 page) keeps its HTTP status.
  const status =
    typeof error.status === 'number'
      ? error.status
      : typeof error.originalStatus === 'number'
        ? error.originalStatus
        : 0;
  const body = 'data' in error ? error.data : undefined;
  if (!isRecord(body)) return { status, message: DEFAULT_ERROR_MESSAGE, errors: [] };
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : DEFAULT_ERROR_MESSAGE;
  const errors = Array.isArray(body.errors)
    ? body.errors.filter((e): e is string => typeof e === 'string')
    : [];
  const result: NormalizedError = { status, message, errors };
  if (isRecord(body.fields)) {
    const fields: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(body.fields)) {
      if (Array.isArray(value))
        fields[key] = value.filter((e): e is string => typeof e === 'string');
    }
    result.fields = fields;
  }
  if (isRecord(body.payment_error))
    result.paymentError = body.payment_error as unknown as PaymentErrorDetail;
  return result;
}

/** The notification detail of an error: its `errors` joined with ", " (SPEC §8). */
export function errorDetail(error: Pick<NormalizedError, 'errors'>): string {
  return error.errors.join(', ');
}

/**
 * `true` when `error` is the contract's `ValidationFailed` answer: a 422 carrying `fields`
 * (field → messages). Its `message` is then the generic "The given data was invalid." (or its
 * Spanish), which the app never shows as it came: forms put `fields` on their fields with one
 * summary, and other places say it in their own words (issue #19 point 10). Detected by status
 * and shape, never by comparing the text.
 */
export function isValidationError(
  error: NormalizedError,
): error is NormalizedError & { fields: Record<string, string[]> } {
  return error.status === 422 && error.fields !== undefined;
}

/** `true` when `value` is a {@link NormalizedError} (e.g. the `error` of a hook result). */
export function isNormalizedError(value: unknown): value is NormalizedError {
  return (
    isRecord(value) &&
    typeof value.status === 'number' &&
    typeof value.message === 'string' &&
    Array.isArray(value.errors)
  );
}

/** Any thrown value as a {@link NormalizedError} (a non-API failure becomes status 0, "Ups!"). */
export function asNormalizedError(error: unknown): NormalizedError {
  return isNormalizedError(error)
    ? error
    : { status: 0, message: DEFAULT_ERROR_MESSAGE, errors: [] };
}

/**
 * Awaits a request (e.g. a mutation's `.unwrap()`): `null` when it succeeded, else its
 * {@link NormalizedError}. For forms whose submit resolves with the error to show.
 */
export async function failureOf(request: Promise<unknown>): Promise<NormalizedError | null> {
  try {
    await request;
    return null;
  } catch (error) {
    return asNormalizedError(error);
  }
}
