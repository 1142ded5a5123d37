/**
 * Unlock, reject and hire (SPEC §4): what each chat status offers, one paid request per
 * attempt whatever the clicks, and the SPEC notices. Reject's undo window is tested in
 * rejectUndo.test.tsx.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Chat } from '../../../src/contract/types';
import { ChatActions } from '../../../src/features/chats/ChatActions';
import { setNotifier, type Notification } from '../../../src/store/notifier';
import {
  demoToken,
  NOW,
  setupChatsServer,
  storeWithToken,
  type TestStore,
  listedChat,
} from './helpers';
import { renderChats } from './render';

const mock = setupChatsServer();
let notifications: Notification[];
let posts: { path: string; key: string | null }[];

beforeEach(() => {
  notifications = [];
  posts = [];
  setNotifier((n) => notifications.push(n));
  mock.current.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/chat/'))
      posts.push({
        path: new URL(request.url).pathname,
        key: request.headers.get('Idempotency-Key'),
      });
  });
});
afterEach(() => {
  setNotifier(null);
  mock.current.server.events.removeAllListeners();
});

const chatIn = (store: TestStore, status: Chat['status']) =>
  listedChat(mock.current, store, status);

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('ChatActions', () => {
  it.each([
    ['pending', ['Unlock', 'Reject']],
    ['unlocked', ['Hire', 'Reject']],
    ['expired', ['Unlock', 'Hire', 'Reject']],
    ['hired', []],
    ['rejected', []],
  ] as const)('a %s chat offers %j', async (status, expected) => {
    const store = storeWithToken(await demoToken());
    renderChats(<ChatActions chat={await chatIn(store, status)} now={NOW} />, store);
    expect(buttons()).toEqual(expected);
  });

  it('unlock: confirms the charge to the card on file, sends ONE request with an Idempotency-Key on a double click', async () => {
    const store = storeWithToken(await demoToken());
    const chat = await chatIn(store, 'pending');
    const updated: Chat[] = [];
    renderChats(
      <ChatActions chat={chat} now={NOW} onChatUpdated={(c) => updated.push(c)} />,
      store,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('card on file');
    // The price is said before paying (issue #19 point 4): the Growth plan's $12.00 fee.
    await waitFor(() =>
      expect(dialog).toHaveTextContent('$12.00 charged to your Visa ending in 4242'),
    );
    const pay = screen.getByRole('button', { name: 'Unlock and pay $12.00' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(posts).toEqual([
      { path: `/v1/employers/chat/${chat.id}/unlock`, key: expect.any(String) },
    ]);
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(updated[0]).toMatchObject({ id: chat.id, status: 'unlocked' });
    expect(notifications[0]).toMatchObject({
      kind: 'success',
      summary: expect.objectContaining({ id: 'chats.toast.unlocked.summary' }),
    });
  });

  it('unlock declined (402): the provider’s reason shows in the dialog, no toast; the next attempt gets a new key', async () => {
    mock.current.server.use(
      http.post('*/v1/employers/chat/:id/unlock', () =>
        HttpResponse.json(
          {
            message: 'Your card was declined.',
            errors: [],
            payment_error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
            },
          },
          { status: 402 },
        ),
      ),
    );
    const store = storeWithToken(await demoToken());
    const chat = await chatIn(store, 'pending');
    renderChats(<ChatActions chat={chat} now={NOW} />, store);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Unlock and pay/ }));
    expect(await screen.findByText("The payment didn't go through")).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Unlock and pay/ }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0].key).not.toBe(posts[1].key);
    expect(notifications).toEqual([]);
  });

  it('unlock needing 3-D Secure: confirmed with the provider, then the same request is repeated with the same key', async () => {
    let calls = 0;
    mock.current.server.use(
      http.post('*/v1/employers/chat/:id/unlock', () => {
        calls += 1;
        if (calls > 1) return undefined; // the real handler: the confirmed repeat succeeds
        return HttpResponse.json(
          {
            message: 'Your card needs authentication.',
            errors: [],
            payment_error: {
              type: 'card_error',
              code: 'authentication_required',
              requires_action: true,
              client_secret: 'pi_123_secret_456',
            },
          },
          { status: 402 },
        );
      }),
    );
    const store = storeWithToken(await demoToken());
    const chat = await chatIn(store, 'pending');
    const updated: Chat[] = [];
    renderChats(
      <ChatActions chat={chat} now={NOW} onChatUpdated={(c) => updated.push(c)} />,
      store,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Unlock and pay/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(posts).toHaveLength(2);
    expect(posts[1].key).toBe(posts[0].key);
    expect(updated[0]).toMatchObject({ status: 'unlocked' });
  });

  it('hire: confirm → "Candidate hired" notice, then the hired callback', async () => {
    const store = storeWithToken(await demoToken());
    const chat = await chatIn(store, 'unlocked');
    const order: string[] = [];
    setNotifier((n) => order.push(`notice:${(n.summary as { id: string }).id}`));
    renderChats(
      <ChatActions chat={chat} now={NOW} onHired={(c) => order.push(`hired:${c.status}`)} />,
      store,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hire' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hire candidate' }));
    await waitFor(() => expect(order).toHaveLength(2));
    expect(order).toEqual(['notice:chats.toast.hired.summary', 'hired:hired']);
  });

  it('a failed action leaves the dialog open and toasts the server error', async () => {
    const store = storeWithToken(await demoToken());
    const chat = await chatIn(store, 'expired');
    // Another tab rejected the candidate meanwhile: hiring is now a 409.
    mock.current.db.tables.chats.find((c) => c.id === chat.id)!.is_rejected = true;
    renderChats(<ChatActions chat={chat} now={NOW} />, store);
    fireEvent.click(screen.getByRole('button', { name: 'Hire' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hire candidate' }));
    await waitFor(() => expect(notifications).toHaveLength(1));
    expect(notifications[0]).toMatchObject({ kind: 'error' });
    // The failed mutation's promise settles in the microtasks after its rejected action (the
    // one that toasted): flushed, the dialog is still open.
    await act(async () => {});
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
