/**
 * The frozen clock of every story (preview.tsx sets it with mockdate before each story).
 * Stories and fixtures import it so relative dates ("2 days ago", "expires in 3 days") are
 * the same on every machine and every run.
 */

/** ISO form of the frozen instant: 2026-05-15 12:00:00 UTC. */
export const FIXED_NOW_ISO = '2026-05-15T12:00:00.000Z';

/** The frozen instant as a Date. Treat it as read-only; call {@link fixedNow} for a copy. */
export const FIXED_NOW: Date = new Date(FIXED_NOW_ISO);

/** A fresh Date at the frozen instant (for `createDb({ now: fixedNow })`). */
export function fixedNow(): Date {
  return new Date(FIXED_NOW_ISO);
}
