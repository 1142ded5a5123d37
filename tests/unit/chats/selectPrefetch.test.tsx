/**
 * Choosing a chat asks for its latest messages at once (issue #31 point 1: thread click → newest
 * message), before the URL changes and the screen renders the chat's panel: `open` and `select`
 * of useChatSelection start the thread's request themselves, the panel's query then shares it
 * (one cache entry, one request), and a chat whose messages are cached sends nothing.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { chatsApi, useChatMessagesQuery } from '../../../src/api/chatsApi';
import { useChatSelection } from '../../../src/features/chats/useChatSelection';
import {
  chatIdIn,
  demoToken,
  recordRequestPaths,
  setupChatsServer,
  storeWithToken,
  WAREHOUSE,
  type TestStore,
} from './helpers';

const mock = setupChatsServer();

function wrapperFor(store: TestStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/inbox']}>{children}</MemoryRouter>
      </Provider>
    );
  };
}

describe('useChatSelection asks for the chosen chat’s messages as it is chosen', () => {
  const requests = recordRequestPaths(mock);

  it('open and select send the thread’s request before the URL changes; the panel shares it', async () => {
    const store = storeWithToken(await demoToken());
    const chatId = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
    const other = chatIdIn(mock.current, WAREHOUSE, 'pending');
    const messagesOf = (id: number) => `/v1/employers/chat/${id}/messages`;
    const setFilters = jest.fn(() => {
      // When the URL is changed, the chosen chat's request has already been sent.
      expect(
        chatsApi.endpoints.listChatMessages.select({ chatId })(store.getState()).status,
      ).not.toBe('uninitialized');
    });
    const { result } = renderHook(
      () => useChatSelection({ selectedId: undefined, listed: [], cached: undefined, setFilters }),
      { wrapper: wrapperFor(store) },
    );

    act(() => result.current.open(chatId));
    expect(setFilters).toHaveBeenCalledWith(
      { chat: String(chatId) },
      { resetPage: false, push: true },
    );
    await waitFor(() =>
      expect(chatsApi.endpoints.listChatMessages.select({ chatId })(store.getState()).status).toBe(
        'fulfilled',
      ),
    );
    const thread = chatsApi.endpoints.listChatMessages.select({ chatId })(store.getState()).data;
    expect(thread?.data.length).toBeGreaterThan(0);
    expect(thread?.data.every((message) => message.chat_id === chatId)).toBe(true);
    expect(requests().filter((path) => path === messagesOf(chatId))).toHaveLength(1);

    // The panel's query, mounted next, takes the answer: no second request.
    const panel = renderHook(() => useChatMessagesQuery(chatId), { wrapper: wrapperFor(store) });
    expect(panel.result.current.data).toBe(thread);
    // Chosen again while its messages are cached: nothing is sent.
    act(() => result.current.select(chatId));
    expect(requests().filter((path) => path === messagesOf(chatId))).toHaveLength(1);
    panel.unmount();

    // `select` (the keyboard's next chat) asks the same way.
    setFilters.mockImplementation(() => undefined);
    act(() => result.current.select(other));
    await waitFor(() =>
      expect(requests().filter((path) => path === messagesOf(other))).toHaveLength(1),
    );
    // Closing the chat asks for nothing.
    act(() => result.current.select(undefined));
    expect(setFilters).toHaveBeenLastCalledWith({ chat: undefined }, { resetPage: false });
    expect(requests().filter((path) => path.endsWith('/messages'))).toHaveLength(2);
  });
});
