import { createAction } from '@reduxjs/toolkit';

/**
 * The device's copy of the last answers (issue #31 point 2, "warm start"): the API cache's
 * entries a returning employer's first screens read, saved on the device (src/store/deviceCopy.ts
 * stores them in IndexedDB, per employer) and put back into the cache when the app starts, through
 * RTK Query's rehydration (`extractRehydrationInfo` in src/api/baseApi.ts). This module holds what
 * the API layer knows of it: which entries are kept, how they are bounded, and how a rehydrated
 * entry is told apart from a fresh answer.
 */

/**
 * The endpoints whose answers are kept: the job openings list, the inbox (first page), the
 * unread probe, an opening's chats, a chat's latest messages, and the current subscription (the
 * sign-up guard reads it before any screen of the app shows).
 */
const DEVICE_COPY_ENDPOINTS: ReadonlySet<string> = new Set([
  'listJobOpenings',
  'listChats',
  'listUnreadChats',
  'listJobOpeningChats',
  'listChatMessages',
  'getCurrentSubscription',
]);

/** Most entries kept (the newest answers first). */
const DEVICE_COPY_MAX_ENTRIES = 24;

/** Most bytes kept: the entries' JSON, UTF-16 code units counted as bytes (about 512 KB). */
const DEVICE_COPY_MAX_BYTES = 512 * 1024;

/**
 * The `fulfilledTimeStamp` (ms since the epoch) a rehydrated entry carries: 1 ms, older than
 * any answer of this visit. With `refetchOnMountOrArgChange` set to {@link REFETCH_AGE_S} on the
 * API, a screen that subscribes to such an entry asks for it again at once (RTK Query's
 * `isForcedQuery` compares the age), while an answer of this visit is reused as before; and
 * `useQueryStatus` tells the screen to mark the data as "from your last visit".
 */
export const DEVICE_COPY_TIMESTAMP = 1;

/**
 * `refetchOnMountOrArgChange` of the API, in s: ten years. Only an entry older than that is
 * asked again when a screen subscribes to it — a rehydrated one ({@link DEVICE_COPY_TIMESTAMP}).
 */
export const REFETCH_AGE_S = 10 * 365 * 24 * 3600;

/** One API cache entry as kept on the device (a fulfilled RTK Query `QuerySubState`). */
interface DeviceCopyEntry {
  status: 'fulfilled';
  endpointName: string;
  requestId: string;
  originalArgs: unknown;
  data: unknown;
  startedTimeStamp: number;
  fulfilledTimeStamp: number;
  [field: string]: unknown;
}

/** A tag as RTK Query records it (`FullTagDescription`). */
interface TagDescription {
  type: string;
  id?: string | number;
}

/**
 * The part of the API cache ({@link DeviceCopyEntries}) kept on the device: entries by cache
 * key, and the tags they provide (so that a mutation's invalidation reaches them too).
 */
export interface DeviceCopyEntries {
  queries: Record<string, DeviceCopyEntry>;
  /** RTK Query's `InvalidationState` restricted to the kept entries. */
  provided: {
    tags: Record<string, Record<string, string[]>>;
    keys: Record<string, TagDescription[]>;
  };
}

/** The API cache's state as {@link selectDeviceCopyEntries} reads it (`state.api`). */
export interface ApiCacheLike {
  queries: Record<string, unknown>;
  provided: { keys?: Record<string, readonly TagDescription[] | undefined> };
}

function isKeptEntry(entry: unknown): entry is DeviceCopyEntry {
  if (!entry || typeof entry !== 'object') return false;
  const candidate = entry as Partial<DeviceCopyEntry>;
  if (candidate.status !== 'fulfilled' || candidate.data === undefined) return false;
  if (!candidate.endpointName || !DEVICE_COPY_ENDPOINTS.has(candidate.endpointName)) return false;
  // A chat's older pages are read on demand; only its latest page opens the chat.
  const args = candidate.originalArgs as { beforeId?: unknown } | undefined;
  return !(candidate.endpointName === 'listChatMessages' && args?.beforeId);
}

