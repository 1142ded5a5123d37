import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { api } from '../api/baseApi';
import {
  asRehydrated,
  deviceCopyRehydrated,
  isDeviceCopyEntries,
  selectDeviceCopyEntries,
  type ApiCacheLike,
  type DeviceCopyEntries,
} from '../api/deviceCopy';
import type { Employee } from '../contract/types';
import { sessionEnded, userLoaded, type AuthState } from './authSlice';
import { readStorage, writeStorage } from './storage';

/**
 * The device's copy of the last answers (issue #31 point 2, "warm start"), stored in
 * IndexedDB (database `hireline-device-copy`, object store `copies`, through idb-keyval), one
 * record per employer keyed by the employee's uuid, with a localStorage pointer
 * (`hireline.deviceCopy`) to the employer whose copy may be shown: the one signed in last on
 * this device. The copy is written while an employer is signed in, read when the app starts
 * with a stored token, and removed — every employer's — when a session ends (logout, a refused
 * token, a failed start-up check, a logout in another tab). A copy is never shown to another
 * employer: the pointer changes synchronously when a different employee is loaded, and an app
 * that started from the copy of an employer other than the one the start-up check loads drops
 * it from the cache at once.
 */

/** localStorage key of the pointer: the uuid of the employer whose copy may be shown. */
export const DEVICE_COPY_POINTER_KEY = 'hireline.deviceCopy';

/** Version of the stored record; a record of another version is ignored (and replaced). */
const RECORD_VERSION = 1;

/** Wait after the last change of the cache before the copy is written, in ms. */
export const DEVICE_COPY_SAVE_DELAY_MS = 1000;

/** The stored record of one employer. */
export interface DeviceCopy {
  version: typeof RECORD_VERSION;
  /** The employee's uuid: the record's key and the pointer's value. */
  employer: string;
  /** When it was written (`Date.now()`, ms). */
  savedAt: number;
  /** The employee as last loaded (`GET /v1/employers/auth/employee`). */
  user: Employee;
  /** The API cache's kept entries (src/api/deviceCopy.ts), as answered (not marked rehydrated). */
  entries: DeviceCopyEntries;
}

let database: UseStore | null | undefined;

/** The IndexedDB store, or `null` where IndexedDB is missing. */
function copies(): UseStore | null {
  if (database === undefined) {
    database =
      typeof indexedDB === 'undefined' ? null : createStore('hireline-device-copy', 'copies');
  }
  return database;
}

function isDeviceCopy(value: unknown, employer: string): value is DeviceCopy {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<DeviceCopy>;
  return (
    record.version === RECORD_VERSION &&
    record.employer === employer &&
    record.user?.uuid === employer &&
    isDeviceCopyEntries(record.entries)
  );
}

/**
 * The copy the app may start from: that of the employer the pointer names, when a token is
 * stored (`token`); `null` without a token, a pointer or a valid record, or where IndexedDB
 * fails (the app then starts cold, as before). Never rejects.
 */
export async function readDeviceCopy(token: string | null): Promise<DeviceCopy | null> {
  const employer = readStorage(DEVICE_COPY_POINTER_KEY);
  // No pointer, no database opened: a first visit starts without waiting for IndexedDB.
  if (!token || !employer) return null;
  const db = copies();
  if (!db) return null;
  try {
    const record = await get<unknown>(employer, db);
    return isDeviceCopy(record, employer) ? record : null;
  } catch {
    return null;
  }
}

/** Writes employer `copy.employer`'s record. Never rejects (a failed write keeps the old one). */
async function writeDeviceCopy(copy: DeviceCopy): Promise<void> {
  const db = copies();
  if (!db) return;
  try {
    await set(copy.employer, copy, db);
  } catch {
    // Storage full or blocked: the next visit starts cold.
  }
}

/** Removes the pointer and every employer's record. Never rejects. */
export async function clearDeviceCopy(): Promise<void> {
  writeStorage(DEVICE_COPY_POINTER_KEY, null);
  const db = copies();
  if (!db) return;
  try {
    await clear(db);
  } catch {
    // Blocked storage: without the pointer, nothing of it is read.
  }
}

