/**
 * The pipeline counts of issue #9 point 3: after hire, reject, unlock, checkout, reading a
 * thread and a poll that brings a reply, the cached opening's `chat_counts` (and
 * `hired_count`) equal what the simulated API now answers — merged into the cache, never
 * refetched (DESIGN.md cache rules).
 */
import { waitFor } from '@testing-library/react';
import { addMessage } from '../../../mocks/model';
import { applyChatChange, chatListChanges, countedTotal } from '../../../src/api/chatCounts';
import { chatsApi } from '../../../src/api/chatsApi';
import {
  asRehydrated,
  deviceCopyRehydrated,
  selectDeviceCopyEntries,
} from '../../../src/api/deviceCopy';
import { jobOpeningsApi } from '../../../src/api/jobOpeningsApi';
import type { Chat, ChatCounts, JobOpening } from '../../../src/contract/types';
import {
  chatIdIn,
  demoToken,
  openingUuid,
  setupChatsServer,
  storeWithToken,
  WAREHOUSE,
  type TestStore,
} from './helpers';

const COUNTS: ChatCounts = {
  pending: 2,
  unlocked: 1,
  expired: 1,
  hired: 0,
  rejected: 0,
  unread: 1,
};

describe('applyChatChange', () => {
  it('moves a chat from its old status to its new one', () => {
    expect(
      applyChatChange(
        COUNTS,
        { status: 'pending', unread_count: 0 },
        { status: 'rejected', unread_count: 0 },
      ),
    ).toEqual({ ...COUNTS, pending: 1, rejected: 1 });
  });

  it('follows the unread state, not the number of unread messages', () => {
    const read = applyChatChange(
      COUNTS,
      { status: 'unlocked', unread_count: 3 },
      { status: 'unlocked', unread_count: 0 },
    );
    expect(read).toEqual({ ...COUNTS, unread: 0 });
    const more = applyChatChange(
      COUNTS,
      { status: 'unlocked', unread_count: 1 },
      { status: 'unlocked', unread_count: 4 },
    );
    expect(more).toBe(COUNTS);
  });

  it('never goes below zero and keeps the total of a consistent merge', () => {
    const stale = applyChatChange(
      { ...COUNTS, hired: 0 },
      { status: 'hired', unread_count: 0 },
      { status: 'rejected', unread_count: 0 },
    );
    expect(stale.hired).toBe(0);
    const moved = applyChatChange(
      COUNTS,
      { status: 'expired', unread_count: 0 },
      { status: 'unlocked', unread_count: 0 },
    );
    expect(countedTotal(moved)).toBe(countedTotal(COUNTS));
  });
});

describe('chatListChanges', () => {
  const chat = (id: number, status: Chat['status'], unread: number) =>
    ({
      id,
      status,
      unread_count: unread,
      job_opening_uuid: 'o-1',
      updated_at: '2026-05-15T12:00:00Z',
    }) as Chat;

  it('ignores an answer older than the cached chat (a poll that left before an action)', () => {
    const hired = { ...chat(1, 'hired', 0), updated_at: '2026-05-15T12:00:05Z' };
    expect(chatListChanges(() => hired, [chat(1, 'unlocked', 0)])).toEqual([]);
  });

  it('ignores an answer that shows a hired or rejected chat otherwise, even with the same updated_at', () => {
    // A poll that left before the hire's answer, in the same second: the chat's `updated_at`
    // (seconds) is the unlock's. Counted, it would move the chat back to unlocked, and the next
    // poll would count the hire again (hired_count one too many, seen in the e2e chats test).
    const hired = chat(1, 'hired', 0);
    const rejected = chat(2, 'rejected', 0);
    const cached = new Map([
      [1, hired],
      [2, rejected],
    ]);
    expect(
      chatListChanges((id) => cached.get(id), [chat(1, 'unlocked', 0), chat(2, 'pending', 0)]),
    ).toEqual([]);
    // What a final chat can still change: its unread state.
    expect(chatListChanges((id) => cached.get(id), [chat(1, 'hired', 2)])).toEqual([
      { jobOpeningUuid: 'o-1', before: hired, after: chat(1, 'hired', 2) },
    ]);
  });

  it('lists the chats whose status or unread state changed since last seen, skipping new ones', () => {
    const seen = new Map([
      [1, chat(1, 'pending', 0)],
      [2, chat(2, 'unlocked', 0)],
      [3, chat(3, 'unlocked', 2)],
    ]);
    const changes = chatListChanges(
      (id) => seen.get(id),
      [
        chat(1, 'pending', 0),
        chat(2, 'unlocked', 1),
        chat(3, 'unlocked', 5),
        chat(4, 'pending', 1),
      ],
    );
    expect(changes).toEqual([
      { jobOpeningUuid: 'o-1', before: seen.get(2), after: chat(2, 'unlocked', 1) },
    ]);
  });
});

