/**
 * What the tabs of one browser share about the session (issue #29; README "Many tabs"): the
 * stored token is the truth every tab follows, refreshes are serialized across tabs by one
 * lock, and a tab that starts right after another tab's refresh adopts that token instead of
 * refreshing again (the contract's `refreshToken` revokes the token it was called with, so two
 * tabs refreshing the same token at once would sign one of them out).
 *
 * Only browser primitives: the Web Locks API (`navigator.locks`) or, where it is missing (an
 * insecure origin, an old browser), a lease kept in localStorage; localStorage and
 * sessionStorage. Nothing here imports the store (DESIGN.md "Layers").
 */

/** localStorage keys of the shared session (SPEC §7 names the token's). */
export const SHARED_SESSION_KEYS = {
  /** The bearer token of the session (SPEC §7 `auth_access_token`). */
  token: 'auth_access_token',
  /** Which tab refreshed the token last, and when: `{"tab":"…","at":<ms since epoch>}`. */
  refreshed: 'hireline.session.refreshed',
} as const;

/** The name of the lock every refresh of the session is made under. */
export const REFRESH_LOCK = 'hireline.session.refresh';

/**
 * How long after another tab's refresh a starting tab adopts its token instead of refreshing
 * again, in ms: tabs opened together (a restored window, links opened at once).
 */
export const FRESH_REFRESH_MS = 10_000;

/** sessionStorage key of this tab's id (a reload keeps it: it is still the same tab). */
const TAB_ID_KEY = 'hireline.tab';

/** The part of the Web Storage API used here. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageOf(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return (globalThis as unknown as Record<string, KeyValueStorage | undefined>)[name] ?? null;
  } catch {
    return null;
  }
}

function read(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    /* blocked or full storage: this tab alone */
  }
}

let memoryTabId: string | null = null;

/** This tab's id: random, kept in sessionStorage so that a reload is the same tab. */
function tabId(): string {
  const session = storageOf('sessionStorage');
  const stored = read(session, TAB_ID_KEY);
  if (stored) return stored;
  memoryTabId ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  write(session, TAB_ID_KEY, memoryTabId);
  return memoryTabId;
}

/** Reads a localStorage item; `null` when absent or storage is missing or blocked (private mode). */
export function readLocalStorage(key: string): string | null {
  return read(storageOf('localStorage'), key);
}

/** Writes (or, with `null`, removes) a localStorage item; dropped when storage is full or blocked. */
export function writeLocalStorage(key: string, value: string | null): void {
  write(storageOf('localStorage'), key, value);
}

/** The token every tab shares (localStorage `auth_access_token`), or `null`. */
export function readSharedToken(): string | null {
  return read(storageOf('localStorage'), SHARED_SESSION_KEYS.token);
}

/**
 * Stores `token` as the session's (before the app's own listener does: the start-up script
 * stores its refresh's answer before it releases {@link REFRESH_LOCK}).
 */
export function writeSharedToken(token: string): void {
  write(storageOf('localStorage'), SHARED_SESSION_KEYS.token, token);
}

/** Records that this tab has just refreshed the session (for {@link decideStartUpRefresh}). */
export function markRefreshed(now: number = Date.now()): void {
  write(
    storageOf('localStorage'),
    SHARED_SESSION_KEYS.refreshed,
    JSON.stringify({ tab: tabId(), at: now }),
  );
}

/**
 * What a starting tab does with the stored session, decided under {@link REFRESH_LOCK}:
 * - `refresh`: the start-up refresh of SPEC §4, sent with `token` (the stored one: the newest);
 * - `adopt`: another tab refreshed less than {@link FRESH_REFRESH_MS} ago; `token` is its
 *   answer, used as it is (no second refresh);
 * - `none`: no token is stored (signed out meanwhile, in this tab or another).
 */
export type StartUpRefreshDecision =
  { action: 'refresh'; token: string } | { action: 'adopt'; token: string } | { action: 'none' };

