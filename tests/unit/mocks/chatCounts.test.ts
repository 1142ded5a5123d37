/**
 * `JobOpening.chat_counts` (contract `ChatCounts`) and the chats list's `unread` filter: the
 * counts follow checkout, unlock, hire, reject, reading a thread and the clock, and always
 * add up to `total` with `hired` equal to `hired_count`.
 */
import type { Chat, ChatCounts, JobOpening } from '../../../mocks/contract';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { api, login, NOW } from './helpers';

const DAY = 86_400_000;
let clock = NOW.getTime();
let mock: MockServer;
let token: string;
let warehouse: string;
let driver: string;

const PAYMENT_KEYS = [
  'amount',
  'chat_id',
  'created_at',
  'currency',
  'description',
  'id',
  'job_opening_uuid',
  'kind',
  'status',
];

async function openings(): Promise<JobOpening[]> {
  const res = await api('/v1/employers/job-openings?per_page=100', { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The opening's counts, after checking the contract's invariants on every opening. */
async function countsOf(uuid: string): Promise<ChatCounts> {
  const all = await openings();
  for (const o of all) {
    const c = o.chat_counts;
    expect(c.pending + c.unlocked + c.expired + c.hired + c.rejected).toBe(o.total);
    expect(c.hired).toBe(o.hired_count);
    expect(c.unread).toBeLessThanOrEqual(o.total);
  }
  const opening = all.find((o) => o.uuid === uuid);
  if (!opening) throw new Error(`no opening ${uuid}`);
  return opening.chat_counts;
}

async function chatsOf(uuid: string, query = ''): Promise<Chat[]> {
  const res = await api(`/v1/employers/job-openings/${uuid}/chats${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  mock = createMockServer({ now: () => new Date(clock) });
  mock.server.listen({ onUnhandledRequest: 'error' });
  token = await login('demo@hireline.test');
  const all = await openings();
  const uuidOf = (name: string) => all.find((o) => o.name === name)?.uuid ?? '';
  warehouse = uuidOf('Warehouse Associate - Night Shift');
  driver = uuidOf('CDL Class A Truck Driver');
});
afterAll(() => mock.server.close());

describe('chat_counts', () => {
  it('counts the seeded chats by status, and the chats with unread candidate messages', async () => {
    expect(await countsOf(warehouse)).toEqual({
      pending: 2,
      unlocked: 1,
      expired: 1,
      hired: 1,
      rejected: 1,
      unread: 2,
    });
    expect(await countsOf(driver)).toEqual({
      pending: 0,
      unlocked: 1,
      expired: 0,
      hired: 0,
      rejected: 1,
      unread: 0,
    });
    const empty = (await openings()).find((o) => o.name === 'Dishwasher');
    expect(empty?.chat_counts).toEqual({
      pending: 0,
      unlocked: 0,
      expired: 0,
      hired: 0,
      rejected: 0,
      unread: 0,
    });
  });

  it('gives a new opening zero counts', async () => {
    const created = await api('/v1/employers/job-openings', {
      token,
      body: {
        name: 'Packer',
        skill_ids: [1],
        state_id: 44,
        city_id: 4401,
        desired_candidates: 2,
        first_question: 'Can you start on Monday?',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.chat_counts).toEqual({
      pending: 0,
      unlocked: 0,
      expired: 0,
      hired: 0,
      rejected: 0,
      unread: 0,
    });
  });

  it('filters the chats list by unread (1: unread only; 0 or absent: all; else 422)', async () => {
    const all = await chatsOf(warehouse);
    const unread = await chatsOf(warehouse, '?unread=1');
    expect(unread.map((c) => c.id).sort()).toEqual(
      all
        .filter((c) => c.unread_count > 0)
        .map((c) => c.id)
        .sort(),
    );
    expect(unread).toHaveLength(2);
    expect((await chatsOf(warehouse, '?unread=0')).map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect((await chatsOf(warehouse, '?unread=')).map((c) => c.id)).toEqual(all.map((c) => c.id));
    const withStatus = await chatsOf(warehouse, '?unread=1&status=pending');
    expect(withStatus.map((c) => [c.status, c.unread_count > 0])).toEqual([['pending', true]]);
    for (const bad of ['2', 'true', 'yes']) {
      const res = await api(`/v1/employers/job-openings/${warehouse}/chats?unread=${bad}`, {
        token,
      });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ unread: ['The selected unread is invalid.'] });
    }
    const es = await api(`/v1/employers/job-openings/${warehouse}/chats?unread=x`, {
      token,
      lang: 'es',
    });
    expect(es.body.fields.unread).toEqual(['El valor seleccionado en no leídos no es válido.']);
  });

  it('drops a chat from unread once its thread is read', async () => {
    const [unlocked] = await chatsOf(warehouse, '?unread=1&status=unlocked');
    expect(unlocked.unread_count).toBe(1);
    const before = await countsOf(warehouse);
    expect((await api(`/v1/employers/chat/${unlocked.id}/messages`, { token })).status).toBe(200);
    expect(await countsOf(warehouse)).toEqual({ ...before, unread: before.unread - 1 });
    expect((await chatsOf(warehouse, '?unread=1')).map((c) => c.id)).not.toContain(unlocked.id);
  });

  it('adds pending chats on checkout (and the checkout payment names the opening)', async () => {
    const before = await countsOf(warehouse);
    const suggestions = await api(
      `/v1/employers/job-openings/${warehouse}/candidates?desiredCandidates=2`,
      { token },
    );
    const uuids = suggestions.body.data.map((c: { uuid: string }) => c.uuid);
    const res = await api(`/v1/employers/job-openings/${warehouse}/checkout`, {
      token,
      headers: { 'Idempotency-Key': 'counts-checkout-1' },
      body: { job_opening_uuid: warehouse, candidate_uuids: uuids },
    });
    expect(res.status).toBe(201);
    const expected = { ...before, pending: before.pending + 2 };
    expect(res.body.job_opening.chat_counts).toEqual(expected);
    expect(res.body.job_opening.total).toBe(8);
    expect(await countsOf(warehouse)).toEqual(expected);
    expect(Object.keys(res.body.payment).sort()).toEqual(PAYMENT_KEYS);
    expect(res.body.payment).toMatchObject({
      kind: 'checkout',
      amount: 800,
      job_opening_uuid: warehouse,
      chat_id: null,
      description: 'Checkout of 2 candidates for Warehouse Associate - Night Shift',
    });
  });

  it('moves a chat pending → unlocked on unlock (payment: unlock, opening and chat)', async () => {
    const before = await countsOf(warehouse);
    const [pending] = await chatsOf(warehouse, '?status=pending');
    const res = await api(`/v1/employers/chat/${pending.id}/unlock`, {
      token,
      method: 'POST',
      headers: { 'Idempotency-Key': 'counts-unlock-1' },
    });
    expect(res.status).toBe(200);
    expect(await countsOf(warehouse)).toEqual({
      ...before,
      pending: before.pending - 1,
      unlocked: before.unlocked + 1,
    });
    const row = mock.db.tables.payments.at(-1);
    expect(row).toMatchObject({
      kind: 'unlock',
      amount: 1200,
      job_opening_uuid: warehouse,
      chat_id: pending.id,
    });
    const listed = await api('/v1/employers/payments?per_page=1', { token });
    expect(listed.body.data[0]).toEqual({
      id: row?.id,
      kind: 'unlock',
      amount: 1200,
      currency: 'usd',
      status: 'succeeded',
      // Written out in the request's language from the stored text key (contract "Language").
      description: expect.stringMatching(/^Contact details of .+ for Warehouse Associate/),
      job_opening_uuid: warehouse,
      chat_id: pending.id,
      created_at: new Date(clock).toISOString().replace('.000', ''),
    });
  });

  it('moves a chat to hired on hire and to rejected on reject', async () => {
    const before = await countsOf(warehouse);
    const [unlocked] = await chatsOf(warehouse, '?status=unlocked');
    expect(
      (await api(`/v1/employers/chat/${unlocked.id}/hire`, { token, method: 'POST' })).status,
    ).toBe(200);
    const afterHire = await countsOf(warehouse);
    expect(afterHire).toMatchObject({ unlocked: before.unlocked - 1, hired: before.hired + 1 });

    const [pending] = await chatsOf(warehouse, '?status=pending');
    expect(
      (await api(`/v1/employers/chat/${pending.id}/reject`, { token, method: 'POST' })).status,
    ).toBe(200);
    expect(await countsOf(warehouse)).toEqual({
      ...afterHire,
      pending: afterHire.pending - 1,
      rejected: afterHire.rejected + 1,
    });
  });

  it('moves unlocked chats to expired as time passes', async () => {
    expect(await countsOf(driver)).toMatchObject({ unlocked: 1, expired: 0 });
    clock += 7 * DAY;
    token = await login('demo@hireline.test'); // the old token expired meanwhile
    expect(await countsOf(driver)).toMatchObject({ unlocked: 0, expired: 1 });
    const warehouseCounts = await countsOf(warehouse);
    expect(warehouseCounts.unlocked).toBe(0);
  });
});