/** What the listeners read of the state. */
interface CopyRoot {
  auth: AuthState;
  api: ApiCacheLike;
}

/**
 * Puts `copy` into a store that has just been built (src/main.tsx, before the start-up check
 * and the screen's first requests): its entries go into the API cache marked as rehydrated
 * (each screen asks for its data again once it shows it; `useQueryStatus` marks it as "from
 * your last visit"). The employee of the copy is the store's `preloadedState` (`auth.user`,
 * `auth.resumed`: see `initialAuthState`), set by the caller.
 */
export function rehydrateDeviceCopy(dispatch: (action: unknown) => unknown, copy: DeviceCopy) {
  dispatch(deviceCopyRehydrated(asRehydrated(copy.entries)));
}

/**
 * Keeps the device's copy (see the module's comment), registered once on the app's listener
 * middleware:
 * - a loaded employee becomes the pointer's employer; when it differs from the employer whose
 *   copy the app started from (`auth.resumed`), that copy leaves the cache at once
 *   (`resetApiState`) and every stored copy is removed;
 * - {@link DEVICE_COPY_SAVE_DELAY_MS} after the API cache last changed while an employer is
 *   signed in, the kept entries (src/api/deviceCopy.ts `selectDeviceCopyEntries`) are written;
 * - when the session ends, every copy is removed and a pending write dropped.
 */
export function startDeviceCopyPersistence(middleware: ListenerMiddlewareInstance): void {
  middleware.startListening({
    actionCreator: userLoaded,
    effect: (action, listenerApi) => {
      const previous = (listenerApi.getOriginalState() as CopyRoot).auth;
      const employer = action.payload.uuid;
      if (previous.resumed && previous.user?.uuid !== employer) {
        listenerApi.dispatch(api.util.resetApiState());
      }
      if (readStorage(DEVICE_COPY_POINTER_KEY) !== employer) {
        void clearDeviceCopy().then(() => {
          // Still this employer's session: the pointer names it (its copy is written next).
          const { auth } = listenerApi.getState() as CopyRoot;
          if (auth.status === 'authenticated' && auth.user?.uuid === employer) {
            writeStorage(DEVICE_COPY_POINTER_KEY, employer);
          }
        });
        writeStorage(DEVICE_COPY_POINTER_KEY, null);
      }
    },
  });

  let saved: Record<string, unknown> | null = null;
  middleware.startListening({
    predicate: (_action, current, previous) =>
      (current as CopyRoot).api.queries !== (previous as CopyRoot).api.queries &&
      (current as CopyRoot).auth.status === 'authenticated',
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(DEVICE_COPY_SAVE_DELAY_MS);
      const { auth, api: cache } = listenerApi.getState() as CopyRoot;
      const user = auth.user;
      if (auth.status !== 'authenticated' || !user) return;
      const entries = selectDeviceCopyEntries(cache);
      // Unchanged since the last write: the same answers (RTK Query shares the structure of an
      // answer equal to the previous one, so a poll that found nothing new keeps its `data`).
      const keys = Object.keys(entries.queries);
      const dataOf = (key: string) => (cache.queries[key] as { data?: unknown } | undefined)?.data;
      if (
        saved &&
        keys.length === Object.keys(saved).length &&
        keys.every((key) => saved?.[key] === dataOf(key))
      ) {
        return;
      }
      saved = Object.fromEntries(keys.map((key) => [key, dataOf(key)]));
      if (readStorage(DEVICE_COPY_POINTER_KEY) !== user.uuid) {
        writeStorage(DEVICE_COPY_POINTER_KEY, user.uuid);
      }
      await writeDeviceCopy({
        version: RECORD_VERSION,
        employer: user.uuid,
        savedAt: Date.now(),
        user,
        entries,
      });
    },
  });

  middleware.startListening({
    matcher: sessionEnded,
    effect: (_action, listenerApi) => {
      // A write waiting for its delay is dropped (it checks the session after the delay too).
      listenerApi.cancelActiveListeners();
      saved = null;
      void clearDeviceCopy();
    },
  });
}
