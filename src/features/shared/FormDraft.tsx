import { useFormikContext } from 'formik';
import { useEffect } from 'react';

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

/**
 * Inside a Formik form: writes the values to `sessionStorage` under `storageKey` whenever
 * they change and differ from the initial ones, so typed-but-unsaved values survive a reload
 * of the tab (issue #6 "the flow survives a reload"). Never use it for card data. Renders
 * nothing.
 */
export function FormDraft({ storageKey }: { storageKey: string }) {
  const { values, dirty } = useFormikContext<object>();
  useEffect(() => {
    if (typeof sessionStorage === 'undefined') return;
    if (dirty) sessionStorage.setItem(storageKey, JSON.stringify(values));
  }, [storageKey, values, dirty]);
  return null;
}
