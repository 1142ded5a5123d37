/**
 * SPEC §9: the chat list refetches every 10 s and the chat messages every 20 s, both also on
 * window focus. Checked twice: the options the hooks hand to RTK Query (spied), and the
 * behaviour — requests counted against the simulated API with fake timers and a focus event.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { addMessage } from '../../../mocks/model';
import {
  CHAT_LIST_POLL_MS,
  CHAT_MESSAGES_POLL_MS,
  chatsApi,
  useChatListQuery,
  useChatMessagesQuery,
} from '../../../src/api/chatsApi';
import { useThreadMessages } from '../../../src/features/chats/useThreadMessages';
import {
  chatIdIn,
  demoToken,
  openingUuid,
  recordRequestPaths,
  setupChatsServer,
  storeWrapper,
  storeWithToken,
  WAREHOUSE,
} from './helpers';

const mock = setupChatsServer();

describe('polling intervals (SPEC §9)', () => {
  it('are 10 s for the chat list and 20 s for the messages', () => {
    expect(CHAT_LIST_POLL_MS).toBe(10_000);
    expect(CHAT_MESSAGES_POLL_MS).toBe(20_000);
  });

  it('useChatListQuery asks RTK Query for a 10 s poll and a refetch on focus', async () => {
    const store = storeWithToken(await demoToken());
    const spy = jest.spyOn(chatsApi, 'useListJobOpeningChatsQuery');
    const args = { jobOpeningId: openingUuid(mock.current, WAREHOUSE), queryString: '' };
    const { unmount } = renderHook(() => useChatListQuery(args), {
      wrapper: storeWrapper(store),
    });
    expect(spy).toHaveBeenCalledWith(
      args,
      expect.objectContaining({ pollingInterval: 10_000, refetchOnFocus: true }),
    );
    unmount();
    spy.mockRestore();
  });

  it('useChatMessagesQuery asks RTK Query for a 20 s poll and a refetch on focus', async () => {
    const store = storeWithToken(await demoToken());
    const spy = jest.spyOn(chatsApi, 'useListChatMessagesQuery');
    const { unmount } = renderHook(() => useChatMessagesQuery(1288), {
      wrapper: storeWrapper(store),
    });
    expect(spy).toHaveBeenCalledWith(
      { chatId: 1288 },
      expect.objectContaining({ pollingInterval: 20_000, refetchOnFocus: true, skip: false }),
    );
    unmount();
    spy.mockRestore();
  });
});

describe('polling and focus refetch, as requests (SPEC §9)', () => {
  const requests = recordRequestPaths(mock);
  afterEach(() => jest.useRealTimers());

  const count = (suffix: string) => requests().filter((path) => path.endsWith(suffix)).length;

  async function advance(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  it('refetches the chat list every 10 s and the messages every 20 s', async () => {
    const store = storeWithToken(await demoToken());
    const jobOpeningId = openingUuid(mock.current, WAREHOUSE);
    const chatId = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { unmount } = renderHook(
      () => {
        useChatListQuery({ jobOpeningId, queryString: '' });
        useChatMessagesQuery(chatId);
      },
      { wrapper: storeWrapper(store) },
    );
    await advance(100);
    expect(count('/chats')).toBe(1);
    expect(count('/messages')).toBe(1);

    await advance(9_800); // 9.9 s: no poll yet
    expect(count('/chats')).toBe(1);
    await advance(300); // 10.2 s
    expect(count('/chats')).toBe(2);
    expect(count('/messages')).toBe(1);
    await advance(10_000); // 20.2 s
    expect(count('/chats')).toBe(3);
    expect(count('/messages')).toBe(2);
    unmount();
  });

  it('refetches both on window focus', async () => {
    const store = storeWithToken(await demoToken());
    const jobOpeningId = openingUuid(mock.current, WAREHOUSE);
    const chatId = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    const { result, unmount } = renderHook(
      () => ({
        list: useChatListQuery({ jobOpeningId, queryString: '' }),
        thread: useChatMessagesQuery(chatId),
      }),
      { wrapper: storeWrapper(store) },
    );
    // From the store, which has every answer at once (the hooks get them a frame later).
    const answered = () => {
      const state = store.getState();
      expect(
        chatsApi.endpoints.listJobOpeningChats.select({ jobOpeningId, queryString: '' })(state)
          .status,
      ).toBe('fulfilled');
      expect(chatsApi.endpoints.listChatMessages.select({ chatId })(state).status).toBe(
        'fulfilled',
      );
    };
    // Both first loads are in (a focus refetch skips a query still on its way).
    await waitFor(() => {
      answered();
      expect(result.current.list.data?.data.map((chat) => chat.id)).toContain(chatId);
      expect(result.current.thread.data?.data.every((m) => m.chat_id === chatId)).toBe(true);
      expect(result.current.thread.data?.data.length).toBeGreaterThan(0);
    });
    expect([count('/chats'), count('/messages')]).toEqual([1, 1]);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect([count('/chats'), count('/messages')]).toEqual([2, 2]));
    // Once both answers are in, still one refetch each.
    await waitFor(answered);
    expect([count('/chats'), count('/messages')]).toEqual([2, 2]);
    unmount();
  });
});

describe('list and thread agree (issue #19 point 6)', () => {
  it('reloads the thread at once when the list reports a newer last message, and only once', async () => {
    const store = storeWithToken(await demoToken());
    const chatId = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    const requests: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === `/v1/employers/chat/${chatId}/messages`)
        requests.push(request.url);
    };
    mock.current.server.events.on('request:start', count);
    const { result, rerender } = renderHook(
      ({ last }: { last?: number }) => useThreadMessages(chatId, { listLastMessageId: last }),
      { wrapper: storeWrapper(store), initialProps: { last: undefined as number | undefined } },
    );
    await waitFor(() => expect(result.current.messages.length).toBeGreaterThan(0));
    expect(requests).toHaveLength(1);
    // A reply arrives; the list's poll sees it first.
    const chat = mock.current.db.tables.chats.find((c) => c.id === chatId);
    if (!chat) throw new Error('no chat');
    const reply = addMessage(mock.current.db, chat, {
      sender: 'candidate',
      body: 'I can come in on Thursday.',
      is_free: true,
    });
    rerender({ last: reply.id });
    await waitFor(() => expect(result.current.messages.at(-1)?.id).toBe(reply.id));
    expect(requests).toHaveLength(2);
    // Read by that reload (the server marks it read).
    expect(mock.current.db.tables.messages.find((m) => m.id === reply.id)?.read_at).not.toBeNull();
    // The same report again asks nothing more.
    rerender({ last: reply.id });
    expect(requests).toHaveLength(2);
    mock.current.server.events.removeListener('request:start', count);
  });
});
