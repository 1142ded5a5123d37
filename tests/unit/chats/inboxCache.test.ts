/**
 * The inbox's cache (issue #21 points 1–2; contract `listChats`): pages of every opening's
 * chats as one infinite query, the global unread count from `meta.unread_chats` on any chat
 * list (`selectUnreadChats`), lowered at once when a thread is read, a reply seen by the inbox
 * counted into its opening, and the badge's light probe — all against the simulated API.
 */
import { waitFor } from '@testing-library/react';
import { addMessage } from '../../../mocks/model';
import { selectUnreadChats } from '../../../src/api/chatCounts';
import { chatsApi } from '../../../src/api/chatsApi';
import { jobOpeningsApi } from '../../../src/api/jobOpeningsApi';
import { inboxQuery } from '../../../src/features/chats/inboxFilters';
import { prefetchInbox } from '../../../src/features/chats/inboxList';
import {
  chatIdIn,
  demoToken,
  openingUuid,
  setupChatsServer,
  storeWithToken,
  WAREHOUSE,
  type TestStore,
} from './helpers';

const mock = setupChatsServer();
let store: TestStore;

beforeEach(async () => {
  store = storeWithToken(await demoToken());
});

/** Chats with unread candidate messages on the server now. */
function serverUnreadChats(): number {
  const unread = new Set(
    mock.current.db.tables.messages
      .filter((m) => m.sender === 'candidate' && m.read_at === null)
      .map((m) => m.chat_id),
  );
  return unread.size;
}

describe('inboxQuery', () => {
  it('keeps the contract filters, drops the open chat and adds per_page', () => {
    expect(inboxQuery('search=ana&unread=1&chat=1292')).toBe('search=ana&unread=1&per_page=50');
  });

  it('drops what the API would refuse (422) or ignore', () => {
    expect(inboxQuery('status=bogus&unread=yes&job_opening_uuid=nope&page=3')).toBe('per_page=50');
    const uuid = '3f6a2d9e-8b1c-4e57-a0d2-6c9b7e1f4a35';
    expect(inboxQuery(`status=pending&job_opening_uuid=${uuid}`)).toBe(
      `status=pending&job_opening_uuid=${uuid}&per_page=50`,
    );
  });
});

