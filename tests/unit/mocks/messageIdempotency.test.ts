/**
 * Exactly-once message sends (contract "Exactly-once message sends"): the optional
 * Idempotency-Key of `sendFreeMessage` and `sendChatMessage` — a repeat answers the first 201
 * and stores nothing, another request with the key is a 409, so is a repeat while the first is
 * still being processed, a refused send leaves the key free, and no key means every request
 * posts.
 */
import type { Chat } from '../../../mocks/contract';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { api, login, NOW } from './helpers';

let mock: MockServer;
let token: string;
let chats: Chat[];

beforeAll(async () => {
  mock = createMockServer({ now: NOW });
  mock.server.listen({ onUnhandledRequest: 'error' });
  token = await login('demo@hireline.test');
  chats = (await api('/v1/employers/chats?per_page=100', { token })).body.data;
});
afterAll(() => mock.server.close());

function chatIn(status: Chat['status']): Chat {
  const chat = chats.find((c) => c.status === status);
  if (!chat) throw new Error(`no ${status} chat`);
  return chat;
}

const storedBodies = (chatId: number, body: string) =>
  mock.db.tables.messages.filter((m) => m.chat_id === chatId && m.body === body).length;

function sendFree(chatId: number, body: string, key?: string) {
  return api(`/v1/employers/chat/${chatId}/free-messages`, {
    token,
    body: { chat_id: chatId, body },
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

function sendTemplate(chatId: number, templateId: number, key?: string) {
  return api(`/v1/employers/chat/${chatId}/messages`, {
    token,
    body: { chat_id: chatId, template_id: templateId },
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

describe('sendFreeMessage with an Idempotency-Key', () => {
  it('answers a repeat of the same request with the first 201 (same id) and stores it once', async () => {
    const chat = chatIn('unlocked');
    const first = await sendFree(chat.id, 'Can you start on Monday?', 'key-free-0001');
    expect(first.status).toBe(201);
    const again = await sendFree(chat.id, 'Can you start on Monday?', 'key-free-0001');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(storedBodies(chat.id, 'Can you start on Monday?')).toBe(1);
  });

  it('refuses the same key with another body, another chat or another operation (409, after the own checks)', async () => {
    const chat = chatIn('unlocked');
    expect((await sendFree(chat.id, 'First text', 'key-free-0002')).status).toBe(201);
    const otherBody = await sendFree(chat.id, 'Another text', 'key-free-0002');
    expect(otherBody.status).toBe(409);
    expect(otherBody.body.message).toBe(
      'This Idempotency-Key was already used with a different request.',
    );
    expect(storedBodies(chat.id, 'Another text')).toBe(0);
    const otherOperation = await sendTemplate(chat.id, 7, 'key-free-0002');
    expect(otherOperation.status).toBe(409);
    // The operation's own checks come first: a locked chat is its own 409.
    const locked = await sendFree(chatIn('pending').id, 'First text', 'key-free-0002');
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This chat is locked.');
  });

  it('refuses a repeat while the first request is still being processed (409)', async () => {
    const chat = chatIn('unlocked');
    const employee = mock.db.tables.employees.find((e) => e.email === 'demo@hireline.test');
    mock.db.tables.idempotency.push({
      employee_uuid: employee?.uuid ?? '',
      key: 'key-free-running',
      fingerprint: `sendFreeMessage /v1/employers/chat/${chat.id}/free-messages {"body":"Still going","chat_id":${chat.id}}`,
      state: 'processing',
      status: 0,
      body: null,
      created_at: NOW.toISOString(),
    });
    const repeat = await sendFree(chat.id, 'Still going', 'key-free-running');
    expect(repeat.status).toBe(409);
    expect(repeat.body.message).toBe(
      'A request with this Idempotency-Key is still being processed.',
    );
    expect(storedBodies(chat.id, 'Still going')).toBe(0);
  });

  it('leaves the key free after a refused send, so it works once the cause is fixed', async () => {
    const pending = chatIn('pending');
    const refused = await sendFree(pending.id, 'After the unlock', 'key-free-0003');
    expect(refused.status).toBe(409);
    const unlock = await api(`/v1/employers/chat/${pending.id}/unlock`, {
      token,
      method: 'POST',
      headers: { 'Idempotency-Key': 'key-unlock-for-0003' },
    });
    expect(unlock.status).toBe(200);
    const sent = await sendFree(pending.id, 'After the unlock', 'key-free-0003');
    expect(sent.status).toBe(201);
    expect(storedBodies(pending.id, 'After the unlock')).toBe(1);
  });

  it('checks the key length (422) and posts every request that has no key', async () => {
    const chat = chatIn('unlocked');
    const short = await sendFree(chat.id, 'Short key', 'short');
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.fields)).toEqual(['Idempotency-Key']);
    expect((await sendFree(chat.id, 'No key at all')).status).toBe(201);
    expect((await sendFree(chat.id, 'No key at all')).status).toBe(201);
    expect(storedBodies(chat.id, 'No key at all')).toBe(2);
  });

  it('shares the key space with the paid operations (a payment key is another request)', async () => {
    const expired = chatIn('expired');
    const unlock = await api(`/v1/employers/chat/${expired.id}/unlock`, {
      token,
      method: 'POST',
      headers: { 'Idempotency-Key': 'key-shared-space' },
    });
    expect(unlock.status).toBe(200);
    const reused = await sendFree(expired.id, 'Hello again', 'key-shared-space');
    expect(reused.status).toBe(409);
  });
});

describe('sendChatMessage with an Idempotency-Key', () => {
  it('replays the first 201 even after the chat changed, and refuses another template with the key', async () => {
    const chat = chatIn('pending');
    const before = mock.db.tables.messages.filter((m) => m.chat_id === chat.id).length;
    const first = await sendTemplate(chat.id, 7, 'key-template-01');
    expect(first.status).toBe(201);
    const other = await sendTemplate(chat.id, 8, 'key-template-01');
    expect(other.status).toBe(409);
    const reject = await api(`/v1/employers/chat/${chat.id}/reject`, { token, method: 'POST' });
    expect(reject.status).toBe(200);
    const replay = await sendTemplate(chat.id, 7, 'key-template-01');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    // One template message and the rejection's system notice.
    expect(mock.db.tables.messages.filter((m) => m.chat_id === chat.id).length).toBe(before + 2);
  });
});
