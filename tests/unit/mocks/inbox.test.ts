/**
 * The inbox and the chat lists' shared parts (contract `listChats`, `ChatListMeta`, Chat's
 * `job_opening`): every chat of the employer across openings, its filters and ordering, and the
 * global unread badge on both chat lists.
 */
import type { Chat } from '../../../mocks/contract';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { api, login, NOW } from './helpers';

let mock: MockServer;
let token: string;
let openings: Array<{ uuid: string; name: string }>;

beforeAll(async () => {
  mock = createMockServer({ now: NOW });
  mock.server.listen({ onUnhandledRequest: 'error' });
  token = await login('demo@hireline.test');
  openings = (await api('/v1/employers/job-openings?per_page=100', { token })).body.data;
});
afterAll(() => mock.server.close());

async function inbox(query = ''): Promise<{ data: Chat[]; meta: Record<string, number | null> }> {
  const res = await api(`/v1/employers/chats${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** The employer's chats straight from the database, with their unread counts. */
function employerChats(): Chat[] {
  const employee = mock.db.tables.employees.find((e) => e.email === 'demo@hireline.test');
  return mock.db.tables.chats.filter((c) => c.employee_uuid === employee?.uuid) as never;
}

describe('GET /v1/employers/chats (the inbox)', () => {
  it('lists every chat of every opening, latest activity first (ties by id), each with its job_opening', async () => {
    const all = await inbox('?per_page=100');
    expect(all.meta.total).toBe(employerChats().length);
    const openingIds = new Set(all.data.map((c) => c.job_opening_uuid));
    expect(openingIds.size).toBeGreaterThan(1);
    for (const chat of all.data) {
      const opening = openings.find((o) => o.uuid === chat.job_opening_uuid);
      expect(chat.job_opening).toEqual({ uuid: opening?.uuid, name: opening?.name });
    }
    const activity = all.data.map((c) => [
      Date.parse(c.last_message?.created_at ?? c.created_at),
      c.id,
    ]);
    const sorted = [...activity].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(activity).toEqual(sorted);
  });

  it('filters by job_opening_uuid, status, unread and search, and combines them', async () => {
    const opening = openings.find((o) => o.name === 'Warehouse Associate - Night Shift') as {
      uuid: string;
      name: string;
    };
    const one = await inbox(`?per_page=100&job_opening_uuid=${opening.uuid}`);
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((c) => c.job_opening.uuid === opening.uuid)).toBe(true);
    const perOpening = await api(`/v1/employers/job-openings/${opening.uuid}/chats?per_page=100`, {
      token,
    });
    expect(one.data.map((c) => c.id)).toEqual(perOpening.body.data.map((c: Chat) => c.id));

    const pending = await inbox('?per_page=100&status=pending');
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((c) => c.status === 'pending')).toBe(true);

    const unread = await inbox('?per_page=100&unread=1');
    expect(unread.data.length).toBeGreaterThan(0);
    expect(unread.data.every((c) => c.unread_count > 0)).toBe(true);
    expect(unread.meta.total).toBe(unread.meta.unread_chats);

    const someone = pending.data[0];
    const search = await inbox(
      `?per_page=100&search=${encodeURIComponent(someone.candidate.name)}`,
    );
    expect(search.data.map((c) => c.id)).toContain(someone.id);
    expect(search.data.every((c) => c.candidate.name === someone.candidate.name)).toBe(true);

    const combined = await inbox(`?per_page=100&status=pending&job_opening_uuid=${opening.uuid}`);
    expect(
      combined.data.every((c) => c.status === 'pending' && c.job_opening.uuid === opening.uuid),
    ).toBe(true);
  });

  it('gives an empty page for an unknown opening and a 422 for a job_opening_uuid that is not a uuid', async () => {
    const unknown = await inbox('?job_opening_uuid=00000000-0000-4000-8000-000000000000');
    expect(unknown.data).toEqual([]);
    expect(unknown.meta.total).toBe(0);
    expect(unknown.meta.unread_chats).toBeGreaterThan(0);
    const bad = await api('/v1/employers/chats?job_opening_uuid=nope', { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields)).toEqual(['job_opening_uuid']);
  });

  it('answers the cheap unread poll with one chat and meta.total = the unread chats', async () => {
    const poll = await inbox('?unread=1&per_page=1');
    expect(poll.data).toHaveLength(1);
    expect(poll.data[0].unread_count).toBeGreaterThan(0);
    expect(poll.meta.total).toBe(poll.meta.unread_chats);
  });

  it('requires a token (401) and a subscription in good standing (403)', async () => {
    expect((await api('/v1/employers/chats')).status).toBe(401);
    const noPlan = await login('company@hireline.test');
    expect((await api('/v1/employers/chats', { token: noPlan })).status).toBe(403);
  });
});

describe('meta.unread_chats, on both chat lists', () => {
  it('counts the employer’s unread chats across every opening, whatever the filters and page, and drops when a thread is read', async () => {
    const all = await inbox('?per_page=100');
    const expected = all.data.filter((c) => c.unread_count > 0).length;
    expect(expected).toBeGreaterThan(0);
    expect(all.meta.unread_chats).toBe(expected);
    expect((await inbox('?per_page=1&page=2&status=hired')).meta.unread_chats).toBe(expected);
    for (const opening of openings) {
      const list = await api(`/v1/employers/job-openings/${opening.uuid}/chats?per_page=1`, {
        token,
      });
      expect(list.body.meta.unread_chats).toBe(expected);
    }
    const unreadChat = all.data.find((c) => c.unread_count > 0) as Chat;
    expect((await api(`/v1/employers/chat/${unreadChat.id}/messages`, { token })).status).toBe(200);
    const after = await inbox('?unread=1&per_page=100');
    expect(after.meta.unread_chats).toBe(expected - 1);
    expect(after.data.map((c) => c.id)).not.toContain(unreadChat.id);
  });
});
