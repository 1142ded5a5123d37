import { api, login, setupMockServer } from './helpers';

const mock = setupMockServer();

const company = {
  name: 'Sunrise Diner',
  description: null,
  phone_number: '3055550142',
  state_id: 10,
  city_id: 1002,
  company_size_id: 2,
  company_industry_id: 8,
  customer_since: '2024-01-15',
};

describe('company, plans and subscriptions', () => {
  it('walks the sign-up flow of the new account: verify, company, plan, subscription', async () => {
    const token = await login('new@hireline.test');
    const me = await api('/v1/employers/auth/employee', { token });
    const companyId = me.body.company.id as number;

    const forbidden = await api(`/v1/employers/companies/${companyId}`, {
      token,
      method: 'PUT',
      body: company,
    });
    expect(forbidden.status).toBe(403);
    await api('/v1/employers/auth/email-verification', { token, body: { code: '123456' } });

    const badPhone = await api(`/v1/employers/companies/${companyId}`, {
      token,
      method: 'PUT',
      body: { ...company, phone_number: '305555014' },
    });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.fields).toEqual({
      phone_number: ['The phone number must have 10 digits.'],
    });
    const wrongCity = await api(`/v1/employers/companies/${companyId}`, {
      token,
      method: 'PUT',
      body: { ...company, city_id: 4401 },
    });
    expect(wrongCity.status).toBe(422);
    expect(
      (await api('/v1/employers/companies/42', { token, method: 'PUT', body: company })).status,
    ).toBe(404);

    const updated = await api(`/v1/employers/companies/${companyId}`, {
      token,
      method: 'PUT',
      body: company,
      lang: 'es',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: companyId,
      name: 'Sunrise Diner',
      is_complete: true,
      location: { state: { code: 'FL' }, city: { name: 'Miami' } },
      company_industry: { id: 8, name: 'Restaurantes y servicios de comida' },
    });

    const plans = await api('/v1/employers/plans', { token });
    expect(plans.body.data.map((p: { name: string }) => p.name)).toEqual([
      'Starter',
      'Growth',
      'Scale',
    ]);
    expect(plans.body.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 3,
      total: 3,
      from: 1,
      to: 3,
    });

    const headers = { 'Idempotency-Key': 'subscribe-0001' };
    const declined = await api('/v1/employers/subscriptions', {
      token,
      headers,
      body: { plan_id: 2, payment_method_id: 'pm_card_chargeDeclined' },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
    });
    expect((await api('/v1/employers/current-subscription', { token })).status).toBe(204);

    const threeDs = { 'Idempotency-Key': 'subscribe-0002' };
    const body = { plan_id: 2, payment_method_id: 'pm_card_authenticationRequired' };
    const action = await api('/v1/employers/subscriptions', { token, headers: threeDs, body });
    expect(action.status).toBe(402);
    expect(action.body.payment_error).toMatchObject({
      requires_action: true,
      client_secret: expect.any(String),
    });
    expect((await api('/v1/employers/current-subscription', { token })).body.status).toBe(
      'incomplete',
    );
    const confirmed = await api('/v1/employers/subscriptions', { token, headers: threeDs, body });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      status: 'active',
      plan: { id: 2, name: 'Growth' },
      billing_day: 15,
      current_period_start: '2025-06-15T12:00:00Z',
      current_period_end: '2025-07-15T12:00:00Z',
      next_billing_date: '2025-07-15',
      cancel_at_period_end: false,
    });

    const again = await api('/v1/employers/subscriptions', {
      token,
      headers: { 'Idempotency-Key': 'subscribe-0003' },
      body: { plan_id: 1, payment_method_id: 'pm_card_visa' },
    });
    expect(again.status).toBe(409);
    expect((await api('/v1/employers/job-openings', { token })).status).toBe(200);

    const cancelled = await api('/v1/employers/current-subscription/cancel', {
      token,
      method: 'POST',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      canceled_at: '2025-06-15T12:00:00Z',
      ends_at: '2025-07-15T12:00:00Z',
      next_billing_date: null,
    });
    expect(
      (await api('/v1/employers/current-subscription/cancel', { token, method: 'POST' })).status,
    ).toBe(409);
    // Still in good standing until ends_at.
    expect((await api('/v1/employers/job-openings', { token })).status).toBe(200);
    const charges = mock.current.db.tables.payments.filter((p) => p.employee_uuid === me.body.uuid);
    expect(charges.map((p) => [p.kind, p.amount, p.job_opening_uuid, p.chat_id])).toEqual([
      ['subscription', 9900, null, null],
    ]);
  });

  it('shows the demo account’s current Growth plan paid with a Visa 4242', async () => {
    const token = await login('demo@hireline.test');
    const res = await api('/v1/employers/current-subscription', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'active',
      plan: { name: 'Growth', communication_request_amount: 400 },
      payment_method: { brand: 'visa', last4: '4242' },
    });
    expect(Date.parse(res.body.current_period_start)).toBeLessThanOrEqual(
      Date.parse('2025-06-15T12:00:00Z'),
    );
    expect(Date.parse(res.body.current_period_end)).toBeGreaterThan(
      Date.parse('2025-06-15T12:00:00Z'),
    );
  });
});
