/**
 * The onboarding demo accounts (`company@`, `pastdue@`) and the subscription rules behind
 * sign-up and account details: subscribing again after `past_due`, `incomplete` or
 * `canceled`, cancelling a `past_due` plan, and monthly renewals (paid, or not for
 * `past_due`) as the db clock moves.
 */
import { resetDb } from '../../../mocks/db';
import {
  COMPANY_STEP_EMAIL,
  DEMO_PASSWORD,
  PAST_DUE_EMAIL,
  PAST_DUE_EMPLOYEE_UUID,
} from '../../../mocks/index';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { api, login, NOW } from './helpers';

const DAY = 86_400_000;
let clock = NOW.getTime();
let mock: MockServer;

beforeAll(() => {
  mock = createMockServer({ now: () => new Date(clock) });
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => mock.server.close());
beforeEach(() => {
  clock = NOW.getTime();
  resetDb(mock.db);
});

let keys = 0;
const subscribe = (token: string, planId: number, pm = 'pm_card_visa', key?: string) =>
  api('/v1/employers/subscriptions', {
    token,
    headers: { 'Idempotency-Key': key ?? `subscribe-key-${(keys += 1)}` },
    body: { plan_id: planId, payment_method_id: pm },
  });
const current = (token: string) => api('/v1/employers/current-subscription', { token });
const cancel = (token: string) =>
  api('/v1/employers/current-subscription/cancel', { token, method: 'POST' });
const openings = (token: string) => api('/v1/employers/job-openings', { token });
const payments = async (token: string) =>
  (await api('/v1/employers/payments?per_page=100', { token })).body.data;

describe('company@ (stopped after company information)', () => {
  it('is verified with a complete company in Phoenix, AZ, and no plan yet', async () => {
    expect(COMPANY_STEP_EMAIL).toBe('company@hireline.test');
    const token = await login(COMPANY_STEP_EMAIL, DEMO_PASSWORD);
    const me = await api('/v1/employers/auth/employee', { token });
    expect(me.body).toMatchObject({
      email: 'company@hireline.test',
      roles: ['employer'],
      company: {
        name: 'Saguaro Home Health Services',
        is_complete: true,
        location: { state: { code: 'AZ' }, city: { name: 'Phoenix' } },
        company_industry: { name: 'Healthcare' },
      },
    });
    expect(me.body.email_verified_at).not.toBeNull();
    expect(me.body.company.phone_number).toMatch(/^\d{10}$/);
    expect(Date.parse(me.body.email_verified_at)).toBeLessThan(NOW.getTime());

    const sub = await current(token);
    expect(sub.status).toBe(204);
    expect(sub.body).toBeNull();
    expect((await openings(token)).body.message).toBe('An active subscription is required.');
    expect(await payments(token)).toEqual([]);

    // Resumes at the plan step: subscribing works and opens the job openings.
    expect((await subscribe(token, 2)).status).toBe(201);
    expect((await openings(token)).status).toBe(200);
  });
});

describe('pastdue@ (a failed monthly charge)', () => {
  it('has a past_due Starter plan with a Visa 0341 and the months it paid', async () => {
    expect(PAST_DUE_EMAIL).toBe('pastdue@hireline.test');
    const token = await login(PAST_DUE_EMAIL);
    const me = await api('/v1/employers/auth/employee', { token });
    expect(me.body.uuid).toBe(PAST_DUE_EMPLOYEE_UUID);
    expect(me.body.company).toMatchObject({
      is_complete: true,
      location: { city: { name: 'Tampa' } },
    });
    const sub = await current(token);
    expect(sub.status).toBe(200);
    expect(sub.body).toMatchObject({
      id: 312,
      status: 'past_due',
      plan: { id: 1, name: 'Starter' },
      billing_day: 10,
      created_at: '2025-04-10T06:00:00Z',
      current_period_start: '2025-05-10T06:00:00Z',
      current_period_end: '2025-06-10T06:00:00Z',
      next_billing_date: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ends_at: null,
      payment_method: { brand: 'visa', last4: '0341', cardholder_name: 'Marcus Bell' },
    });
    const gated = await openings(token);
    expect(gated.status).toBe(403);
    expect(gated.body.message).toBe('An active subscription is required.');
    expect(
      (await payments(token)).map((p: { description: string; created_at: string }) => [
        p.description,
        p.created_at,
      ]),
    ).toEqual([
      ['Hireline Starter plan, monthly fee', '2025-05-10T06:00:00Z'],
      ['Hireline Starter plan, first month', '2025-04-10T06:00:00Z'],
    ]);
  });

  it('stays past_due as time passes (no renewal, no new charge)', async () => {
    clock += 45 * DAY;
    const token = await login(PAST_DUE_EMAIL);
    const sub = await current(token);
    expect(sub.body).toMatchObject({
      status: 'past_due',
      current_period_end: '2025-06-10T06:00:00Z',
      next_billing_date: null,
    });
    expect(await payments(token)).toHaveLength(2);
    expect((await openings(token)).status).toBe(403);
  });

  it('subscribes again: the past_due plan is replaced (canceled, ends now)', async () => {
    const token = await login(PAST_DUE_EMAIL);
    const declined = await subscribe(token, 1, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect((await current(token)).body.status).toBe('past_due');
    // The card on file fails too.
    expect((await subscribe(token, 1, 'pm_card_chargeCustomerFail')).status).toBe(402);

    const ok = await subscribe(token, 1, 'pm_card_mastercard');
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      status: 'active',
      plan: { id: 1 },
      billing_day: 15,
      current_period_start: '2025-06-15T12:00:00Z',
      current_period_end: '2025-07-15T12:00:00Z',
      next_billing_date: '2025-07-15',
      payment_method: { brand: 'mastercard', last4: '4444' },
    });
    expect(ok.body.id).not.toBe(312);
    expect((await current(token)).body.id).toBe(ok.body.id);
    const old = mock.db.tables.subscriptions.find((s) => s.id === 312);
    expect(old).toMatchObject({
      status: 'canceled',
      ends_at: '2025-06-15T12:00:00Z',
      canceled_at: '2025-06-15T12:00:00Z',
    });
    expect((await openings(token)).status).toBe(200);
    const charges = await payments(token);
    expect(charges).toHaveLength(3);
    // The overdue month's fee, named by the month whose charge failed (issue #30 point 11).
    expect(charges[0]).toMatchObject({
      kind: 'subscription',
      amount: 4900,
      description: 'Hireline Starter plan, overdue fee for June 2025',
    });
    expect((await subscribe(token, 2)).status).toBe(409);
  });

  it('names the overdue fee by its month in the language of each request, never "first month" (issue #30 point 11)', async () => {
    const token = await login(PAST_DUE_EMAIL);
    expect((await subscribe(token, 1)).status).toBe(201);
    const read = async (lang: string) =>
      (await api('/v1/employers/payments?kind=subscription', { token, lang })).body.data[0]
        .description;
    expect(await read('en')).toBe('Hireline Starter plan, overdue fee for June 2025');
    expect(await read('es')).toBe('Plan Starter de Hireline, cuota vencida de junio de 2025');
  });

  it('keeps the plan past_due while the overdue fee awaits 3-D Secure, then names it by its month', async () => {
    const token = await login(PAST_DUE_EMAIL);
    const key = 'overdue-3ds-key-1';
    const action = await subscribe(token, 1, 'pm_card_authenticationRequired', key);
    expect(action.status).toBe(402);
    expect((await current(token)).body).toMatchObject({ id: 312, status: 'past_due' });
    const confirmed = await subscribe(token, 1, 'pm_card_authenticationRequired', key);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.status).toBe('active');
    expect((await payments(token))[0].description).toBe(
      'Hireline Starter plan, overdue fee for June 2025',
    );
  });

  it('charges another plan chosen instead of the past_due one as its first month', async () => {
    const token = await login(PAST_DUE_EMAIL);
    expect((await subscribe(token, 2)).status).toBe(201);
    expect((await payments(token))[0].description).toBe('Hireline Growth plan, first month');
  });

  it('can cancel a past_due plan: it ends at once, at the end of the last paid period', async () => {
    const token = await login(PAST_DUE_EMAIL);
    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: true,
      canceled_at: '2025-06-15T12:00:00Z',
      ends_at: '2025-06-10T06:00:00Z',
      next_billing_date: null,
    });
    expect((await current(token)).body.status).toBe('canceled');
    expect((await cancel(token)).status).toBe(409);
    expect((await openings(token)).status).toBe(403);
    expect((await subscribe(token, 2)).status).toBe(201);
  });
});

