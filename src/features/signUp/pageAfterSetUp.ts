import { readTabValue, writeTabValue } from '../shared/tabStorage';

/*
 * The page an employer asked for before the account was ready (issue #30 point 10): a link to
 * /job-openings?search=…, an opening's chats or the inbox, followed logged out and through
 * sign-in or sign-up, or by a logged-in employer whose sign-up is unfinished, is sent to the
 * first unfinished step (README "Access rules of the sign-up routes"). The route's guard
 * remembers it here ({@link rememberPageAfterSetUp}, this tab, per employer), and finishing the
 * sign-up (the subscription checkout's success, a sign-up step left once the account is set up)
 * goes to it instead of the job openings ({@link pageAfterSetUp}), query and hash included; it
 * is forgotten once a set-up employer is shown a page of the app ({@link forgetPageAfterSetUp}).
 */

/** sessionStorage key of the page to reach once the account is set up. */
const STORAGE_KEY = 'hireline.pageAfterSetUp';

/** A path of this app: `/…`, never `//host/…` (which would leave it). */
function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
}

/**
 * Remembers `path` (pathname, query and hash) as the page `employer` (uuid) asked for before
 * the account was set up; replaces what was remembered before.
 */
export function rememberPageAfterSetUp(employer: string, path: string): void {
  if (!isAppPath(path)) return;
  writeTabValue(STORAGE_KEY, JSON.stringify({ employer, path }));
}

/**
 * The page `employer` asked for before the account was set up; `undefined` when none was
 * remembered (or it was another employer's). It stays remembered until
 * {@link forgetPageAfterSetUp}: the end of the sign-up may reach it through more than one
 * navigation (the checkout's success, and the guard of a sign-up step once the subscription is
 * known to be active).
 */
export function pageAfterSetUp(employer: string | undefined): string | undefined {
  const raw = readTabValue(STORAGE_KEY);
  if (raw === null || !employer) return undefined;
  try {
    const saved = JSON.parse(raw) as { employer?: unknown; path?: unknown };
    return saved.employer === employer && isAppPath(saved.path) ? saved.path : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the page remembered by {@link rememberPageAfterSetUp}: a set-up employer is in the app. */
export function forgetPageAfterSetUp(): void {
  writeTabValue(STORAGE_KEY, null);
}