const mock = setupChatsServer();
const LIST = 'per_page=100';
/** Marks the test's own requests to the API, which the request count leaves out. */
const PROBE = 'x-test-probe';

describe('chat actions keep every cached opening’s counts equal to the API’s (issue #9 point 3)', () => {
  let store: TestStore;
  let token: string;
  let opening: string;
  let requests: string[];
  /** The request that loaded the cached openings list: a refetch would replace it. */
  let openingsRequestId: string | undefined;

  /** The opening as the API answers now (a separate request, outside the store). */
  async function serverOpening(): Promise<JobOpening> {
    const response = await fetch(`http://localhost/v1/employers/job-openings?${LIST}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', [PROBE]: '1' },
    });
    const body = (await response.json()) as { data: JobOpening[] };
    const found = body.data.find((o) => o.uuid === opening);
    if (!found) throw new Error('opening not listed');
    return found;
  }

  const cachedOpening = () =>
    jobOpeningsApi.endpoints.listJobOpenings
      .select(LIST)(store.getState())
      .data?.data.find((o) => o.uuid === opening);

  const cachedChat = (id: number) =>
    chatsApi.endpoints.listJobOpeningChats
      .select({ jobOpeningId: opening, queryString: 'per_page=50' })(store.getState())
      .data?.data.find((c) => c.id === id);

  async function expectCountsLikeServer() {
    const server = await serverOpening();
    await waitFor(() => {
      expect(cachedOpening()?.chat_counts).toEqual(server.chat_counts);
      expect(cachedOpening()?.hired_count).toBe(server.hired_count);
      expect(cachedOpening()?.total).toBe(server.total);
    });
    // Merged, not refetched: the openings list was asked once, when loaded (a refetch
    // would have dispatched a new request the moment the cache was invalidated).
    expect(jobOpeningsApi.endpoints.listJobOpenings.select(LIST)(store.getState())).toMatchObject({
      status: 'fulfilled',
      requestId: openingsRequestId,
    });
    expect(requests.filter((r) => r === 'GET /v1/employers/job-openings')).toEqual([]);
  }

  beforeEach(async () => {
    token = await demoToken();
    store = storeWithToken(token);
    opening = openingUuid(mock.current, WAREHOUSE);
    const [openings, chats] = await Promise.all([
      store.dispatch(jobOpeningsApi.endpoints.listJobOpenings.initiate(LIST)),
      store.dispatch(
        chatsApi.endpoints.listJobOpeningChats.initiate({
          jobOpeningId: opening,
          queryString: 'per_page=50',
        }),
      ),
    ]);
    expect(openings.data?.data.map((o) => o.uuid)).toContain(opening);
    expect(chats.data?.data.length).toBeGreaterThan(0);
    openingsRequestId = openings.requestId;
    requests = [];
    mock.current.server.events.on('request:start', ({ request }) => {
      if (!request.headers.get(PROBE))
        requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
  });
  afterEach(() => mock.current.server.events.removeAllListeners());

  it('starts equal', async () => {
    expect(cachedOpening()?.chat_counts).toEqual((await serverOpening()).chat_counts);
  });

  it('reject: pending − 1, rejected + 1', async () => {
    const before = cachedOpening()?.chat_counts;
    const id = chatIdIn(mock.current, WAREHOUSE, 'pending');
    await store.dispatch(chatsApi.endpoints.rejectCandidate.initiate({ chatId: id })).unwrap();
    await waitFor(() =>
      expect(cachedOpening()?.chat_counts).toMatchObject({
        pending: (before?.pending ?? NaN) - 1,
        rejected: (before?.rejected ?? NaN) + 1,
      }),
    );
    await expectCountsLikeServer();
  });

  it('hire: unlocked − 1, hired + 1, hired_count + 1', async () => {
    const id = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    await store.dispatch(chatsApi.endpoints.hireCandidate.initiate({ chatId: id })).unwrap();
    await expectCountsLikeServer();
  });

  it('unlock of an expired chat: expired − 1, unlocked + 1', async () => {
    const id = chatIdIn(mock.current, WAREHOUSE, 'expired');
    const before = cachedOpening()?.chat_counts;
    await store
      .dispatch(
        chatsApi.endpoints.unlockChat.initiate({
          chatId: id,
          idempotencyKey: 'count-merge-unlock-1',
        }),
      )
      .unwrap();
    await waitFor(() =>
      expect(cachedOpening()?.chat_counts.expired).toBe((before?.expired ?? NaN) - 1),
    );
    await expectCountsLikeServer();
  });

  it('checkout: the returned opening brings the new pending chats', async () => {
    const suggestions = await store
      .dispatch(
        jobOpeningsApi.endpoints.listSuggestedCandidates.initiate({
          jobOpeningId: opening,
          desiredCandidates: 2,
        }),
      )
      .unwrap();
    await store
      .dispatch(
        chatsApi.endpoints.checkoutCandidates.initiate({
          jobOpeningId: opening,
          candidate_uuids: suggestions.data.slice(0, 2).map((c) => c.uuid),
          idempotencyKey: 'cm-checkout-1',
        }),
      )
      .unwrap();
    await expectCountsLikeServer();
  });

  it('reading a thread with unread messages: unread − 1', async () => {
    const chats = chatsApi.endpoints.listJobOpeningChats.select({
      jobOpeningId: opening,
      queryString: 'per_page=50',
    })(store.getState()).data?.data;
    const unread = chats?.find((c) => c.unread_count > 0);
    if (!unread) throw new Error('the demo has an unread chat');
    const before = cachedOpening()?.chat_counts.unread ?? NaN;
    await store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId: unread.id }));
    await waitFor(() => expect(cachedOpening()?.chat_counts.unread).toBe(before - 1));
    await expectCountsLikeServer();
  });

  it('a poll that brings a reply: unread + 1', async () => {
    const id = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    const row = mock.current.db.tables.chats.find((c) => c.id === id);
    if (!row) throw new Error('no chat row');
    // Read the thread first, so the chat has nothing unread…
    await store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId: id }));
    await waitFor(() => expect(cachedChat(id)?.unread_count).toBe(0));
    const before = cachedOpening()?.chat_counts.unread ?? NaN;
    // …then the candidate answers, and the next poll of the list sees it.
    addMessage(mock.current.db, row, { sender: 'candidate', body: 'Hello again', is_free: true });
    await store.dispatch(
      chatsApi.endpoints.listJobOpeningChats.initiate(
        { jobOpeningId: opening, queryString: 'per_page=50' },
        { forceRefetch: true },
      ),
    );
    await waitFor(() => expect(cachedOpening()?.chat_counts.unread).toBe(before + 1));
    await expectCountsLikeServer();
  });

  it('a failed action counts nothing', async () => {
    const before = cachedOpening()?.chat_counts;
    const id = chatIdIn(mock.current, WAREHOUSE, 'hired');
    const result = await store.dispatch(
      chatsApi.endpoints.rejectCandidate.initiate({ chatId: id }),
    );
    expect(result.error).toMatchObject({ status: 409 });
    expect(cachedOpening()?.chat_counts).toBe(before);
  });
});

describe('after a reload, the device’s copy of the last visit counts nothing (issue #31 point 2)', () => {
  it('a hire of the last visit, already in the fresh openings, is not counted again by the fresh list', async () => {
    const token = await demoToken();
    const opening = openingUuid(mock.current, WAREHOUSE);
    const chatsArgs = { jobOpeningId: opening, queryString: 'per_page=50' };
    // The last visit: the opening's chats seen, then a hire; its device copy holds the list as
    // it was before the hire's answer merged (the copy is written now and then, not per change).
    const lastVisit = storeWithToken(token);
    await lastVisit.dispatch(chatsApi.endpoints.listJobOpeningChats.initiate(chatsArgs));
    const copy = asRehydrated(selectDeviceCopyEntries(lastVisit.getState().api));
    expect(Object.keys(copy.queries).length).toBeGreaterThan(0);
    const id = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    await lastVisit.dispatch(chatsApi.endpoints.hireCandidate.initiate({ chatId: id })).unwrap();

    // The reload: the copy is put back, then the screen's fresh answers come, openings first.
    const store = storeWithToken(token);
    store.dispatch(deviceCopyRehydrated(copy));
    expect(
      chatsApi.endpoints.listJobOpeningChats
        .select(chatsArgs)(store.getState())
        .data?.data.find((c) => c.id === id)?.status,
    ).toBe('unlocked');
    const openings = await store
      .dispatch(jobOpeningsApi.endpoints.listJobOpenings.initiate(LIST))
      .unwrap();
    const fresh = openings.data.find((o) => o.uuid === opening);
    if (!fresh) throw new Error('opening not listed');
    await store
      .dispatch(chatsApi.endpoints.listJobOpeningChats.initiate(chatsArgs, { forceRefetch: true }))
      .unwrap();

    const cached = jobOpeningsApi.endpoints.listJobOpenings
      .select(LIST)(store.getState())
      .data?.data.find((o) => o.uuid === opening);
    expect(cached?.chat_counts).toEqual(fresh.chat_counts);
    expect(cached?.hired_count).toBe(fresh.hired_count);
  });
});
