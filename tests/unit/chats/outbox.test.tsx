/**
 * Exactly-once sends (issue #18 point 2): a message gets its Idempotency-Key when Send is
 * pressed and keeps it for every retry; until the server answers 201 it is in the chat's
 * outbox (sending, then not sent with Retry and Discard, its text kept), sent in order, saved
 * per employer and emptied on logout; the thread never shows it twice. Against the simulated
 * API (msw/node), with Jest's fake clock through the base query's backoffs: no test sleeps.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chatsApi } from '../../../src/api/chatsApi';
import type { Message } from '../../../src/contract/types';
import { logOut } from '../../../src/features/auth/session';
import { OutboxMessages } from '../../../src/features/chats/OutboxMessages';
import { nextToSend, useChatOutbox } from '../../../src/features/chats/OutboxSender';
import { userLoaded } from '../../../src/store/authSlice';
import { messageQueued, outboxStorageKey, type OutboxEntry } from '../../../src/store/outboxSlice';
import { chatIdIn, demoToken, setupChatsServer, storeWithToken, WAREHOUSE } from './helpers';
import { renderChats } from './render';

const mock = setupChatsServer();
const FREE = '*/v1/employers/chat/:chat_id/free-messages';
const FORWARDED = 'x-test-forwarded';

/** Every free-message request that reached the API: its key and body, in order. */
let seen: Array<{ key: string | null; body: string }>;

beforeEach(() => {
  seen = [];
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2026-05-15T12:00:00Z') });
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/**
 * Answers free messages through the simulated API, except that the `faults` first ones fail:
 * `lost` ones after the API stored them (the answer is lost), `down` ones before.
 */
function withFaults(faults: Array<'lost' | 'down'>) {
  mock.current.server.use(
    http.post(FREE, async ({ request }) => {
      if (request.headers.get(FORWARDED)) return undefined;
      const body = (await request.clone().json()) as { body: string };
      seen.push({ key: request.headers.get('Idempotency-Key'), body: body.body });
      const fault = faults.shift();
      const headers = new Headers(request.headers);
      headers.set(FORWARDED, '1');
      if (fault === 'down') return HttpResponse.error();
      const answer = await fetch(request.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (fault === 'lost') return HttpResponse.error();
      return answer;
    }),
  );
}

/** Runs the fake clock until `done()` holds (the sends and their backoffs settle). */
async function runUntil(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) {
    await act(() => jest.advanceTimersByTimeAsync(100));
  }
  expect(done()).toBe(true);
}

function Outbox({ chatId }: { chatId: number }) {
  const { entries, queue } = useChatOutbox(chatId);
  return (
    <>
      <OutboxMessages entries={entries} />
      <button type="button" onClick={() => queue({ kind: 'free', body: 'Hello from the train' })}>
        queue
      </button>
    </>
  );
}

async function setup() {
  const store = storeWithToken(await demoToken());
  const chatId = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
  // The thread is on screen: its latest page is cached.
  await act(async () => {
    const thread = store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId }));
    await jest.advanceTimersByTimeAsync(100);
    await thread;
  });
  renderChats(<Outbox chatId={chatId} />, store);
  const stored = (body: string) =>
    mock.current.db.tables.messages.filter((m) => m.chat_id === chatId && m.body === body);
  const threadIds = (body: string) =>
    (
      chatsApi.endpoints.listChatMessages.select({ chatId })(store.getState()).data?.data ?? []
    ).filter((m: Message) => m.body === body);
  return { store, chatId, stored, threadIds };
}

it('sends with a key made at Send; a lost answer is retried with it and stored once, shown once', async () => {
  withFaults(['lost', 'down']);
  const { store, stored, threadIds } = await setup();
  fireEvent.click(screen.getByRole('button', { name: 'queue' }));
  expect(screen.getByText('Hello from the train')).toBeInTheDocument();
  expect(screen.getByText('Sending…')).toBeInTheDocument();
  await runUntil(() => store.getState().outbox.entries.length === 0);
  expect(seen).toHaveLength(3);
  expect(new Set(seen.map((s) => s.key)).size).toBe(1);
  expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
  expect(stored('Hello from the train')).toHaveLength(1);
  expect(threadIds('Hello from the train').map((m) => m.id)).toEqual([
    stored('Hello from the train')[0].id,
  ]);
  expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
});

it('shows a message whose every attempt failed as not sent, its text kept; Retry resends it with the same key', async () => {
  withFaults(['lost', 'down', 'down']);
  const { store, stored } = await setup();
  fireEvent.click(screen.getByRole('button', { name: 'queue' }));
  await runUntil(() => store.getState().outbox.entries[0]?.status === 'failed');
  expect(screen.getByRole('alert')).toHaveTextContent('Not sent. No connection.');
  expect(screen.getByText('Hello from the train')).toBeInTheDocument();
  expect(stored('Hello from the train')).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await runUntil(() => store.getState().outbox.entries.length === 0);
  expect(seen).toHaveLength(4);
  expect(new Set(seen.map((s) => s.key)).size).toBe(1);
  expect(stored('Hello from the train')).toHaveLength(1);
});

