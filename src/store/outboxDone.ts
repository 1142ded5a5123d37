import { createStore, del, get, update, type UseStore } from 'idb-keyval';
import { outboxDoneStorageKey, parseDoneKeys } from './outboxSlice';
import { readStorage, writeStorage } from './storage';

/** How many keys the record keeps (the newest). */
const DONE_KEYS_KEPT = 200;

let store: UseStore | null | undefined;

/**
 * The IndexedDB store of the record (database `hireline-outbox`, object store `done`), or `null`
 * where IndexedDB is missing. IndexedDB, not localStorage: a write another tab finished before
 * releasing the outbox lock is seen by the next lock holder (each transaction goes through the
 * browser's one database), while Chromium hands a localStorage write to other tabs' processes
 * later — a tab that took the lock right after could read the record without it and send the
 * message a second time.
 */
function doneStore(): UseStore | null {
  if (store === undefined) {
    store = typeof indexedDB === 'undefined' ? null : createStore('hireline-outbox', 'done');
  }
  return store;
}

/** Runs `work` on the IndexedDB record; where it fails (blocked storage), `fallback` instead. */
async function withRecord<T>(work: (db: UseStore) => Promise<T>, fallback: () => T): Promise<T> {
  const db = doneStore();
  if (!db) return fallback();
  try {
    return await work(db);
  } catch {
    return fallback();
  }
}

/**
 * The keys (`Idempotency-Key`s) of employer `owner`'s messages that left the outbox in some tab
 * — acknowledged by the server, or discarded (issue #29: a message is never sent twice across
 * tabs). Read under the employer's outbox lock before sending. `[]` when there is none.
 */
export function readDoneKeys(owner: string): Promise<string[]> {
  return withRecord(
    async (db) => {
      const keys = await get<unknown>(owner, db);
      return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
    },
    () => parseDoneKeys(readStorage(outboxDoneStorageKey(owner))),
  );
}

/**
 * Records that message `key` of employer `owner` left the outbox (the newest
 * {@link DONE_KEYS_KEPT} kept). Called under the employer's outbox lock; resolves once the
 * record is written, before the lock is released.
 */
export function recordDone(owner: string, key: string): Promise<void> {
  const add = (keys: readonly string[]) =>
    [...keys.filter((k) => k !== key), key].slice(-DONE_KEYS_KEPT);
  return withRecord(
    (db) => update<string[]>(owner, (keys) => add(Array.isArray(keys) ? keys : []), db),
    () => {
      const keys = add(parseDoneKeys(readStorage(outboxDoneStorageKey(owner))));
      writeStorage(outboxDoneStorageKey(owner), JSON.stringify(keys));
    },
  );
}

/** Forgets employer `owner`'s record (at logout, with the saved outbox). */
export function clearDone(owner: string): Promise<void> {
  writeStorage(outboxDoneStorageKey(owner), null);
  return withRecord(
    (db) => del(owner, db),
    () => undefined,
  );
}
