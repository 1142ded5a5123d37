import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { readTabValue, writeTabValue } from './tabStorage';

/*
 * "Back to …" links that return to a list as the employer left it (issue #30 point 10): a list
 * screen remembers its URL query (filters, page) in this tab's sessionStorage, per employer and
 * list, every time it changes ({@link useRememberListQuery}); a link back to the list reads it
 * ({@link useListReturnPath}). Nothing remembered — a chats screen opened from a shared link in
 * a new tab, another employer — goes to the bare list. The navigation's own links (Job
 * Openings, Inbox) still open the lists bare: only "Back to …" returns.
 */

/** sessionStorage key of the query remembered for `listPath` of `employer`. */
function storageKey(employer: string | undefined, listPath: string): string {
  return `hireline.listQuery.${employer ?? 'anonymous'}.${listPath}`;
}

/**
 * Keeps the URL query of the list screen at `listPath` (e.g. `/job-openings`) remembered for
 * "Back to …" links while the screen is shown: call it in the list's screen. The query is
 * written as the URL shows it (the list's filters write it at once, `useListFilters`).
 */
export function useRememberListQuery(listPath: string): void {
  const { pathname, search } = useLocation();
  const employer = useAppSelector((state) => state.auth.user?.uuid);
  useEffect(() => {
    // Only the list's own URL: not the next screen's while the list is still mounted.
    if (pathname === listPath) writeTabValue(storageKey(employer, listPath), search);
  }, [employer, listPath, pathname, search]);
}

/**
 * Where a "Back to …" link to the list at `listPath` goes: the list with the query it was last
 * shown with in this tab by this employer (`/job-openings?search=warehouse&page=2`), or the bare
 * list when none was remembered.
 */
export function useListReturnPath(listPath: string): string {
  const employer = useAppSelector((state) => state.auth.user?.uuid);
  const search = readTabValue(storageKey(employer, listPath));
  return search && search.startsWith('?') ? `${listPath}${search}` : listPath;
}
