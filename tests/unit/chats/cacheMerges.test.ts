/**
 * Cache rules of the chat actions against the simulated API (SPEC §4; DESIGN.md "Data
 * flow"): the returned chat replaces the cached one in every list holding it, hire adds one
 * to the cached opening's hired_count, unlock reloads the thread, and reading a thread zeroes
 * the cached unread count.
 */
import { waitFor } from '@testing-library/react';
import { chatsApi } from '../../../src/api/chatsApi';
import { jobOpeningsApi } from '../../../src/api/jobOpeningsApi';
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

async function loadLists(store: TestStore, jobOpeningId: string) {
  await store.dispatch(
    chatsApi.endpoints.listJobOpeningChats.initiate({ jobOpeningId, queryString: 'per_page=50' }),
  );
  await store.dispatch(
    chatsApi.endpoints.listJobOpeningChats.initiate({
      jobOpeningId,
      queryString: 'status=pending&per_page=50',
    }),
  );
  await store.dispatch(jobOpeningsApi.endpoints.listJobOpenings.initiate('per_page=100'));
}

const cachedChat = (store: TestStore, jobOpeningId: string, queryString: string, id: number) =>
  chatsApi.endpoints.listJobOpeningChats
    .select({ jobOpeningId, queryString })(store.getState())
    .data?.data.find((chat) => chat.id === id);

const cachedOpening = (store: TestStore, uuid: string) =>
  jobOpeningsApi.endpoints.listJobOpenings
    .select('per_page=100')(store.getState())
    .data?.data.find((opening) => opening.uuid === uuid);

/**
 * Each cached chat list as `queryString requestId status`: a refetch dispatches its request
 * (a new request id, `pending`) the moment the cache is invalidated.
 */
const chatListRequests = (store: TestStore) =>
  Object.values(store.getState().api.queries)
    .filter((entry) => entry?.endpointName === 'listJobOpeningChats')
    .map((entry) => `${JSON.stringify(entry?.originalArgs)} ${entry?.requestId} ${entry?.status}`)
    .sort();

describe('chat actions keep the cache right (SPEC §4)', () => {
  let store: TestStore;
  let opening: string;
  beforeEach(async () => {
    store = storeWithToken(await demoToken());
    opening = openingUuid(mock.current, WAREHOUSE);
    await loadLists(store, opening);
  });

  it('reject: the returned chat replaces the cached one in every list holding it', async () => {
    const id = chatIdIn(mock.current, WAREHOUSE, 'pending');
    expect(cachedChat(store, opening, 'per_page=50', id)?.status).toBe('pending');
    const requests: string[] = [];
    mock.current.server.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const listsBefore = chatListRequests(store);

    const returned = await store
      .dispatch(chatsApi.endpoints.rejectCandidate.initiate({ chatId: id }))
      .unwrap();

    expect(returned).toMatchObject({ id, status: 'rejected', is_rejected: true });
    await waitFor(() => {
      expect(cachedChat(store, opening, 'per_page=50', id)).toEqual(returned);
      expect(cachedChat(store, opening, 'status=pending&per_page=50', id)).toEqual(returned);
    });
    // The lists were merged, not refetched: no new request of theirs, none started.
    expect(chatListRequests(store)).toEqual(listsBefore);
    expect(requests.filter((r) => r.startsWith('GET') && r.endsWith('/chats'))).toEqual([]);
    mock.current.server.events.removeAllListeners();
  });

  it('hire: the chat becomes the returned record and the opening’s cached hired_count grows by one', async () => {
    const id = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    const before = cachedOpening(store, opening)?.hired_count ?? NaN;

    const returned = await store
      .dispatch(chatsApi.endpoints.hireCandidate.initiate({ chatId: id }))
      .unwrap();

    expect(returned).toMatchObject({ id, status: 'hired', is_hired: true });
    await waitFor(() => {
      expect(cachedChat(store, opening, 'per_page=50', id)).toEqual(returned);
      expect(cachedOpening(store, opening)?.hired_count).toBe(before + 1);
    });
  });

  it('unlock: the chat becomes the returned record and its thread reloads', async () => {
    const id = chatIdIn(mock.current, WAREHOUSE, 'expired');
    await store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId: id }));
    const threadBefore = chatsApi.endpoints.listChatMessages.select({ chatId: id })(
      store.getState(),
    ).data?.data.length;

    const returned = await store
      .dispatch(
        chatsApi.endpoints.unlockChat.initiate({ chatId: id, idempotencyKey: 'test-key-0001' }),
      )
      .unwrap();

    expect(returned).toMatchObject({ id, status: 'unlocked', is_unlocked: true });
    const thread = () =>
      chatsApi.endpoints.listChatMessages.select({ chatId: id })(store.getState()).data?.data;
    // The unlock's system notice arrives through the reload.
    await waitFor(() => {
      expect(cachedChat(store, opening, 'per_page=50', id)).toEqual(returned);
      expect(thread()?.length).toBe((threadBefore ?? 0) + 1);
    });
    expect(thread()?.at(-1)).toMatchObject({ sender: 'system' });
  });

  it('a failed action changes nothing in the cache', async () => {
    const id = chatIdIn(mock.current, WAREHOUSE, 'hired');
    const before = cachedChat(store, opening, 'per_page=50', id);
    const result = await store.dispatch(
      chatsApi.endpoints.rejectCandidate.initiate({ chatId: id }),
    );
    expect(result.error).toMatchObject({ status: 409 });
    expect(cachedChat(store, opening, 'per_page=50', id)).toBe(before);
  });

  it('reading the latest page of a thread zeroes the chat’s cached unread count', async () => {
    const chat = (
      chatsApi.endpoints.listJobOpeningChats.select({
        jobOpeningId: opening,
        queryString: 'per_page=50',
      })(store.getState()).data?.data ?? []
    ).find((c) => c.unread_count > 0);
    if (!chat) throw new Error('the demo has an unread chat');
    await store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId: chat.id }));
    await waitFor(() =>
      expect(cachedChat(store, opening, 'per_page=50', chat.id)?.unread_count).toBe(0),
    );
  });
});
