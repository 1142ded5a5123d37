/**
 * Instants of the simulated API: the contract's ISO 8601 format and day arithmetic. A leaf
 * module (no imports), shared by `db.ts` (the clock's `nowIso`), `model.ts` and `seed.ts`, so
 * that none of them imports another for it.
 */

/** One day in ms. */
export const DAY_MS = 86_400_000;

/** An ISO 8601 instant in UTC without milliseconds (`2025-05-14T15:30:00Z`). */
export function iso(date: Date | number): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `iso` of `base` + `ms` milliseconds. */
export function isoPlus(base: Date | string | number, ms: number): string {
  return iso(new Date(base).getTime() + ms);
}
