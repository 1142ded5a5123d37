/**
 * This tab's `sessionStorage`, tolerated missing or blocked (private mode, a sandboxed frame):
 * reads then give `null` and writes are dropped. For what a tab remembers for a while and a
 * reload keeps, but another tab or a new session should not see (a list's last filters, the
 * page to reach once the account is set up).
 */

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads `key` from this tab's sessionStorage; `null` when absent or storage is unavailable. */
export function readTabValue(key: string): string | null {
  try {
    return tabStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value` under `key` in this tab's sessionStorage, or removes it with `null`. */
export function writeTabValue(key: string, value: string | null): void {
  try {
    const storage = tabStorage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    /* blocked or full storage: nothing remembered */
  }
}
