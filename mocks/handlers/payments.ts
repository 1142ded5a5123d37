/**
 * The employer's charges (contract tag Billing, `GET /v1/employers/payments`): every
 * successful charge — monthly fees, checkouts of candidates and chat unlocks — newest first.
 */
import type { PaymentKind } from '../contract';
import {
  authenticate,
  inRange,
  isUuid,
  json,
  paginate,
  parseQuery,
  queryValue,
  readBetweenDates,
  readPaging,
  validator,
  type Ctx,
  type RouteDef,
} from '../http';
import { toPayment } from '../model';

/** The `kind` values of the contract's `Payment`. */
const PAYMENT_KINDS: readonly PaymentKind[] = ['subscription', 'checkout', 'unlock'];

/**
 * `listPayments`: a page (`page`, `per_page` default 15, max 100) of the logged-in
 * employer's charges, newest first (`created_at`, then `id`, descending). Filters:
 * `between_dates=start,end,created_at` (the job-openings grammar), `kind`
 * (`subscription | checkout | unlock`) and `job_opening_uuid`; an empty value is no filter.
 * Each description is written out in the request's language (contract `Payment.description`).
 * Any account state may call it (like plans and the current subscription).
 * Errors: 401 without a valid token; 422 on a malformed page, per_page, between_dates,
 * job_opening_uuid or an unknown kind. A uuid of an opening that is not the employer's
 * simply matches nothing (only their own charges are ever listed).
 * @returns 200 `PaymentList` (`{ data: Payment[], meta: PaginationMeta }`)
 */
function listPayments(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  const pairs = parseQuery(ctx.url.search);
  const v = validator(ctx);
  const { page, perPage } = readPaging(v, pairs);
  const range = readBetweenDates(v, pairs, ['created_at']);
  const kind = queryValue(pairs, 'kind') ?? '';
  if (kind !== '' && !(PAYMENT_KINDS as readonly string[]).includes(kind)) v.add('kind', 'inList');
  const opening = queryValue(pairs, 'job_opening_uuid') ?? '';
  if (opening !== '' && !isUuid(opening)) v.add('job_opening_uuid', 'uuid');
  v.throwIfFailed();

  let rows = ctx.db.tables.payments.filter((p) => p.employee_uuid === employee.uuid);
  if (range) rows = rows.filter((p) => inRange(range, p.created_at));
  if (kind) rows = rows.filter((p) => p.kind === kind);
  if (opening) {
    const wanted = opening.toLowerCase();
    rows = rows.filter((p) => p.job_opening_uuid?.toLowerCase() === wanted);
  }
  rows = [...rows].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
  const result = paginate(rows, page, perPage);
  return json({ data: result.data.map((p) => toPayment(p, ctx.lang)), meta: result.meta });
}

/** The payments route. */
export const paymentRoutes: RouteDef[] = [
  { method: 'get', path: '/v1/employers/payments', handler: listPayments },
];