describe('subscribing again', () => {
  it('after an incomplete (3-D Secure) attempt, with another plan and card', async () => {
    const token = await login('new@hireline.test');
    await api('/v1/employers/auth/email-verification', { token, body: { code: '123456' } });
    const action = await subscribe(token, 1, 'pm_card_authenticationRequired');
    expect(action.status).toBe(402);
    expect((await current(token)).body).toMatchObject({
      status: 'incomplete',
      plan: { id: 1 },
      payment_method: null,
    });
    expect((await cancel(token)).status).toBe(404);

    clock += 2 * DAY;
    const fresh = await login('new@hireline.test');
    const ok = await subscribe(fresh, 3, 'pm_card_amex');
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      status: 'active',
      plan: { id: 3, name: 'Scale' },
      billing_day: 17,
      current_period_start: '2025-06-17T12:00:00Z',
      created_at: '2025-06-17T12:00:00Z',
      payment_method: { brand: 'amex', last4: '8431' },
    });
    const uuid = mock.db.tables.employees.find((e) => e.email === 'new@hireline.test')?.uuid;
    expect(mock.db.tables.subscriptions.filter((s) => s.employee_uuid === uuid)).toHaveLength(1);
    expect((await payments(fresh)).map((p: { amount: number }) => p.amount)).toEqual([24900]);
  });

  it('after a cancelled plan has ended', async () => {
    const token = await login(COMPANY_STEP_EMAIL);
    const first = await subscribe(token, 2);
    expect((await cancel(token)).body).toMatchObject({
      status: 'active',
      ends_at: '2025-07-15T12:00:00Z',
    });
    clock += 31 * DAY;
    const later = await login(COMPANY_STEP_EMAIL);
    expect((await current(later)).body).toMatchObject({ id: first.body.id, status: 'canceled' });
    expect((await openings(later)).status).toBe(403);
    const again = await subscribe(later, 1);
    expect(again.status).toBe(201);
    expect(again.body.id).toBeGreaterThan(first.body.id);
    expect((await openings(later)).status).toBe(200);
    // Two first months, no renewal of the cancelled plan.
    expect((await payments(later)).map((p: { description: string }) => p.description)).toEqual([
      'Hireline Starter plan, first month',
      'Hireline Growth plan, first month',
    ]);
  });
});

describe('monthly renewals', () => {
  it('charges the monthly fee of an active plan on its billing day', async () => {
    const token = await login('demo@hireline.test');
    const before = await payments(token);
    clock = Date.parse('2025-06-28T00:00:00Z');
    const fresh = await login('demo@hireline.test');
    expect((await current(fresh)).body).toMatchObject({
      status: 'active',
      current_period_start: '2025-06-27T07:21:00Z',
      current_period_end: '2025-07-27T07:21:00Z',
      next_billing_date: '2025-07-27',
    });
    const after = await payments(fresh);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual({
      id: 5521,
      kind: 'subscription',
      amount: 9900,
      currency: 'usd',
      status: 'succeeded',
      description: 'Hireline Growth plan, monthly fee',
      job_opening_uuid: null,
      chat_id: null,
      created_at: '2025-06-27T07:21:00Z',
    });
    // Reading again does not charge twice.
    expect(await payments(fresh)).toHaveLength(before.length + 1);
  });
});
