/**
 * The outbox across tabs (issue #29; README "Many tabs"): one tab at a time sends an employer's
 * outbox, under the Web Lock `hireline.outbox.<uuid>`, and no message leaves twice or is lost.
 * A message another tab sent (or discarded) while this one waited for the lock is not sent
 * again — the API receives it exactly once, with the text that was queued —, even when this
 * tab's save of its outbox has put it back in the saved copy; a message queued here is sent
 * here once the lock is free, even when the other tab's save of its own outbox has dropped it
 * from the saved copy. Two tabs are two stores with their own `OutboxSender`, sharing
 * localStorage, IndexedDB (fake-indexeddb: the record of the messages that left the outbox) and
 * a fake `navigator.locks` (one holder at a time, in the order asked), against
 * the simulated API (msw/node), with Jest's fake clock: no test sleeps.
 */
import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { http } from 'msw';
import type { LockManagerLike } from '../../../src/api/crossTab';
import { logOut } from '../../../src/features/auth/session';
import { userLoaded } from '../../../src/store/authSlice';
import {
  messageDiscarded,
  messageQueued,
  outboxStorageKey,
  type OutboxEntry,
} from '../../../src/store/outboxSlice';
import { clearDone, readDoneKeys } from '../../../src/store/outboxDone';
import { chatIdIn, demoToken, NOW, setupChatsServer, storeWithToken, WAREHOUSE } from './helpers';
import { renderChats } from './render';

const mock = setupChatsServer();
const FREE = '*/v1/employers/chat/:chat_id/free-messages';

/**
 * How long the lock takes to pass from a tab that releases it to the next one waiting, in ms
 * (the browser grants it to another process in a later task).
 */
const HANDOFF_MS = 500;

/** Every free message that reached the API, from any tab: its chat, key and body, in order. */
let posted: Array<{ chatId: number; key: string | null; body: string }>;
/** While set, a free message's answer waits for it (the sending tab holds the lock meanwhile). */
let answersHeld: Promise<void> | null;

/**
 * A `navigator.locks` shared by the tabs of a test: one holder of a name at a time, granted in
 * the order asked, at once when free and {@link HANDOFF_MS} after the release otherwise.
 */
function fakeLocks() {
  const held = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();
  /** Every lock asked for, in order. */
  const asked: string[] = [];
  const locks: LockManagerLike = {
    request<T>(name: string, callback: () => Promise<T>) {
      asked.push(name);
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          held.add(name);
          void callback()
            .then(resolve, reject)
            .finally(() => {
              const next = waiting.get(name)?.shift();
              if (next) setTimeout(next, HANDOFF_MS);
              else held.delete(name);
            });
        };
        if (!held.has(name)) start();
        else waiting.set(name, [...(waiting.get(name) ?? []), start]);
      });
    },
  };
  return { locks, asked };
}

let lockManager: ReturnType<typeof fakeLocks>;

beforeEach(() => {
  posted = [];
  answersHeld = null;
  // Math.random is left alone: the listeners the senders add are told apart by random ids.
  jest.useFakeTimers({ now: NOW });
  lockManager = fakeLocks();
  Object.defineProperty(navigator, 'locks', { value: lockManager.locks, configurable: true });
  // Every free message is counted, then answered by the simulated API.
  mock.current.server.use(
    http.post(FREE, async ({ request, params }) => {
      const { body } = (await request.clone().json()) as { body: string };
      posted.push({
        chatId: Number(params.chat_id),
        key: request.headers.get('Idempotency-Key'),
        body,
      });
      if (answersHeld) await answersHeld;
      return undefined;
    }),
  );
});
afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
  jest.useRealTimers();
});

/** Holds the answers to free messages until the function returned is called. */
function holdAnswers(): () => void {
  let release!: () => void;
  answersHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

/** Runs the fake clock until `done()` holds (the sends, their backoffs, the lock's handoffs). */
async function runUntil(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) {
    await act(() => jest.advanceTimersByTimeAsync(100));
  }
  expect(done()).toBe(true);
}

