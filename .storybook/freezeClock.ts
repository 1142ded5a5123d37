/**
 * Freezes `Date` at FIXED_NOW as early as possible: preview.tsx imports this module first,
 * so even module-level `new Date()` in app code sees the frozen instant. preview.tsx sets it
 * again before each story, in case a story moved it.
 */
import MockDate from 'mockdate';
import { FIXED_NOW_ISO } from './fixedNow';

MockDate.set(FIXED_NOW_ISO);

/** Puts the clock back to FIXED_NOW. */
export function freezeClock(): void {
  MockDate.set(FIXED_NOW_ISO);
}
