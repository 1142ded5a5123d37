/**
 * Company and billing (contract tags Company, Billing): company update, plans, subscription
 * creation (paid), current subscription (204 when never subscribed) and its cancellation.
 */
import { findCompanyIndustry, findCompanySize } from '../fixtures/catalogs';
import { findCity, findState } from '../fixtures/locations';
import { findPlan, plans } from '../fixtures/plans';
import {
  authenticate,
  failKey,
  json,
  noContent,
  notFound,
  numericParam,
  paginate,
  readBody,
  requireVerified,
  validator,
  type Ctx,
  type RouteDef,
} from '../http';
import { t } from '../i18n';
import {
  addMonths,
  inGoodStanding,
  iso,
  latestSubscription,
  overdueChargeDescription,
  subscriptionChargeDescription,
  toCompany,
  toSubscription,
} from '../model';
import type { SubscriptionRow } from '../tables';
import { chargeAndRun, fingerprintOf, readIdempotencyKey, replayIfRepeated } from './paid';

async function updateCompany(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  const body = await readBody(ctx);
  const v = validator(ctx);
  const name = v.string(body, 'name', { min: 2, max: 120 });
  let description: string | null = null;
  if (body.description !== undefined && body.description !== null) {
    description = v.string(body, 'description', { max: 1000, required: false }) ?? null;
  }
  const phoneRaw = body.phone_number;
  if (phoneRaw === undefined || phoneRaw === null || phoneRaw === '')
    v.add('phone_number', 'required');
  else if (typeof phoneRaw !== 'string' || !/^\d{10}$/.test(phoneRaw))
    v.add('phone_number', 'phoneDigits');
  const stateId = v.integer(body, 'state_id', { min: 1 });
  const cityId = v.integer(body, 'city_id', { min: 1 });
  const sizeId = v.integer(body, 'company_size_id', { min: 1 });
  const industryId = v.integer(body, 'company_industry_id', { min: 1 });
  const since = v.string(body, 'customer_since');
  if (since !== undefined) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(since) ? new Date(`${since}T00:00:00Z`) : null;
    if (!day || Number.isNaN(day.getTime()) || iso(day).slice(0, 10) !== since)
      v.add('customer_since', 'date');
    else if (since > ctx.db.nowIso().slice(0, 10)) v.add('customer_since', 'dateNotFuture');
  }
  v.throwIfFailed();
  requireVerified(ctx, employee);
  const companyId = numericParam(ctx, 'id');
  const company = ctx.db.tables.companies.find(
    (c) => c.id === companyId && c.id === employee.company_id,
  );
  if (!company) notFound(ctx);

  const v2 = validator(ctx);
  const state = findState(stateId as number);
  const city = findCity(cityId as number);
  if (!state) v2.add('state_id', 'exists');
  if (!city) v2.add('city_id', 'exists');
  else if (state && city.state_id !== state.id) v2.addText('city_id', t(ctx.lang, 'cityOfState'));
  if (!findCompanySize(sizeId as number, ctx.lang)) v2.add('company_size_id', 'exists');
  if (!findCompanyIndustry(industryId as number, ctx.lang)) v2.add('company_industry_id', 'exists');
  v2.throwIfFailed();

  Object.assign(company, {
    name: (name ?? '').trim(),
    description: description?.trim() || null,
    phone_number: phoneRaw as string,
    state_id: stateId,
    city_id: cityId,
    company_size_id: sizeId,
    company_industry_id: industryId,
    customer_since: since,
    updated_at: ctx.db.nowIso(),
  });
  return json(toCompany(company, ctx.lang));
}

function listPlans(ctx: Ctx): Response {
  authenticate(ctx);
  const data = plans(ctx.lang);
  return json(paginate(data, 1, data.length));
}

/**
 * `createSubscription` (paid, Idempotency-Key): `{ plan_id, payment_method_id }`; pays the
 * first month with the demo card and starts a monthly period today (`billing_day` = today).
 * Works for an employer who never subscribed and for one whose latest subscription is
 * `incomplete` (that row is completed with this plan and card), `past_due` or `canceled`;
 * on success a `past_due` plan, or an `active` one scheduled to cancel, becomes `canceled`
 * with `ends_at` now. A 3-D Secure card leaves an `incomplete` subscription until the same
 * request is repeated — except when paying a `past_due` plan's overdue fee, which stays
 * `past_due` meanwhile. Errors in the contract's order: 401, 422 (request), 403 (email not
 * verified), 422 (unknown plan), 409 (a plan in good standing not scheduled to cancel, or a
 * key reused with other parameters), 402 (declined card).
 *
 * The charge's description (contract `Payment.description`): "Hireline {plan} plan, first
 * month", or, when the request pays the plan of a `past_due` subscription again, its overdue
 * fee named by the month whose charge failed ("Hireline Starter plan, overdue fee for June
 * 2025", {@link overdueChargeDescription}; issue #30 point 11).
 * @returns 201 with the Subscription (`status` `active`)
 */