/** Runs the fake clock long enough for anything still to leave (a second send) to leave. */
const runOn = () => act(() => jest.advanceTimersByTimeAsync(10_000));

/** The demo employer (her uuid names the outbox and its lock) and a chat she may write in. */
async function demoEmployer() {
  const token = await demoToken();
  const row = mock.current.db.tables.employees.find((e) => e.email === 'demo@hireline.test');
  if (!row) throw new Error('no demo employer');
  const employee = {
    uuid: row.uuid,
    name: 'Demo',
    email: 'demo@hireline.test',
    email_verified_at: null,
    roles: ['employer'],
    company: null,
  } as never;
  const chatId = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
  // The device's record of sent messages starts empty (IndexedDB outlives a test).
  await clearDone(row.uuid);
  /** A tab signed in as her: its store (her saved outbox restored) and its outbox's sender. */
  const openTab = () => {
    const store = storeWithToken(token);
    store.dispatch(userLoaded(employee));
    renderChats(<div />, store);
    return store;
  };
  return { uuid: row.uuid, chatId, lock: outboxStorageKey(row.uuid), openTab };
}

/** A free message of chat `chatId`, queued at {@link NOW}. */
const message = (chatId: number, key: string, body: string): OutboxEntry => ({
  key,
  chatId,
  kind: 'free',
  body,
  status: 'queued',
  createdAt: NOW.toISOString(),
});

/** The messages of chat `chatId` the API stored with `body`. */
const storedWith = (chatId: number, body: string) =>
  mock.current.db.tables.messages.filter((m) => m.chat_id === chatId && m.body === body);

it('does not send again a message another tab sent while this one waited for the lock', async () => {
  const { uuid, chatId, lock, openTab } = await demoEmployer();
  const entry = message(chatId, '5f0c2a7e-1b3d-4c8e-9a6f-2d4b8e1c7a30', 'Free on Monday at 9?');
  // The message was on its way when the page closed; both tabs restore it at sign-in.
  localStorage.setItem(lock, JSON.stringify([entry]));
  const answer = holdAnswers();
  const other = openTab();
  const here = openTab();
  expect(here.getState().outbox.entries).toEqual([entry]);

  // The other tab holds the lock while its request is on its way; this tab waits for it.
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(lockManager.asked).toEqual([lock, lock]);
  expect(posted).toHaveLength(1);
  expect(other.getState().outbox.entries[0]?.status).toBe('sending');
  expect(here.getState().outbox.entries).toEqual([entry]);

  answer();
  await runUntil(() => here.getState().outbox.entries.length === 0);
  await runOn();
  expect(posted).toEqual([{ chatId, key: entry.key, body: 'Free on Monday at 9?' }]);
  expect(storedWith(chatId, 'Free on Monday at 9?')).toHaveLength(1);
  expect(other.getState().outbox.entries).toEqual([]);
  expect(localStorage.getItem(outboxStorageKey(uuid))).toBeNull();
});

it('sends a message queued here while the other tab held the lock, though that tab’s save of its own outbox dropped it from the saved copy', async () => {
  const { uuid, chatId, lock, openTab } = await demoEmployer();
  const answer = holdAnswers();
  const other = openTab();
  const here = openTab();
  act(() => {
    other.dispatch(
      messageQueued(message(chatId, '7c3e5a9b-1d2f-4e6a-8b0c-9d1e3f5a7b20', 'From the other tab')),
    );
  });
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  act(() => {
    here.dispatch(
      messageQueued(message(chatId, '2b7e9c1d-4f6a-4d8b-8e2c-5a7b9c1d3e40', 'Written here')),
    );
  });
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(lockManager.asked).toEqual([lock, lock]);
  expect(posted.map((p) => p.body)).toEqual(['From the other tab']);

  // The other tab's message is acknowledged: it saves its outbox, which never held this one.
  answer();
  await runUntil(() => other.getState().outbox.entries.length === 0);
  expect(localStorage.getItem(outboxStorageKey(uuid))).toBeNull();
  await runUntil(() => here.getState().outbox.entries.length === 0);
  await runOn();
  expect(posted).toEqual([
    { chatId, key: '7c3e5a9b-1d2f-4e6a-8b0c-9d1e3f5a7b20', body: 'From the other tab' },
    { chatId, key: '2b7e9c1d-4f6a-4d8b-8e2c-5a7b9c1d3e40', body: 'Written here' },
  ]);
  expect(storedWith(chatId, 'Written here')).toHaveLength(1);
});

