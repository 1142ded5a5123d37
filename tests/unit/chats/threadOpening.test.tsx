/**
 * A thread opens on its newest message at the click (issue #31 point 1): with no page of the
 * chat in the cache, `useThreadMessages` shows the chat row's `last_message` alone while the
 * first page is on its way, and that page then arrives above it as a prepend (react-virtuoso's
 * `firstItemIndex` goes down by the number of messages added above, the newest one keeps its
 * index). A thread whose page is cached shows the page at once, with no stand-in.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { useThreadMessages } from '../../../src/features/chats/useThreadMessages';
import { demoToken, listedChat, setupChatsServer, storeWithToken, storeWrapper } from './helpers';

const mock = setupChatsServer();

test('the row’s last message is the thread until the first page arrives above it', async () => {
  const store = storeWithToken(await demoToken());
  const chat = await listedChat(mock.current, store, 'unlocked');
  const last = chat.last_message;
  if (!last) throw new Error('the unlocked chat has no messages');
  const options = { listLastMessageId: last.id, listLastMessage: last };
  const { result } = renderHook(() => useThreadMessages(chat.id, options), {
    wrapper: storeWrapper(store),
  });

  // First render, nothing asked yet: the newest message alone, the page loading.
  expect(result.current.messages).toEqual([last]);
  expect(result.current.showsListLastMessage).toBe(true);
  expect(result.current.isLoading).toBe(true);
  expect(result.current.hasOlder).toBe(false);
  const openedAt = result.current.firstItemIndex;

  // The page: the same newest message last, the others prepended above it.
  await waitFor(() => expect(result.current.showsListLastMessage).toBe(false));
  const { messages } = result.current;
  expect(messages.length).toBeGreaterThan(1);
  // (the same message, read now: the page's request marked it read)
  expect(messages.at(-1)).toEqual({ ...last, read_at: expect.any(String) });
  expect(result.current.isLoading).toBe(false);
  expect(result.current.firstItemIndex).toBe(openedAt - (messages.length - 1));
  const served = mock.current.db.tables.messages
    .filter((message) => message.chat_id === chat.id)
    .map((message) => message.id)
    .sort((a, b) => a - b);
  expect(messages.map((message) => message.id)).toEqual(served.slice(-messages.length));

  // Opened again with the page cached: the page at once, no stand-in.
  const again = renderHook(() => useThreadMessages(chat.id, options), {
    wrapper: storeWrapper(store),
  });
  expect(again.result.current.showsListLastMessage).toBe(false);
  expect(again.result.current.messages.length).toBe(messages.length);
});

test('a failed first page shows the error, not the stand-in', async () => {
  const store = storeWithToken(await demoToken());
  const chat = await listedChat(mock.current, store, 'unlocked');
  const { http, HttpResponse } = await import('msw');
  mock.current.server.use(
    http.get('*/v1/employers/chat/:id/messages', () =>
      HttpResponse.json({ message: 'Server error' }, { status: 500 }),
    ),
  );
  const { result } = renderHook(
    () => useThreadMessages(chat.id, { listLastMessage: chat.last_message }),
    { wrapper: storeWrapper(store) },
  );
  expect(result.current.showsListLastMessage).toBe(true);
  await waitFor(() => expect(result.current.error).toBeDefined(), { timeout: 15_000 });
  expect(result.current.showsListLastMessage).toBe(false);
  expect(result.current.messages).toEqual([]);
});