async function createSubscription(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  const body = await readBody(ctx);
  const v = validator(ctx);
  const key = readIdempotencyKey(ctx, v);
  const planId = v.integer(body, 'plan_id', { min: 1 });
  const pm = v.string(body, 'payment_method_id', { max: 255 });
  if (pm !== undefined && !/^pm_[A-Za-z0-9_]+$/.test(pm)) v.add('payment_method_id', 'format');
  v.throwIfFailed();
  const fingerprint = fingerprintOf(ctx, 'createSubscription', body);
  const replay = replayIfRepeated(ctx, employee, key, fingerprint);
  if (replay) return replay;
  requireVerified(ctx, employee);
  const plan = findPlan(planId as number, ctx.lang);
  if (!plan) {
    const v2 = validator(ctx);
    v2.add('plan_id', 'exists');
    v2.throwIfFailed();
  }
  const current = latestSubscription(ctx.db, employee.uuid);
  if (current && inGoodStanding(current, ctx.db.now()) && !current.cancel_at_period_end) {
    failKey(ctx, 409, 'alreadySubscribed');
  }
  const planRow = plan as NonNullable<typeof plan>;
  const paymentMethodId = pm as string;
  // The same plan as a past_due subscription: this pays its overdue monthly fee.
  const overdue = current?.status === 'past_due' && current.plan_id === planRow.id ? current : null;

  /** A new period starting now, on the plan and card of this request. */
  const startPeriod = (row: SubscriptionRow): SubscriptionRow => {
    const now = ctx.db.now();
    const day = now.getUTCDate();
    Object.assign(row, {
      plan_id: planRow.id,
      billing_day: day,
      current_period_start: iso(now),
      current_period_end: addMonths(iso(now), 1, day),
      payment_method_id: paymentMethodId,
      created_at: iso(now),
    });
    return row;
  };
  const createRow = (status: SubscriptionRow['status']): SubscriptionRow => {
    const row = startPeriod({
      id: ctx.db.nextId('subscription'),
      employee_uuid: employee.uuid,
      plan_id: planRow.id,
      status,
      billing_day: 1,
      current_period_start: '',
      current_period_end: '',
      cancel_at_period_end: false,
      canceled_at: null,
      ends_at: null,
      payment_method: null,
      payment_method_id: paymentMethodId,
      created_at: '',
    });
    ctx.db.tables.subscriptions.push(row);
    return row;
  };

  return chargeAndRun(ctx, employee, {
    key,
    fingerprint,
    paymentMethodId,
    kind: 'subscription',
    jobOpeningUuid: null,
    chatId: null,
    amount: planRow.monthly_amount,
    currency: planRow.currency,
    description: overdue
      ? overdueChargeDescription(planRow.id, overdue.current_period_end)
      : subscriptionChargeDescription(planRow.id, true),
    onRequiresAction() {
      // An overdue fee awaiting 3-D Secure leaves the plan past_due (nothing new started).
      if (overdue) return;
      // The subscription waits as `incomplete` (the latest attempt's plan and card).
      const latest = latestSubscription(ctx.db, employee.uuid);
      if (latest?.status === 'incomplete') startPeriod(latest);
      else createRow('incomplete');
    },
    onSuccess(_payment, card) {
      const nowIso = ctx.db.nowIso();
      // The new plan replaces the old one at once: a plan scheduled to cancel, or one whose
      // monthly charge failed (past_due), ends now.
      for (const s of ctx.db.tables.subscriptions) {
        if (s.employee_uuid !== employee.uuid) continue;
        if (s.status === 'active' || s.status === 'past_due') {
          s.status = 'canceled';
          s.canceled_at ??= nowIso;
          s.ends_at = nowIso;
        }
      }
      const latest = latestSubscription(ctx.db, employee.uuid);
      const row = latest?.status === 'incomplete' ? startPeriod(latest) : createRow('active');
      row.status = 'active';
      row.payment_method = {
        ...card,
        exp_month: 12,
        exp_year: ctx.db.now().getUTCFullYear() + 3,
        cardholder_name: employee.name,
      };
      return { status: 201, body: toSubscription(row, ctx.lang) };
    },
  });
}

function currentSubscription(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  const row = latestSubscription(ctx.db, employee.uuid);
  return row ? json(toSubscription(row, ctx.lang)) : noContent();
}

/**
 * `cancelCurrentSubscription`: no further monthly fee; the plan ends at the end of the period
 * already paid (`ends_at` = `current_period_end`, `cancel_at_period_end` true, `canceled_at`
 * now). An `active` plan stays `active` until then. A `past_due` plan (its last monthly
 * charge failed, so the paid period is already over) stops being retried and becomes
 * `canceled` at once, `ends_at` being the end of its last paid period (now at the latest).
 * Errors: 401; 404 when the employer never subscribed or the latest subscription is
 * `incomplete` (nothing was ever paid); 409 when already cancelled or `canceled`.
 * @returns 200 with the Subscription
 */
function cancelSubscription(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  const row = latestSubscription(ctx.db, employee.uuid);
  if (!row || row.status === 'incomplete') notFound(ctx);
  if (row.cancel_at_period_end || row.status === 'canceled') failKey(ctx, 409, 'alreadyCanceled');
  const nowIso = ctx.db.nowIso();
  row.cancel_at_period_end = true;
  row.canceled_at = nowIso;
  row.ends_at = row.current_period_end;
  if (row.status === 'past_due') {
    row.status = 'canceled';
    if (row.ends_at > nowIso) row.ends_at = nowIso;
  }
  return json(toSubscription(row, ctx.lang));
}

/** The Company and Billing routes. */
export const accountRoutes: RouteDef[] = [
  { method: 'put', path: '/v1/employers/companies/:id', handler: updateCompany },
  { method: 'get', path: '/v1/employers/plans', handler: listPlans },
  { method: 'post', path: '/v1/employers/subscriptions', handler: createSubscription },
  { method: 'get', path: '/v1/employers/current-subscription', handler: currentSubscription },
  {
    method: 'post',
    path: '/v1/employers/current-subscription/cancel',
    handler: cancelSubscription,
  },
];