it('queues the failed messages again by themselves when the browser comes back online', async () => {
  withFaults(['down', 'down', 'down']);
  const { store, stored } = await setup();
  fireEvent.click(screen.getByRole('button', { name: 'queue' }));
  await runUntil(() => store.getState().outbox.entries[0]?.status === 'failed');
  act(() => void window.dispatchEvent(new Event('online')));
  await runUntil(() => store.getState().outbox.entries.length === 0);
  expect(stored('Hello from the train')).toHaveLength(1);
});

it('Discard drops a message that was not sent, and a 4xx is not retried by itself', async () => {
  mock.current.server.use(
    http.post(FREE, () =>
      HttpResponse.json(
        {
          message: 'This chat is locked.',
          errors: ['Unlock the chat to send free-text messages.'],
        },
        { status: 409 },
      ),
    ),
  );
  const { store } = await setup();
  fireEvent.click(screen.getByRole('button', { name: 'queue' }));
  await runUntil(() => store.getState().outbox.entries[0]?.status === 'failed');
  expect(screen.getByRole('alert')).toHaveTextContent('Not sent. This chat is locked.');
  act(() => void window.dispatchEvent(new Event('online')));
  expect(store.getState().outbox.entries[0]?.status).toBe('failed');
  fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(store.getState().outbox.entries).toEqual([]);
  expect(screen.queryByText('Hello from the train')).not.toBeInTheDocument();
});

it('sends a chat’s messages in order, one at a time', async () => {
  withFaults(['down']);
  const { store, stored } = await setup();
  const chatId = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
  for (const body of ['first', 'second', 'third']) {
    act(() => {
      store.dispatch(
        messageQueued({ key: `key-${body}-0001`, chatId, kind: 'free', body, createdAt: '' }),
      );
    });
  }
  expect(screen.getByText('Sending…')).toBeInTheDocument();
  expect(screen.getAllByText('Waiting to send')).toHaveLength(2);
  await runUntil(() => store.getState().outbox.entries.length === 0);
  expect(seen.map((s) => s.body)).toEqual(['first', 'first', 'second', 'third']);
  const ids = ['first', 'second', 'third'].map((body) => stored(body)[0].id);
  expect([...ids].sort((a, b) => a - b)).toEqual(ids);
});

it('saves the outbox per employer, restores it at sign-in, and empties it on logout', async () => {
  const entry: OutboxEntry = {
    key: 'key-saved-00001',
    chatId: 1,
    kind: 'free',
    body: 'Saved',
    status: 'sending',
    createdAt: '2026-05-15T11:59:00Z',
  };
  const employee = mock.current.db.tables.employees.find((e) => e.email === 'demo@hireline.test');
  const uuid = employee?.uuid ?? '';
  localStorage.setItem(outboxStorageKey(uuid), JSON.stringify([entry]));
  const store = storeWithToken(await demoToken());
  store.dispatch(
    userLoaded({
      uuid,
      name: 'Demo',
      email: 'demo@hireline.test',
      email_verified_at: null,
      roles: ['employer'],
      company: null,
    } as never),
  );
  // A message that was on its way when the page closed queues again (its key makes it safe).
  expect(store.getState().outbox.entries).toEqual([{ ...entry, status: 'queued' }]);
  store.dispatch(messageQueued({ ...entry, key: 'key-saved-00002', body: 'Another' }));
  expect(JSON.parse(localStorage.getItem(outboxStorageKey(uuid)) ?? '[]')).toHaveLength(2);
  await act(async () => {
    const out = store.dispatch(logOut());
    await jest.advanceTimersByTimeAsync(100);
    await out;
  });
  expect(store.getState().outbox.entries).toEqual([]);
  expect(localStorage.getItem(outboxStorageKey(uuid))).toBeNull();
});

it('picks the first queued message of every chat, never one behind a failed or sending one', () => {
  const entry = (key: string, chatId: number, status: OutboxEntry['status']): OutboxEntry => ({
    key,
    chatId,
    kind: 'free',
    body: key,
    status,
    createdAt: '',
  });
  expect(
    nextToSend([
      entry('a1', 1, 'queued'),
      entry('a2', 1, 'queued'),
      entry('b1', 2, 'failed'),
      entry('b2', 2, 'queued'),
      entry('c1', 3, 'sending'),
      entry('c2', 3, 'queued'),
      entry('d1', 4, 'queued'),
    ]).map((e) => e.key),
  ).toEqual(['a1', 'd1']);
});
