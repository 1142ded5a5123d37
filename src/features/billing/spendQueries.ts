import { betweenDates, buildQueryString } from '../../api/queryString';

/** The UTC day (`yyyy-MM-dd`) of an instant. */
function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The SPEC §7 `listPayments` filter of the current billing period (issue #9 point 4, spend
 * meter): `between_dates=<period start>,<today>,created_at`. The start is the subscription's
 * `current_period_start` instant as the API gave it — not its whole day, so a charge of the
 * previous period made earlier that day is not counted — and the end is today's UTC day,
 * which the API takes whole (both ends inclusive): charges made later today still count
 * without a new query. A period start later than now (a server clock ahead) ends on its own
 * day, so the range is never reversed (a 422).
 *
 * @param periodStart - `Subscription.current_period_start`, ISO 8601 (`2026-04-27T07:21:00Z`).
 * @param now - the current time.
 * @returns the query string (no leading `?`, no `page`), or `undefined` when `periodStart` is
 *   not a date.
 * @example periodSpendQuery('2026-04-27T07:21:00Z', new Date('2026-05-15T12:00:00Z'))
 * // 'between_dates=2026-04-27T07%3A21%3A00Z,2026-05-15,created_at'
 */
export function periodSpendQuery(periodStart: string, now: Date): string | undefined {
  const start = Date.parse(periodStart);
  if (Number.isNaN(start) || Number.isNaN(now.getTime())) return undefined;
  const end = utcDay(Math.max(start, now.getTime()));
  return buildQueryString({ between_dates: betweenDates(periodStart, end, 'created_at') });
}

/**
 * The SPEC §7 `listPayments` filter of one job opening's charges (issue #9 point 4, an
 * opening's cost so far): `job_opening_uuid=<uuid>` (its checkouts and unlocks).
 *
 * @example openingSpendQuery('8303fe52-b2c4-4cad-b942-ac4b6de7b90a')
 * // 'job_opening_uuid=8303fe52-b2c4-4cad-b942-ac4b6de7b90a'
 */
export function openingSpendQuery(jobOpeningUuid: string): string {
  return buildQueryString({ job_opening_uuid: jobOpeningUuid });
}
