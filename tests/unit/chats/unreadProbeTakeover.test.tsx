/**
 * The unread badge's probe across tabs (issue #29 point 5; src/features/chats/UnreadChatsPoll.tsx):
 * a tab that waits for the probe lock takes the other tab's answers from the BroadcastChannel
 * without asking; once the probing tab closes (its lock released), the waiting tab asks at once,
 * even with a fresh answer of the other tab in its cache — the poll's cadence restarts from it.
 */
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { chatsApi } from '../../../src/api/chatsApi';
import type { ChatList, Employee } from '../../../src/contract/types';
import { UnreadChatsPoll } from '../../../src/features/chats/UnreadChatsPoll';
import { userLoaded } from '../../../src/store/authSlice';
import { demoToken, requestLine, setupChatsServer, storeWithToken } from './helpers';

const mock = setupChatsServer();
const PROBE = '/v1/employers/chats?unread=1&per_page=1';

/** `navigator.locks` where another tab holds every lock until `releaseOther` is called. */
function lockHeldByAnotherTab() {
  let releaseOther!: () => void;
  const otherTabHolds = new Promise<void>((resolve) => {
    releaseOther = resolve;
  });
  const locks = {
    request: (_name: string, callback: () => Promise<void>) => otherTabHolds.then(callback),
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { releaseOther };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

it('a waiting tab takes the prober’s answers without asking, then asks at once when the prober closes', async () => {
  const token = await demoToken();
  const store = storeWithToken(token);
  const me = (await (
    await fetch('http://localhost/v1/employers/auth/employee', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
  ).json()) as Employee;
  store.dispatch(userLoaded(me));
  const probes: string[] = [];
  mock.current.server.events.on('request:start', ({ request }) => {
    if (requestLine(request).startsWith(`GET ${PROBE} `)) probes.push(request.url);
  });
  const { releaseOther } = lockHeldByAnotherTab();
  // The probing tab's side of the channel: it answers this tab's "ask" with its last answer.
  const answer: ChatList = {
    data: [],
    meta: { current_page: 1, per_page: 1, total: 0, last_page: 1, unread_chats: 97 },
  } as unknown as ChatList;
  const otherTab = new BroadcastChannel('hireline.unread-probe');
  otherTab.onmessage = (event: MessageEvent<{ kind: string }>) => {
    if (event.data.kind === 'ask') {
      otherTab.postMessage({ kind: 'answer', employee: me.uuid, data: answer });
    }
  };
  const view = render(
    <Provider store={store}>
      <UnreadChatsPoll />
    </Provider>,
  );
  try {
    await waitFor(() =>
      expect(
        chatsApi.endpoints.listUnreadChats.select(undefined)(store.getState()).data?.meta
          .unread_chats,
      ).toBe(97),
    );
    expect(probes).toEqual([]);

    // The probing tab closes: this one holds the lock now and asks, though its answer is fresh.
    await act(async () => releaseOther());
    await waitFor(() => expect(probes).toHaveLength(1));
    await waitFor(() =>
      expect(
        chatsApi.endpoints.listUnreadChats.select(undefined)(store.getState()).data?.meta
          .unread_chats,
      ).not.toBe(97),
    );
  } finally {
    view.unmount();
    otherTab.close();
    mock.current.server.events.removeAllListeners();
  }
});