/**
 * Decides {@link StartUpRefreshDecision} from what is stored now (`now`: ms since epoch);
 * `fallback` (the token this page started with) stands for the stored one when storage holds
 * none (blocked storage).
 */
export function decideStartUpRefresh(
  fallback: string | null = null,
  now: number = Date.now(),
): StartUpRefreshDecision {
  const token = readSharedToken() ?? fallback;
  if (!token) return { action: 'none' };
  let mark: { tab?: unknown; at?: unknown } | null = null;
  try {
    mark = JSON.parse(read(storageOf('localStorage'), SHARED_SESSION_KEYS.refreshed) ?? 'null');
  } catch {
    mark = null;
  }
  const fresh =
    typeof mark?.at === 'number' && now - mark.at >= 0 && now - mark.at < FRESH_REFRESH_MS;
  if (fresh && mark?.tab !== tabId()) return { action: 'adopt', token };
  return { action: 'refresh', token };
}

/** The Web Locks API's part used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** localStorage key prefix of the fallback leases. */
const LEASE_PREFIX = 'hireline.lock.';
/** How long a fallback lease is valid without renewal, in ms (a crashed tab frees it then). */
export const LEASE_MS = 10_000;
/** How often a waiting tab looks at a held fallback lease, in ms. */
const LEASE_POLL_MS = 50;

/** Options of {@link withCrossTabLock} (tests pass their own). */
export interface CrossTabLockOptions {
  /** The Web Locks API; default `navigator.locks` (absent: the localStorage lease). */
  locks?: LockManagerLike | null;
  /** Where fallback leases are kept; default localStorage. */
  storage?: KeyValueStorage | null;
  /** The clock, ms since epoch; default `Date.now`. */
  now?: () => number;
}

function defaultLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/**
 * Runs `task` holding the exclusive lock `name` across the tabs of this origin, and resolves
 * or rejects with its outcome; the lock is released when `task` settles. Uses the Web Locks
 * API; where it is missing, a lease in localStorage (`hireline.lock.<name>`: owner and expiry,
 * renewed every {@link LEASE_MS}/2 while held; a waiting tab polls every
 * {@link LEASE_POLL_MS} ms and takes an expired lease, so a closed tab never blocks the others
 * for longer than {@link LEASE_MS}). Without any storage, `task` runs at once.
 */
export function withCrossTabLock<T>(
  name: string,
  task: () => Promise<T>,
  options: CrossTabLockOptions = {},
): Promise<T> {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  if (locks) return locks.request(name, task);
  const storage = options.storage === undefined ? storageOf('localStorage') : options.storage;
  if (!storage) return task();
  return withLease(name, task, storage, options.now ?? Date.now);
}

/** The fallback of {@link withCrossTabLock}: a lease in `storage`. */
async function withLease<T>(
  name: string,
  task: () => Promise<T>,
  storage: KeyValueStorage,
  now: () => number,
): Promise<T> {
  const key = `${LEASE_PREFIX}${name}`;
  const owner = `${tabId()}:${Math.random().toString(36).slice(2, 10)}`;
  const holder = (): { owner?: string; until?: number } | null => {
    try {
      return JSON.parse(read(storage, key) ?? 'null') as { owner?: string; until?: number } | null;
    } catch {
      return null;
    }
  };
  const take = () => write(storage, key, JSON.stringify({ owner, until: now() + LEASE_MS }));
  for (;;) {
    const current = holder();
    if (!current || typeof current.until !== 'number' || current.until <= now()) {
      take();
      // Two tabs may have written at once: the one whose write stayed owns it.
      if (holder()?.owner === owner) break;
    }
    await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
  }
  const renew = setInterval(() => {
    if (holder()?.owner === owner) take();
  }, LEASE_MS / 2);
  try {
    return await task();
  } finally {
    clearInterval(renew);
    if (holder()?.owner === owner) write(storage, key, null);
  }
}