/** An infinite query's answer (`{ pages, pageParams }`) cut to its first page. */
function firstPageOnly(entry: DeviceCopyEntry): DeviceCopyEntry {
  const data = entry.data as { pages?: unknown[]; pageParams?: unknown[] } | null;
  if (!data || !Array.isArray(data.pages) || !Array.isArray(data.pageParams)) return entry;
  if (data.pages.length <= 1) return entry;
  return {
    ...entry,
    data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
  };
}

/**
 * The entries of `cache` (the API state, `state.api`) to keep on the device: fulfilled answers
 * of {@link DEVICE_COPY_ENDPOINTS} (a chat's latest page only; an infinite list's first page
 * only), the newest first (`fulfilledTimeStamp`), at most `maxEntries` and `maxBytes` of JSON,
 * with the tags they provide. Pure; `{ queries: {}, … }` when there is nothing to keep.
 */
export function selectDeviceCopyEntries(
  cache: ApiCacheLike,
  {
    maxEntries = DEVICE_COPY_MAX_ENTRIES,
    maxBytes = DEVICE_COPY_MAX_BYTES,
  }: { maxEntries?: number; maxBytes?: number } = {},
): DeviceCopyEntries {
  const candidates = Object.entries(cache.queries)
    .filter((pair): pair is [string, DeviceCopyEntry] => isKeptEntry(pair[1]))
    .sort(([, a], [, b]) => b.fulfilledTimeStamp - a.fulfilledTimeStamp);
  const kept: DeviceCopyEntries = { queries: {}, provided: { tags: {}, keys: {} } };
  let bytes = 0;
  for (const [key, entry] of candidates) {
    if (Object.keys(kept.queries).length >= maxEntries) break;
    const trimmed = firstPageOnly(entry);
    const size = JSON.stringify(trimmed).length;
    if (bytes + size > maxBytes) continue;
    bytes += size;
    kept.queries[key] = trimmed;
    const tags = cache.provided.keys?.[key] ?? [];
    kept.provided.keys[key] = tags.map((tag) => ({ ...tag }));
    for (const tag of tags) {
      const id = tag.id === undefined ? '__internal_without_id' : String(tag.id);
      const byId = (kept.provided.tags[tag.type] ??= {});
      (byId[id] ??= []).push(key);
    }
  }
  return kept;
}

/**
 * The same entries marked as rehydrated: `fulfilledTimeStamp` (and `startedTimeStamp`) set to
 * {@link DEVICE_COPY_TIMESTAMP}, so that the screen that reads one asks for it again.
 */
export function asRehydrated(entries: DeviceCopyEntries): DeviceCopyEntries {
  const queries: Record<string, DeviceCopyEntry> = {};
  for (const [key, entry] of Object.entries(entries.queries)) {
    queries[key] = {
      ...entry,
      startedTimeStamp: DEVICE_COPY_TIMESTAMP,
      fulfilledTimeStamp: DEVICE_COPY_TIMESTAMP,
    };
  }
  return { queries, provided: entries.provided };
}

/**
 * `true` when the entries are well formed enough to go back into the cache (a copy written by
 * another version of the app, or damaged, is dropped rather than rehydrated).
 */
export function isDeviceCopyEntries(value: unknown): value is DeviceCopyEntries {
  if (!value || typeof value !== 'object') return false;
  const { queries, provided } = value as Partial<DeviceCopyEntries>;
  if (!queries || typeof queries !== 'object' || !provided || typeof provided !== 'object') {
    return false;
  }
  if (!provided.tags || !provided.keys) return false;
  return Object.values(queries).every(isKeptEntry);
}

/**
 * Puts the device's copy back into the API cache (payload: {@link DeviceCopyEntries}, already
 * marked by {@link asRehydrated}); read by the API's `extractRehydrationInfo`. Dispatched once,
 * when the app starts, before any request of the cache is made (RTK Query does not rehydrate an
 * entry over one in flight, whose answer would then be dropped).
 */
export const deviceCopyRehydrated = createAction<DeviceCopyEntries>('deviceCopy/rehydrated');

/**
 * `true` for a cache entry's `fulfilledTimeStamp` that marks it as the device's copy (see
 * {@link DEVICE_COPY_TIMESTAMP}).
 */
export function isFromDevice(fulfilledTimeStamp: number | undefined): boolean {
  return fulfilledTimeStamp === DEVICE_COPY_TIMESTAMP;
}
