/**
 * `GET /v1/employers/payments` (listPayments) over the seeded billing history, and the
 * `kind` / `job_opening_uuid` / `chat_id` of the Payment each paid operation returns.
 */
import type { Payment } from '../../../mocks/contract';
import { api, login, NOW, setupMockServer } from './helpers';

const mock = setupMockServer();

let demo: string;
let openings: Array<{ uuid: string; name: string }>;

beforeAll(async () => {
  demo = await login('demo@hireline.test');
  openings = (await api('/v1/employers/job-openings?per_page=100', { token: demo })).body.data;
});

const uuidOf = (name: string) => openings.find((o) => o.name === name)?.uuid ?? '';

async function payments(query = '', token = demo): Promise<Payment[]> {
  const res = await api(`/v1/employers/payments${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('payments list', () => {
  it('lists the demo billing history newest first: monthly fees, checkouts, unlocks', async () => {
    const res = await api('/v1/employers/payments', { token: demo });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: 15,
      from: 1,
      to: 15,
    });
    const data: Payment[] = res.body.data;
    const times = data.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Ids grow with time and the newest seeded charge is 5520 (new ones follow).
    const ids = data.map((p) => p.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(ids[0]).toBe(5520);
    for (const p of data) {
      expect(p.status).toBe('succeeded');
      expect(p.currency).toBe('usd');
      expect(Date.parse(p.created_at)).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(data.filter((p) => p.kind === 'subscription')).toHaveLength(7);
    expect(data.filter((p) => p.kind === 'checkout')).toHaveLength(3);
    expect(data.filter((p) => p.kind === 'unlock')).toHaveLength(5);
  });

  it('has one monthly fee per billing period since the subscription started', async () => {
    const fees = await payments('?kind=subscription');
    const sub = (await api('/v1/employers/current-subscription', { token: demo })).body;
    expect(fees.map((p) => [p.amount, p.job_opening_uuid, p.chat_id])).toEqual(
      Array(7).fill([9900, null, null]),
    );
    expect(fees.at(-1)?.description).toBe('Hireline Growth plan, first month');
    expect(fees[0].description).toBe('Hireline Growth plan, monthly fee');
    expect(fees.at(-1)?.created_at).toBe(sub.created_at);
    expect(fees[0].created_at).toBe(sub.current_period_start);
    for (const p of fees) expect(new Date(p.created_at).getUTCDate()).toBe(sub.billing_day);
  });

  it('has one checkout per seeded checkout, priced per chat created', async () => {
    const checkouts = await payments('?kind=checkout');
    expect(checkouts.map((p) => [p.description, p.amount, p.chat_id])).toEqual([
      ['Checkout of 2 candidates for CDL Class A Truck Driver', 800, null],
      ['Checkout of 6 candidates for Warehouse Associate - Night Shift', 2400, null],
      ['Checkout of 2 candidates for Bilingual Customer Service Representative', 800, null],
    ]);
    const db = mock.current.db;
    for (const p of checkouts) {
      const chats = db.tables.chats.filter((c) => c.job_opening_uuid === p.job_opening_uuid);
      expect(chats.length * 400).toBe(p.amount);
      expect(chats.every((c) => c.created_at === p.created_at)).toBe(true);
    }
  });

  it('has one unlock per unlocked chat, with its chat and opening', async () => {
    const unlocks = await payments('?kind=unlock');
    const db = mock.current.db;
    const unlocked = db.tables.chats.filter((c) => c.is_unlocked);
    expect(unlocks.map((p) => p.chat_id).sort()).toEqual(unlocked.map((c) => c.id).sort());
    for (const p of unlocks) {
      const chat = db.tables.chats.find((c) => c.id === p.chat_id);
      expect(p.job_opening_uuid).toBe(chat?.job_opening_uuid);
      expect(p.amount).toBe(1200);
      expect(p.description).toMatch(/^Contact details of /);
      expect(Date.parse(p.created_at)).toBeGreaterThan(Date.parse(chat?.created_at ?? ''));
    }
  });

  it('filters by job opening, by period, and combines filters', async () => {
    const all = await payments('?per_page=100');
    const warehouse = uuidOf('Warehouse Associate - Night Shift');
    const ofWarehouse = await payments(`?job_opening_uuid=${warehouse}`);
    expect(ofWarehouse.map((p) => p.kind)).toEqual(
      all.filter((p) => p.job_opening_uuid === warehouse).map((p) => p.kind),
    );
    expect(ofWarehouse.map((p) => p.kind).sort()).toEqual([
      'checkout',
      'unlock',
      'unlock',
      'unlock',
    ]);
    expect(
      await payments(`?job_opening_uuid=${warehouse.toUpperCase()}&kind=checkout`),
    ).toHaveLength(1);
    expect(await payments(`?job_opening_uuid=${uuidOf('Dishwasher')}`)).toEqual([]);

    const june = await payments('?between_dates=2025-06-01,2025-06-15,created_at');
    const inJune = all.filter(
      (p) =>
        Date.parse(p.created_at) >= Date.parse('2025-06-01T00:00:00Z') &&
        Date.parse(p.created_at) <= Date.parse('2025-06-15T23:59:59Z'),
    );
    expect(june.map((p) => p.id)).toEqual(inJune.map((p) => p.id));
    expect(june.length).toBeGreaterThan(0);
    expect(june.length).toBeLessThan(all.length);
    const instant = all[3].created_at;
    expect(
      (await payments(`?between_dates=${instant},${instant},created_at`)).map((p) => p.id),
    ).toEqual(all.filter((p) => p.created_at === instant).map((p) => p.id));
    expect(await payments('?kind=&job_opening_uuid=&between_dates=')).toHaveLength(15);
  });

  it('paginates like the other lists (per_page default 15, max 100)', async () => {
    const page = await api('/v1/employers/payments?per_page=4&page=4', { token: demo });
    expect(page.body.meta).toEqual({
      current_page: 4,
      last_page: 4,
      per_page: 4,
      total: 15,
      from: 13,
      to: 15,
    });
    const all = await payments();
    expect(page.body.data).toEqual(all.slice(12));
    const past = await api('/v1/employers/payments?page=9', { token: demo });
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ from: null, to: null, total: 15 });
  });

  it('answers 422 for malformed filters and 401 without a token', async () => {
    expect((await api('/v1/employers/payments')).status).toBe(401);
    const cases: Array<[string, string]> = [
      ['kind=refund', 'kind'],
      ['kind=Subscription', 'kind'],
      ['job_opening_uuid=not-a-uuid', 'job_opening_uuid'],
      ['between_dates=2025-06-15,2025-06-01,created_at', 'between_dates'],
      ['between_dates=2025-06-01,2025-06-15,updated_at', 'between_dates'],
      ['between_dates=2025-02-30,2025-03-01,created_at', 'between_dates'],
      ['between_dates=2025-06-01', 'between_dates'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await api(`/v1/employers/payments?${query}`, { token: demo });
      expect([query, res.status]).toEqual([query, 422]);
      expect(Object.keys(res.body.fields)).toEqual([field]);
      expect(res.body.message).toBe('The given data was invalid.');
    }
    const kind = await api('/v1/employers/payments?kind=refund', { token: demo });
    expect(kind.body.fields.kind).toEqual(['The selected kind is invalid.']);
    const es = await api('/v1/employers/payments?kind=refund', { token: demo, lang: 'es' });
    expect(es.body.fields.kind).toEqual(['El valor seleccionado en tipo de cargo no es válido.']);
  });

  it('lists only the employer’s own charges, in any account state', async () => {
    const unverified = await login('new@hireline.test');
    const none = await api('/v1/employers/payments', { token: unverified });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.meta).toMatchObject({ total: 0, from: null, to: null });
    const warehouse = uuidOf('Warehouse Associate - Night Shift');
    expect(await payments(`?job_opening_uuid=${warehouse}`, unverified)).toEqual([]);

    // Verified and subscribed: exactly their own first month, with the subscription's shape.
    await api('/v1/employers/auth/email-verification', {
      token: unverified,
      body: { code: '123456' },
    });
    const subscribed = await api('/v1/employers/subscriptions', {
      token: unverified,
      headers: { 'Idempotency-Key': 'payments-subscribe-1' },
      body: { plan_id: 1, payment_method_id: 'pm_card_mastercard' },
    });
    expect(subscribed.status).toBe(201);
    const own = await payments('', unverified);
    expect(own).toEqual([
      {
        id: 5521,
        kind: 'subscription',
        amount: 4900,
        currency: 'usd',
        status: 'succeeded',
        description: 'Hireline Starter plan, first month',
        job_opening_uuid: null,
        chat_id: null,
        created_at: '2025-06-15T12:00:00Z',
      },
    ]);
    expect((await payments('?per_page=100')).map((p) => p.id)).not.toContain(5521);
  });
});