it('does not send again a message the other tab sent, though this tab’s save put it back in the saved copy', async () => {
  const { uuid, chatId, openTab } = await demoEmployer();
  const entry = message(chatId, '9d2f4b6a-3c5e-4f7a-9b1c-4e6a8c0d2f10', 'See you tonight');
  localStorage.setItem(outboxStorageKey(uuid), JSON.stringify([entry]));
  const answer = holdAnswers();
  const other = openTab();
  const here = openTab();
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  answer();
  // Acknowledged there (the saved copy empty), the lock not yet handed to this tab ...
  await runUntil(() => other.getState().outbox.entries.length === 0);
  expect(localStorage.getItem(outboxStorageKey(uuid))).toBeNull();
  expect(here.getState().outbox.entries).toEqual([entry]);
  // ... when a message queued here saves this tab's outbox, the sent one with it.
  act(() => {
    here.dispatch(
      messageQueued(message(chatId, '4a6c8e0b-2d4f-4a6b-8c0d-6f8a0c2e4b50', 'And one more')),
    );
  });
  expect(
    (JSON.parse(localStorage.getItem(outboxStorageKey(uuid)) ?? '[]') as OutboxEntry[]).map(
      (e) => e.body,
    ),
  ).toEqual(['See you tonight', 'And one more']);

  await runUntil(() => here.getState().outbox.entries.length === 0);
  await runOn();
  expect(posted).toEqual([
    { chatId, key: entry.key, body: 'See you tonight' },
    { chatId, key: '4a6c8e0b-2d4f-4a6b-8c0d-6f8a0c2e4b50', body: 'And one more' },
  ]);
  expect(storedWith(chatId, 'See you tonight')).toHaveLength(1);
});

it('does not send a message discarded in the other tab when it queues again here', async () => {
  const { uuid, chatId, openTab } = await demoEmployer();
  const failed: OutboxEntry = {
    ...message(chatId, '6e8a0c2d-4f6b-4a8c-8e0a-2c4e6a8c0e70', 'Never mind'),
    status: 'failed',
    error: { status: 0, message: 'No connection.' },
  };
  localStorage.setItem(outboxStorageKey(uuid), JSON.stringify([failed]));
  const other = openTab();
  const here = openTab();
  expect(here.getState().outbox.entries).toEqual([failed]);

  act(() => {
    other.dispatch(messageDiscarded(failed.key));
  });
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  await expect(readDoneKeys(uuid)).resolves.toEqual([failed.key]);
  // The connection is back: this tab's copy queues again, and is dropped under the lock.
  act(() => void window.dispatchEvent(new Event('online')));
  await runUntil(() => here.getState().outbox.entries.length === 0);
  await runOn();
  expect(posted).toEqual([]);
  expect(storedWith(chatId, 'Never mind')).toEqual([]);
});

it('records the messages sent for the other tabs, and removes the record on logout', async () => {
  const { uuid, chatId, openTab } = await demoEmployer();
  const here = openTab();
  act(() => {
    here.dispatch(
      messageQueued(message(chatId, '1f3b5d7a-9c1e-4a3b-8d5f-7a9c1e3b5d80', 'Recorded')),
    );
  });
  await runUntil(() => here.getState().outbox.entries.length === 0);
  expect(posted.map((p) => p.body)).toEqual(['Recorded']);
  await expect(readDoneKeys(uuid)).resolves.toEqual(['1f3b5d7a-9c1e-4a3b-8d5f-7a9c1e3b5d80']);

  await act(async () => {
    const out = here.dispatch(logOut());
    await jest.advanceTimersByTimeAsync(100);
    await out;
  });
  await expect(readDoneKeys(uuid)).resolves.toEqual([]);
});
