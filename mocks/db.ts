/**
 * The stateful in-memory database of the simulated employers API (demo mode).
 *
 * - Static fixtures (states, cities, skills, templates, sizes, industries, plans, the 600
 *   candidates) are code, regenerated deterministically, never persisted.
 * - Mutable tables (`DbTables`: employees and passwords, companies, tokens, subscriptions,
 *   job openings, chats, messages, payments, idempotency records, verification codes,
 *   password resets, scheduled replies) start from the demo seed (`mocks/seed.ts`) and, when a
 *   `Storage` is given, are saved under one key after every request that changed them and
 *   restored at start, so a page reload keeps the session and the created data. Every tab of
 *   the demo shares that one snapshot: a request first takes what another tab saved
 *   (`db.sync`), under a lock the browser worker holds across tabs (issue #29).
 * - The clock is injectable (`now`), so tests and stories can freeze or move time.
 */
import type { Db } from './dbTypes';
import { candidates as candidateFixtures } from './fixtures/candidates';
import { migrate, OLDEST_MIGRATABLE_VERSION } from './migrate';
import { seededRandom } from './random';
import { seedTables } from './seed';
import { DB_VERSION, type DbTables } from './tables';
import { iso } from './time';

export type * from './tables';
export type { Db } from './dbTypes';
export { DB_VERSION };

/**
 * Default localStorage key of the persisted tables; it names the {@link DB_VERSION}, so a
 * new shape starts from a fresh seed.
 */
export const DEFAULT_STORAGE_KEY = `hireline-demo-db-v${DB_VERSION}`;

/** Keys of earlier shapes, removed at start when the default key is used (frees the quota). */
const LEGACY_STORAGE_KEYS = Array.from(
  { length: DB_VERSION - 1 },
  (_, i) => `hireline-demo-db-v${i + 1}`,
);

/** The versions `mocks/migrate.ts` upgrades to {@link DB_VERSION}, newest first. */
const MIGRATABLE_VERSIONS = Array.from(
  { length: DB_VERSION - OLDEST_MIGRATABLE_VERSION },
  (_, i) => DB_VERSION - 1 - i,
);

/** The part of the Web Storage API the database uses (window.localStorage fits). */
export type DbStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createDb}. */
export interface DbOptions {
  /** The clock; default real time (`() => new Date()`). */
  now?: () => Date;
  /** Where to persist the mutable tables (e.g. `window.localStorage`); default: none. */
  storage?: DbStorage | null;
  /** Storage key; default {@link DEFAULT_STORAGE_KEY}. */
  storageKey?: string;
  /** Seed of the run-time PRNG (reply delays and texts); default 7. */
  seed?: number;
}

function isTables(value: unknown, version = DB_VERSION): value is DbTables {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as DbTables).version === version &&
    Array.isArray((value as DbTables).employees) &&
    Array.isArray((value as DbTables).jobOpenings) &&
    Array.isArray((value as DbTables).payments) &&
    Array.isArray((value as DbTables).rateLimits) &&
    typeof (value as DbTables).counters === 'object'
  );
}

/**
 * Creates the database: restores the tables from `options.storage` when a snapshot of the
 * current {@link DB_VERSION} is stored there; else migrates a snapshot of version 3 or 4 (under
 * the key, or, when the default key is used, under the newest default key of those versions;
 * `mocks/migrate.ts`, through every version in between) and saves it; else seeds the demo
 * accounts (and saves). A snapshot of an older version (rows without the current fields) is
 * replaced by the seed, and snapshots left under the keys of earlier versions are removed.
 * Implements the "demo mode" backend of DESIGN.md ("Two runtimes, one code path").
 */
export function createDb(options: DbOptions = {}): Db {
  const now = options.now ?? (() => new Date());
  const storage = options.storage ?? null;
  const key = options.storageKey ?? DEFAULT_STORAGE_KEY;
  const seed = options.seed ?? 7;
  const candidates = candidateFixtures();
  const byUuid = new Map(candidates.map((c) => [c.uuid, c]));
  let lastSaved: string | null = null;

  const db: Db = {
    tables: undefined as unknown as DbTables,
    candidates,
    now: () => new Date(now().getTime()),
    nowIso: () => iso(now()),
    random() {
      const next = seededRandom(db.tables.rngState);
      const value = next();
      db.tables.rngState = (db.tables.rngState + 0x6d2b79f5) >>> 0;
      return value;
    },
    nextId(counter) {
      db.tables.counters[counter] += 1;
      return db.tables.counters[counter];
    },
    candidateByUuid: (uuid) => byUuid.get(uuid),
    snapshot: () => JSON.stringify(db.tables),
    save() {
      if (!storage) return;
      const json = db.snapshot();
      if (json === lastSaved) return;
      try {
        storage.setItem(key, json);
        lastSaved = json;
      } catch {
        // Quota exceeded or storage disabled: keep running in memory.
      }
    },
    sync() {
      if (!storage) return;
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return;
      }
      if (raw === null || raw === lastSaved) return;
      try {
        const parsed = JSON.parse(raw) as unknown;
        if (!isTables(parsed)) return;
        db.tables = parsed;
        lastSaved = raw;
      } catch {
        // A corrupt snapshot: this copy goes on and its next save replaces it.
      }
    },
    reset() {
      db.tables = seedTables(db, seed);
      lastSaved = null;
      db.save();
    },
  };

  /** The snapshot stored under `storageKey`, or null (absent, corrupt, storage disabled). */
  const read = (storageKey: string): { raw: string; parsed: unknown } | null => {
    try {
      const raw = storage?.getItem(storageKey) ?? null;
      return raw ? { raw, parsed: JSON.parse(raw) as unknown } : null;
    } catch {
      return null;
    }
  };
  let restored: DbTables | null = null;
  let migrated = false;
  if (storage) {
    const current = read(key);
    if (current && isTables(current.parsed)) {
      restored = current.parsed;
      lastSaved = current.raw;
    } else {
      const migratable = (value: unknown): value is DbTables =>
        MIGRATABLE_VERSIONS.some((version) => isTables(value, version));
      let older: unknown = current?.parsed;
      if (!migratable(older) && key === DEFAULT_STORAGE_KEY) {
        older = undefined;
        for (const version of MIGRATABLE_VERSIONS) {
          const saved = read(`hireline-demo-db-v${version}`)?.parsed;
          if (isTables(saved, version)) {
            older = saved;
            break;
          }
        }
      }
      if (migratable(older)) {
        // The v4 → 5 step reads a fresh seed of this version (this db's seed number and clock)
        // to find the messages the old seed wrote; `db.tables` is set to the result below.
        const upgraded = migrate(older, {
          candidate: (uuid) => byUuid.get(uuid),
          seed: () => seedTables(db, seed),
        });
        if (isTables(upgraded)) {
          restored = upgraded;
          migrated = true;
        }
      }
    }
    // Saved under the current key before the older snapshot is removed (nothing is lost if
    // the save fails: the next request saves again, once the removal has freed the quota).
    if (restored && migrated) {
      db.tables = restored;
      db.save();
    }
    if (key === DEFAULT_STORAGE_KEY) {
      for (const legacy of LEGACY_STORAGE_KEYS) {
        try {
          storage.removeItem(legacy);
        } catch {
          // Storage disabled: nothing to free.
        }
      }
    }
  }
  if (restored) db.tables = restored;
  else db.reset();
  return db;
}

/**
 * Resets a database to the demo seed (both accounts, their data) and overwrites its stored
 * snapshot. Use between tests or from a "reset demo" control.
 */
export function resetDb(db: Db): void {
  db.reset();
}
