/**
 * The database handle's shape (`Db`), apart from `db.ts` that makes it: `model.ts` and
 * `seed.ts` take a `Db` and `db.ts` calls them, so the shape lives here (types only) and the
 * three import each other in one direction: db → seed → model → dbTypes.
 */
import type { CandidateFixture } from './fixtures/candidates';
import type { DbTables } from './tables';

/** Counters of numeric ids. */
type Counter = keyof DbTables['counters'];

/** The database handed to the handlers (made by `createDb` in `mocks/db.ts`). */
export interface Db {
  /** The mutable tables (mutate in place, then the request wrapper calls {@link Db.save}). */
  tables: DbTables;
  /** The static candidates (deterministic fixtures). */
  readonly candidates: readonly CandidateFixture[];
  /** The current time from the injected clock. */
  now(): Date;
  /** {@link Db.now} as an ISO instant without milliseconds. */
  nowIso(): string;
  /** A float in [0, 1) from the seeded, persisted PRNG. */
  random(): number;
  /** The next id of a counter (ids start where the seed left them). */
  nextId(counter: Counter): number;
  /** The candidate with this uuid, or `undefined`. */
  candidateByUuid(uuid: string): CandidateFixture | undefined;
  /** Persists the tables when a storage is configured and they changed since the last save. */
  save(): void;
  /**
   * Takes the stored snapshot when another holder of the same storage (another tab) saved
   * since this one last read or wrote it; nothing otherwise (issue #29: one demo database for
   * every tab). The request wrapper calls it first, under the database's cross-tab lock.
   */
  sync(): void;
  /** Back to the demo seed (clears the stored snapshot too). */
  reset(): void;
  /** The JSON snapshot of the tables (what {@link Db.save} stores). */
  snapshot(): string;
}
