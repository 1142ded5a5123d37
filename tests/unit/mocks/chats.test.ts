import type { Chat } from '../../../mocks/contract';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { api, login, NOW } from './helpers';

let clock = NOW.getTime();
let mock: MockServer;
let token: string;
let warehouse: string;
let service: string;

beforeAll(async () => {
  // An explicit range and every message answered (the demo's own rule: demoReplies.test.ts).
  mock = createMockServer({
    now: () => new Date(clock),
    replyDelayMs: [2000, 6000],
    replyTo: 'every',
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
  token = await login('demo@hireline.test');
  const openings = await api('/v1/employers/job-openings?per_page=100', { token });
  const uuidOf = (name: string) =>
    openings.body.data.find((o: { name: string }) => o.name === name).uuid as string;
  warehouse = uuidOf('Warehouse Associate - Night Shift');
  service = uuidOf('Bilingual Customer Service Representative');
});
afterAll(() => mock.server.close());

async function chatsOf(opening: string, query = ''): Promise<Chat[]> {
  const res = await api(`/v1/employers/job-openings/${opening}/chats${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

function byStatus(chats: Chat[], status: Chat['status']): Chat {
  const chat = chats.find((c) => c.status === status);
  if (!chat) throw new Error(`no ${status} chat`);
  return chat;
}

describe('chats', () => {
  it('seeds chats in every status, latest activity first, filterable by status', async () => {
    const chats = await chatsOf(warehouse);
    expect(new Set(chats.map((c) => c.status))).toEqual(
      new Set(['pending', 'unlocked', 'expired', 'hired', 'rejected']),
    );
    const activity = chats.map((c) => c.last_message?.created_at ?? c.created_at);
    expect([...activity].sort().reverse()).toEqual(activity);
    const unlocked = byStatus(chats, 'unlocked');
    expect(Date.parse(unlocked.unlocked_until ?? '')).toBeGreaterThan(NOW.getTime());
    expect(unlocked.candidate.contact_revealed).toBe(true);
    expect(unlocked.candidate.phone_number).toMatch(/^\d{10}$/);
    const pending = byStatus(chats, 'pending');
    expect(pending.candidate.phone_number).toBeNull();
    const pendings = chats.filter((c) => c.status === 'pending');
    expect(
      pendings.some(
        (c) =>
          c.last_message?.body ===
          'Hi! Are you available to work night shifts (10 PM to 6 AM) starting next week?',
      ),
    ).toBe(true);

    const onlyRejected = await chatsOf(warehouse, '?status=rejected');
    expect(onlyRejected.map((c) => c.status)).toEqual(['rejected']);
    expect(
      (await api(`/v1/employers/job-openings/${warehouse}/chats?status=open`, { token })).status,
    ).toBe(422);
    const search = await chatsOf(
      warehouse,
      `?search=${encodeURIComponent(unlocked.candidate.name)}`,
    );
    expect(search.map((c) => c.id)).toContain(unlocked.id);
  });

  it('pages through the 5,000-message thread with before_id, oldest first', async () => {
    const [long] = await chatsOf(service, '?status=hired');
    const latest = await api(`/v1/employers/chat/${long.id}/messages`, { token });
    expect(latest.status).toBe(200);
    expect(latest.body.meta).toEqual({ per_page: 50, total: 5000, has_more: true });
    expect(latest.body.data).toHaveLength(50);
    const ids: number[] = latest.body.data.map((m: { id: number }) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(latest.body.data.at(-1).id).toBe(long.last_message?.id);

    const older = await api(
      `/v1/employers/chat/${long.id}/messages?before_id=${ids[0]}&per_page=100`,
      { token },
    );
    expect(older.body.data).toHaveLength(100);
    expect(older.body.data.at(-1).id).toBeLessThan(ids[0]);
    const first = await api(`/v1/employers/chat/${long.id}/messages?before_id=10003`, { token });
    expect(first.body.data.map((m: { id: number }) => m.id)).toEqual([10001, 10002]);
    expect(first.body.meta.has_more).toBe(false);
    expect(first.body.data[0].sender).toBe('employer');

    // Reading marked the candidate's last message read.
    const [after] = await chatsOf(service, '?status=hired');
    expect(after.unread_count).toBe(0);
  });

  it('refuses free messages in a locked chat and accepts template messages', async () => {
    const pending = byStatus(await chatsOf(warehouse), 'pending');
    const free = await api(`/v1/employers/chat/${pending.id}/free-messages`, {
      token,
      body: { chat_id: pending.id, body: 'Hello there' },
    });
    expect(free.status).toBe(409);
    expect(free.body).toEqual({
      message: 'This chat is locked.',
      errors: ['Unlock the chat to send free-text messages.'],
    });
    const template = await api(`/v1/employers/chat/${pending.id}/messages`, {
      token,
      body: { chat_id: pending.id, template_id: 7 },
    });
    expect(template.status).toBe(201);
    expect(template.body).toMatchObject({
      sender: 'employer',
      body: 'Do you have a valid forklift operator certification?',
      is_free: false,
      template_id: 7,
    });
    const mismatch = await api(`/v1/employers/chat/${pending.id}/messages`, {
      token,
      body: { chat_id: pending.id + 1, template_id: 7 },
    });
    expect(mismatch.status).toBe(422);
  });

  it('sends a free message and brings a candidate reply 2–6 s later', async () => {
    const unlocked = byStatus(await chatsOf(warehouse), 'unlocked');
    const sent = await api(`/v1/employers/chat/${unlocked.id}/free-messages`, {
      token,
      body: { chat_id: unlocked.id, body: '  See you Friday at 9 AM.  ' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      sender: 'employer',
      body: 'See you Friday at 9 AM.',
      is_free: true,
    });
    expect(
      (
        await api(`/v1/employers/chat/${unlocked.id}/free-messages`, {
          token,
          body: { chat_id: unlocked.id, body: '   ' },
        })
      ).status,
    ).toBe(422);

    const before = await api(`/v1/employers/chat/${unlocked.id}/messages`, { token });
    expect(before.body.data.at(-1).id).toBe(sent.body.id);
    clock += 6_000;
    const after = await api(`/v1/employers/chat/${unlocked.id}/messages`, { token });
    const reply = after.body.data.at(-1);
    expect(reply.sender).toBe('candidate');
    expect(Date.parse(reply.created_at) - Date.parse(sent.body.created_at)).toBeGreaterThanOrEqual(
      2000,
    );
    expect(Date.parse(reply.created_at) - Date.parse(sent.body.created_at)).toBeLessThanOrEqual(
      6000,
    );
    expect(
      after.body.data.find((m: { id: number }) => m.id === sent.body.id).read_at,
    ).not.toBeNull();
  });

  it('unlocks (paid, idempotent), hires and refuses invalid transitions', async () => {
    const pending = byStatus(await chatsOf(warehouse), 'pending');
    const noKey = await api(`/v1/employers/chat/${pending.id}/unlock`, { token, method: 'POST' });
    expect(noKey.status).toBe(422);
    expect(Object.keys(noKey.body.fields)).toEqual(['Idempotency-Key']);
    expect(
      (await api(`/v1/employers/chat/${pending.id}/hire`, { token, method: 'POST' })).status,
    ).toBe(409);

    const headers = { 'Idempotency-Key': 'unlock-key-0001' };
    const unlocked = await api(`/v1/employers/chat/${pending.id}/unlock`, {
      token,
      method: 'POST',
      headers,
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.status).toBe('unlocked');
    expect(unlocked.body.unlocked_until).toBe(
      new Date(clock + 7 * 86_400_000).toISOString().replace('.000', ''),
    );
    expect(unlocked.body.candidate.contact_revealed).toBe(true);
    expect(unlocked.body.last_message.sender).toBe('system');
    const payments = mock.db.tables.payments.length;
    const repeat = await api(`/v1/employers/chat/${pending.id}/unlock`, {
      token,
      body: {},
      headers,
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(unlocked.body);
    expect(mock.db.tables.payments).toHaveLength(payments);
    const again = await api(`/v1/employers/chat/${pending.id}/unlock`, {
      token,
      method: 'POST',
      headers: { 'Idempotency-Key': 'unlock-key-0002' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This chat is already unlocked.');

    const hired = await api(`/v1/employers/chat/${pending.id}/hire`, { token, method: 'POST' });
    expect(hired.status).toBe(200);
    expect(hired.body).toMatchObject({
      status: 'hired',
      is_hired: true,
      hired_at: expect.any(String),
    });
    const rejectHired = await api(`/v1/employers/chat/${pending.id}/reject`, {
      token,
      method: 'POST',
    });
    expect(rejectHired.status).toBe(409);
    expect(rejectHired.body.message).toBe('This candidate has already been hired.');
    const list = await api(
      `/v1/employers/job-openings?search=${encodeURIComponent('Warehouse Associate')}`,
      { token },
    );
    expect(list.body.data[0].hired_count).toBe(2);
  });

  it('rejects an expired chat and 404s for unknown chats', async () => {
    const expired = byStatus(await chatsOf(warehouse), 'expired');
    const rejected = await api(`/v1/employers/chat/${expired.id}/reject`, { token, body: {} });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', is_rejected: true });
    expect(
      (await api(`/v1/employers/chat/${expired.id}/reject`, { token, method: 'POST' })).status,
    ).toBe(409);
    expect((await api('/v1/employers/chat/999999/messages', { token })).status).toBe(404);
    expect((await api('/v1/employers/chat/abc/messages', { token })).status).toBe(404);
  });
});

describe('checkout', () => {
  let opening: string;
  let candidates: string[];
  beforeAll(async () => {
    const created = await api('/v1/employers/job-openings', {
      token,
      body: {
        name: 'Forklift Driver',
        skill_ids: [1, 2, 4, 6, 7],
        state_id: 44,
        city_id: 4401,
        desired_candidates: 4,
        first_question: 'Can you start on Monday?',
      },
    });
    opening = created.body.uuid;
    const suggested = await api(`/v1/employers/job-openings/${opening}/candidates`, { token });
    candidates = suggested.body.data.map((c: { uuid: string }) => c.uuid);
  });

  const checkout = (body: object, key?: string) =>
    api(`/v1/employers/job-openings/${opening}/checkout`, {
      token,
      body,
      headers: key ? { 'Idempotency-Key': key } : {},
    });

  it('declines demo cards with 402 and charges nothing', async () => {
    const declined = await checkout(
      {
        job_opening_uuid: opening,
        candidate_uuids: candidates.slice(0, 2),
        payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds',
      },
      'checkout-declined-1',
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      message: 'Your card was declined.',
      errors: ['Your card has insufficient funds.'],
      payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        requires_action: false,
      },
    });
    const rateLimited = await checkout(
      {
        job_opening_uuid: opening,
        candidate_uuids: candidates.slice(0, 2),
        payment_method_id: 'pm_demo_rateLimitError',
      },
      'checkout-declined-2',
    );
    expect(rateLimited.body.payment_error.type).toBe('rate_limit_error');
    expect(mock.db.tables.chats.filter((c) => c.job_opening_uuid === opening)).toHaveLength(0);
  });

  it('checks out candidates once per Idempotency-Key and leaves them out of suggestions', async () => {
    expect(
      (await checkout({ job_opening_uuid: opening, candidate_uuids: candidates.slice(0, 2) }))
        .status,
    ).toBe(422);
    const body = { job_opening_uuid: opening, candidate_uuids: candidates.slice(0, 2) };
    const ok = await checkout(body, 'checkout-key-0001');
    expect(ok.status).toBe(201);
    expect(ok.body.data).toHaveLength(2);
    expect(ok.body.data[0]).toMatchObject({
      status: 'pending',
      candidate: { uuid: candidates[0] },
    });
    expect(ok.body.data[0].last_message).toMatchObject({
      sender: 'employer',
      body: 'Can you start on Monday?',
    });
    expect(ok.body.job_opening).toMatchObject({ uuid: opening, total: 2 });
    expect(ok.body.payment).toMatchObject({ amount: 800, currency: 'usd', status: 'succeeded' });

    const replay = await checkout(body, 'checkout-key-0001');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(ok.body);
    expect(mock.db.tables.chats.filter((c) => c.job_opening_uuid === opening)).toHaveLength(2);

    const other = await checkout(
      { job_opening_uuid: opening, candidate_uuids: candidates.slice(2, 3) },
      'checkout-key-0001',
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used with a different request.',
    );
    const twice = await checkout(body, 'checkout-key-0002');
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toHaveLength(2);

    const suggested = await api(`/v1/employers/job-openings/${opening}/candidates`, { token });
    const uuids = suggested.body.data.map((c: { uuid: string }) => c.uuid);
    expect(uuids).not.toContain(candidates[0]);
    expect(uuids).not.toContain(candidates[1]);
  });

  it('answers 422 for a candidate not suggested for the opening', async () => {
    const alaska = mock.db.candidates.find((c) => c.state_id !== 44);
    const res = await checkout(
      { job_opening_uuid: opening, candidate_uuids: [alaska?.uuid] },
      'checkout-key-0003',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields)).toEqual(['candidate_uuids.0']);
  });
});
