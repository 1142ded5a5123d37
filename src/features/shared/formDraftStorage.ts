/*
 * The drafts' storage without Formik: a screen that only reads or forgets a draft (the job
 * openings list, for its create-opening dialog) does not load Formik before the form opens
 * (issue #31 point 1: the job openings screen's JavaScript budget).
 */

/**
 * Reads the unsaved values a {@link FormDraft} kept in `sessionStorage` under `key`, merged
 * over `fallback` (so a reload keeps what was typed while the tab lives). Unreadable or
 * missing drafts give `fallback`.
 */
export function readDraft<V extends object>(key: string | undefined, fallback: V): V {
  if (!key || typeof sessionStorage === 'undefined') return fallback;
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return fallback;
    const draft = JSON.parse(raw) as Partial<V>;
    return typeof draft === 'object' && draft !== null ? { ...fallback, ...draft } : fallback;
  } catch {
    return fallback;
  }
}

/** Forgets the draft under `key` (after a successful save). */
export function clearDraft(key: string | undefined): void {
  if (!key || typeof sessionStorage === 'undefined') return;
  sessionStorage.removeItem(key);
}