describe('listChats (the inbox)', () => {
  it('loads page after page, each a page of the contract, every opening mixed', async () => {
    const sub = store.dispatch(chatsApi.endpoints.listChats.initiate('per_page=3'));
    const first = await sub.unwrap();
    expect(first.pages).toHaveLength(1);
    expect(first.pages[0].data).toHaveLength(3);
    const total = first.pages[0].meta.total;
    expect(total).toBe(mock.current.db.tables.chats.length);
    const next = await store
      .dispatch(chatsApi.endpoints.listChats.initiate('per_page=3', { direction: 'forward' }))
      .unwrap();
    expect(next.pages).toHaveLength(2);
    expect(next.pages[1].meta.current_page).toBe(2);
    const ids = next.pages.flatMap((page) => page.data.map((chat) => chat.id));
    expect(new Set(ids).size).toBe(6);
    const openings = new Set(next.pages.flatMap((p) => p.data.map((c) => c.job_opening.name)));
    expect(openings.size).toBeGreaterThan(1);
    sub.unsubscribe();
  });

  it('the unread count is meta.unread_chats, and drops at once when a thread is read', async () => {
    const expected = serverUnreadChats();
    expect(expected).toBeGreaterThan(0);
    const sub = store.dispatch(chatsApi.endpoints.listChats.initiate('per_page=50'));
    const data = await sub.unwrap();
    expect(data.pages[0].meta.unread_chats).toBe(expected);
    expect(selectUnreadChats(store.getState())).toBe(expected);

    const unread = data.pages[0].data.find((chat) => chat.unread_count > 0);
    if (!unread) throw new Error('no unread chat listed');
    await store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId: unread.id }));
    await waitFor(() => expect(selectUnreadChats(store.getState())).toBe(expected - 1));
    // Exactly what the server now counts, without another list request.
    expect(serverUnreadChats()).toBe(expected - 1);
    const cachedRow = chatsApi.endpoints.listChats
      .select('per_page=50')(store.getState())
      .data?.pages[0].data.find((chat) => chat.id === unread.id);
    expect(cachedRow?.unread_count).toBe(0);
    sub.unsubscribe();
  });

  it("a reply seen by the inbox's poll is counted into its opening's cached counts", async () => {
    const openings = store.dispatch(
      jobOpeningsApi.endpoints.listJobOpenings.initiate('per_page=100'),
    );
    await openings.unwrap();
    const id = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    const uuid = openingUuid(mock.current, WAREHOUSE);
    const unreadOf = () =>
      jobOpeningsApi.endpoints.listJobOpenings
        .select('per_page=100')(store.getState())
        .data?.data.find((o) => o.uuid === uuid)?.chat_counts.unread ?? NaN;
    const inbox = store.dispatch(chatsApi.endpoints.listChats.initiate('per_page=50'));
    await inbox.unwrap();
    await store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId: id }));
    await waitFor(() =>
      expect(
        chatsApi.endpoints.listChats
          .select('per_page=50')(store.getState())
          .data?.pages[0].data.find((c) => c.id === id)?.unread_count,
      ).toBe(0),
    );
    const before = unreadOf();
    const row = mock.current.db.tables.chats.find((c) => c.id === id);
    if (!row) throw new Error('no chat row');
    addMessage(mock.current.db, row, { sender: 'candidate', body: 'Still hiring?', is_free: true });
    await inbox.refetch();
    await waitFor(() => expect(unreadOf()).toBe(before + 1));
    expect(selectUnreadChats(store.getState())).toBe(serverUnreadChats());
    const first = chatsApi.endpoints.listChats.select('per_page=50')(store.getState()).data
      ?.pages[0].data[0];
    expect(first?.id).toBe(id);
    expect(first?.last_message?.body).toBe('Still hiring?');
    inbox.unsubscribe();
    openings.unsubscribe();
  });
});

describe('prefetchInbox (start-up)', () => {
  it("fills the cache entry the screen reads for the URL's filters", async () => {
    await prefetchInbox(store.dispatch, '?unread=1&chat=4');
    const entry = chatsApi.endpoints.listChats.select('unread=1&per_page=50')(store.getState());
    expect(entry.status).toBe('fulfilled');
    const chats = entry.data?.pages[0].data ?? [];
    expect(chats.length).toBe(serverUnreadChats());
    expect(chats.every((chat) => chat.unread_count > 0)).toBe(true);
  });
});

describe('listUnreadChats (the badge probe)', () => {
  it('asks for one chat and carries the global count', async () => {
    const sub = store.dispatch(chatsApi.endpoints.listUnreadChats.initiate());
    const data = await sub.unwrap();
    expect(data.data.length).toBeLessThanOrEqual(1);
    expect(data.data[0]?.unread_count).toBeGreaterThan(0);
    expect(data.meta.unread_chats).toBe(serverUnreadChats());
    expect(data.meta.total).toBe(serverUnreadChats());
    expect(selectUnreadChats(store.getState())).toBe(serverUnreadChats());
    sub.unsubscribe();
  });

  it('the latest chat list answered wins', async () => {
    const probe = store.dispatch(chatsApi.endpoints.listUnreadChats.initiate());
    await probe.unwrap();
    const id = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    const row = mock.current.db.tables.chats.find((c) => c.id === id);
    if (!row) throw new Error('no chat row');
    await store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId: id }));
    addMessage(mock.current.db, row, { sender: 'candidate', body: 'Hi!', is_free: true });
    const list = store.dispatch(
      chatsApi.endpoints.listJobOpeningChats.initiate({
        jobOpeningId: openingUuid(mock.current, WAREHOUSE),
        queryString: 'per_page=50',
      }),
    );
    await list.unwrap();
    expect(selectUnreadChats(store.getState())).toBe(serverUnreadChats());
    probe.unsubscribe();
    list.unsubscribe();
  });
});

describe('selectUnreadChats', () => {
  it('is 0 when logged out', () => {
    expect(selectUnreadChats({ auth: { token: null }, api: { queries: {} } })).toBe(0);
  });
});
