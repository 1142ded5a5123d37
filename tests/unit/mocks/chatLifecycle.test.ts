import type { Chat } from '../../../mocks/contract';
import { createMockServer, type MockServer } from '../../../mocks/node';
import type { ChatRow } from '../../../mocks/tables';
import { chatStatus, isChatUsable } from '../../../src/domain/chatLifecycle';
import { api, login, NOW } from './helpers';

// The simulated API applies the lifecycle of src/domain/chatLifecycle.ts: the same status,
// usability and 409s the app derives, at the db clock.
let clock = NOW.getTime();
let mock: MockServer;
let token: string;
let warehouse: string;

beforeAll(async () => {
  mock = createMockServer({ now: () => new Date(clock) });
  mock.server.listen({ onUnhandledRequest: 'error' });
  token = await login('demo@hireline.test');
  const openings = await api('/v1/employers/job-openings?per_page=100', { token });
  warehouse = openings.body.data.find(
    (o: { name: string }) => o.name === 'Warehouse Associate - Night Shift',
  ).uuid;
});
afterEach(() => {
  clock = NOW.getTime();
});
afterAll(() => mock.server.close());

async function chatsOf(status: Chat['status']): Promise<Chat[]> {
  const res = await api(`/v1/employers/job-openings/${warehouse}/chats?status=${status}`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

function row(id: number): ChatRow {
  const found = mock.db.tables.chats.find((c) => c.id === id);
  if (!found) throw new Error(`no chat ${id}`);
  return found;
}

const post = (id: number, action: string, headers?: Record<string, string>) =>
  api(`/v1/employers/chat/${id}/${action}`, { token, method: 'POST', headers });

const freeMessage = (id: number, body: string) =>
  api(`/v1/employers/chat/${id}/free-messages`, { token, body: { chat_id: id, body } });

describe('simulated API: chat lifecycle (contract "Chat lifecycle")', () => {
  it('serves every chat with the status the domain derives from its row at the db clock', async () => {
    const res = await api(`/v1/employers/job-openings/${warehouse}/chats?per_page=100`, { token });
    expect(res.status).toBe(200);
    const chats: Chat[] = res.body.data;
    expect(chats.length).toBeGreaterThanOrEqual(5);
    for (const chat of chats) expect(chat.status).toBe(chatStatus(row(chat.id), NOW));
  });

  it('treats a hired chat that was never unlocked as hired and usable, like the app', async () => {
    const [hired] = await chatsOf('hired');
    const stored = row(hired.id);
    stored.is_unlocked = false;
    stored.unlocked_until = null;
    expect(isChatUsable(stored, NOW)).toBe(true);

    const [served] = await chatsOf('hired');
    expect(served).toMatchObject({ id: hired.id, status: 'hired', is_unlocked: false });
    expect(served.candidate.contact_revealed).toBe(true);
    expect(served.candidate.phone_number).toMatch(/^\d{10}$/);

    const sent = await freeMessage(hired.id, 'Your badge is ready.');
    expect(sent.status).toBe(201);
    for (const action of ['hire', 'reject']) {
      const refused = await post(hired.id, action);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This candidate has already been hired.');
    }
    const unlock = await post(hired.id, 'unlock', { 'Idempotency-Key': 'lifecycle-unlock-01' });
    expect(unlock.status).toBe(409);
    expect(unlock.body.message).toBe('This candidate has already been hired.');
  });

  it('expires an unlocked chat exactly at unlocked_until', async () => {
    const [unlocked] = await chatsOf('unlocked');
    // An unlock period ending a minute from now (the token outlives it).
    const until = NOW.getTime() + 60_000;
    row(unlocked.id).unlocked_until = new Date(until).toISOString().replace('.000', '');

    clock = until - 1_000;
    expect((await chatsOf('unlocked')).map((c) => c.id)).toContain(unlocked.id);
    expect((await freeMessage(unlocked.id, 'Still there?')).status).toBe(201);

    clock = until;
    expect((await chatsOf('expired')).map((c) => c.id)).toContain(unlocked.id);
    const locked = await freeMessage(unlocked.id, 'Still there?');
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This chat is locked.');
  });

  it('refuses a hire from pending and accepts one from expired', async () => {
    const [pending] = await chatsOf('pending');
    const needsUnlock = await post(pending.id, 'hire');
    expect(needsUnlock.status).toBe(409);
    expect(row(pending.id).is_hired).toBe(false);

    const [expired] = await chatsOf('expired');
    const hired = await post(expired.id, 'hire');
    expect(hired.status).toBe(200);
    expect(hired.body).toMatchObject({ status: 'hired', is_hired: true });
  });
});
