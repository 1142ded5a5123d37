/**
 * What the suggested-candidates dialog remembers for an employer (issue #19 point 15):
 *
 * - the minimum match last used, in localStorage under `hireline.matchThreshold.<employee
 *   uuid>` — a preference like `mode` and `lang`, so it outlives the session (it reveals
 *   nothing about the employer's data) and is kept per employer on a shared browser;
 * - the employer's selection per job opening, in sessionStorage under
 *   `hireline.suggestionSelection.<employee uuid>.<job opening uuid>` — kept while the tab
 *   lives (closing and reopening the dialog, a reload), removed when the session ends
 *   ({@link clearSavedSelections}, on `sessionEnded`: logout or a refused token).
 *
 * Every access tolerates a missing or blocked storage (private mode): reads give `null`,
 * writes are dropped, as in `storage.ts`.
 */
import { readStorage, writeStorage } from './storage';

/** localStorage key of an employer's last-used minimum match (a whole percentage). */
export function matchThresholdStorageKey(employeeUuid: string): string {
  return `hireline.matchThreshold.${employeeUuid}`;
}

/**
 * The minimum match (%) the employer last used, when it is one of `allowed`; `null` when none
 * is saved, it is not one of `allowed` (an old or edited value), or storage is unavailable.
 */
export function readMatchThreshold(
  employeeUuid: string,
  allowed: readonly number[],
): number | null {
  const raw = readStorage(matchThresholdStorageKey(employeeUuid));
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return allowed.includes(value) ? value : null;
}

/** Saves the minimum match (%) the employer chose. */
export function writeMatchThreshold(employeeUuid: string, threshold: number): void {
  writeStorage(matchThresholdStorageKey(employeeUuid), String(threshold));
}

/** Prefix of every sessionStorage key of a remembered selection. */
const SELECTION_KEY_PREFIX = 'hireline.suggestionSelection.';

/** sessionStorage key of the selection an employer made for one job opening. */
export function selectionStorageKey(employeeUuid: string, jobOpeningUuid: string): string {
  return `${SELECTION_KEY_PREFIX}${employeeUuid}.${jobOpeningUuid}`;
}

/** A remembered selection of suggested candidates (candidate uuids). */
export interface SavedSelection {
  /** The candidates the employer had selected. */
  selected: string[];
  /**
   * Every candidate the dialog showed when the selection was made: a candidate not in it
   * (suggested since) is preselected by the minimum match instead of counted as deselected.
   */
  offered: string[];
}

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const isUuidList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The employer's remembered selection for a job opening; `null` when none or unreadable. */
export function readSavedSelection(
  employeeUuid: string,
  jobOpeningUuid: string,
): SavedSelection | null {
  try {
    const raw = sessionStore()?.getItem(selectionStorageKey(employeeUuid, jobOpeningUuid));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedSelection> | null;
    if (!value || !isUuidList(value.selected) || !isUuidList(value.offered)) return null;
    return { selected: value.selected, offered: value.offered };
  } catch {
    return null;
  }
}

/** Remembers (or, with `null`, forgets) the employer's selection for a job opening. */
export function writeSavedSelection(
  employeeUuid: string,
  jobOpeningUuid: string,
  saved: SavedSelection | null,
): void {
  try {
    const storage = sessionStore();
    const key = selectionStorageKey(employeeUuid, jobOpeningUuid);
    if (saved === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(saved));
  } catch {
    /* storage full or blocked: the selection lives in the open dialog only */
  }
}

/** Forgets every remembered selection, of every employer (the session ended). */
export function clearSavedSelections(): void {
  try {
    const storage = sessionStore();
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(SELECTION_KEY_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    /* storage blocked: nothing was saved */
  }
}
