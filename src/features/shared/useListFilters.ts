import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useNavigate,
  type Location,
} from 'react-router-dom';
import {
  applyDefaults,
  buildQueryString,
  FILTER_DEBOUNCE_MS,
  loadFilters,
  parseQueryString,
  saveFilters,
  type FilterShape,
  type Filters,
} from '../../api/queryString';

/**
 * Reads the router's pathname as of now — ahead of `useLocation()`, which gives the location
 * of the last render: between a navigation and the render that shows it, the two differ. The
 * declarative routers' history (`BrowserRouter`, `MemoryRouter`) knows it; a navigator that
 * does not is taken to agree with the render.
 * @returns a stable function returning the current pathname, or `undefined` when unknown
 */
function useRouterPathname(): () => string | undefined {
  const { navigator } = useContext(NavigationContext);
  return useCallback(() => (navigator as { location?: Location }).location?.pathname, [navigator]);
}

/** Options of {@link useListFilters}. */
export interface UseListFiltersOptions<F> {
  /**
   * Every filter the list knows, with its value when nothing else says otherwise. Read on the
   * first render only. The keys are the query parameters (in this order); use `undefined` for
   * "no value". A special form's slot must be named by its canonical key (`between_dates`,
   * `where_relation`, `field`, or the range's field — see `canonicalKey`) so that a URL parsed
   * back lands in it. Include `page` (normally `DEFAULT_PAGE`) for a paginated list.
   */
  defaults: F;
  /** When given, the filters are saved to local storage under this key and restored from it
   * when the URL holds none of the filters (SPEC §7). */
  storageKey?: string;
  /** Debounce of `queryString` after the first build, in milliseconds. Default 250 (SPEC §9). */
  debounceMs?: number;
  /** The storage for `storageKey`. Default `window.localStorage` (when accessible). */
  storage?: Storage;
}

/** Options of `setFilters`. */
export interface SetFiltersOptions {
  /**
   * Put `page` back to its default when a filter other than `page` changes. Default `true`.
   * Ignored when the patch sets `page` itself.
   */
  resetPage?: boolean;
  /**
   * Write this change to the URL as a new history entry (`navigate` without `replace`), so
   * the browser's back button undoes it: opening a chat from the list (issue #19 point 2).
   * Default `false`: filters replace the current entry (no entry per keystroke). The new
   * entry's `location.state` is {@link PUSHED_BY_FILTERS}.
   */
  push?: boolean;
}

/**
 * `location.state` of a history entry pushed by `setFilters(…, { push: true })`: a screen
 * reads it to know that "back" returns to where the change was made (then `navigate(-1)`).
 */
const PUSHED_BY_FILTERS = { pushedByFilters: true } as const;

/** Whether `state` (a `location.state`) marks an entry pushed by `setFilters` with `push`. */
export function isPushedByFilters(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { pushedByFilters?: unknown }).pushedByFilters === true
  );
}

/** What {@link useListFilters} returns. */
export interface UseListFiltersResult<F> {
  /** The current filters; updated at once on `setFilters` (inputs stay responsive). */
  filters: F;
  /**
   * Merges `patch` (or `patch(current)`) into the filters. Changing any filter other than
   * `page` puts `page` back to `defaults.page` (the first page) unless `{ resetPage: false }`.
   * Stable across renders.
   */
  setFilters: (
    patch: Partial<F> | ((current: F) => Partial<F>),
    options?: SetFiltersOptions,
  ) => void;
  /** Back to `defaults`. Stable across renders. */
  resetFilters: () => void;
  /**
   * The SPEC §7 query string for the API (no leading `?`, `''` when empty): built at once on
   * the first render, then rebuilt `debounceMs` (250 ms) after the last filter change.
   */
  queryString: string;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access denied (sandboxed frame, disabled storage)
  }
}

/** The canonical (builder) form of a URL query string, so `%3E` and `>` compare equal. */
function canonical(search: string): string {
  return buildQueryString(parseQueryString(search));
}

/** Filters from the URL when it holds any of the known keys, else storage, else defaults. */
function resolveFilters<F extends FilterShape<F>>(
  search: string,
  defaults: F,
  storage: Storage | undefined,
  storageKey: string | undefined,
): F {
  const fromUrl = parseQueryString(search);
  if (Object.keys(defaults).some((key) => Object.prototype.hasOwnProperty.call(fromUrl, key))) {
    return applyDefaults(defaults, fromUrl);
  }
  const stored = storageKey ? loadFilters(storage, storageKey) : undefined;
  return stored ? applyDefaults(defaults, stored) : defaults;
}

/**
 * The API query string {@link useListFilters} starts with for the URL query `search` (`?a=1`
 * or `a=1`): the filters resolved the same way (URL, else `storageKey` in storage, else
 * `defaults`), built with `buildQueryString`. For requests started before the screen mounts
 * (route data prefetched during the start-up check), so they land in the cache entry the
 * screen then reads.
 */
export function initialListQueryString<F extends FilterShape<F>>(
  search: string,
  defaults: F,
  storageKey?: string,
  storage: Storage | undefined = browserStorage(),
): string {
  return buildQueryString(resolveFilters(search, defaults, storage, storageKey));
}

function serialize(key: string, value: unknown): string {
  return buildQueryString({ [key]: value } as Filters);
}

/**
 * List filters kept in the browser URL in the SPEC §7 query-string format (so the URL can be
 * shared and a reload restores the view), with the debounced query string for the API.
 *
 * - **Source.** On mount the filters come from the URL when it holds any key of `defaults`,
 *   otherwise from local storage (`storageKey`), otherwise from `defaults`. Parsed values are
 *   typed after `defaults` (`applyDefaults`: `'2'` → `2` where the default is a number);
 *   URL parameters that are not keys of `defaults` are ignored.
 * - **URL.** Every change is written to the URL at once with `replace: true` (no history entry
 *   per keystroke; the entry's `location.state` is kept; `{ push: true }` adds an entry instead), keeping the pathname and hash; the query becomes the canonical
 *   `buildQueryString(filters)` (parameters that are not filters are dropped). The hook writes through `useNavigate` rather
 *   than `useSearchParams`' setter, because that setter re-serialises with `URLSearchParams`,
 *   which would rewrite `desired_candidates>5` as `desired_candidates%3E5=` and `a[]` as
 *   `a%5B%5D`, breaking the §7 format. A URL change made elsewhere (a link, back/forward) is
 *   read back into the filters.
 * - **API string.** `queryString` equals `buildQueryString(filters)`: immediately on the first
 *   render, then `debounceMs` (default {@link FILTER_DEBOUNCE_MS} = 250 ms) after the last
 *   change (every change restarts the wait, `page` changes included).
 * - **Page.** Changing any other filter puts `page` back to `defaults.page` (SPEC §9 default
 *   page 1); `{ resetPage: false }` keeps it.
 * - **Storage.** With `storageKey`, every change is saved (`saveFilters`, JSON); storage
 *   failures are ignored.
 *
 * Must be used inside a react-router `<Router>`. Generic: it knows nothing of any resource.
 *
 * @example Job openings: search text, a `created_at` date range (UTC days) and the page.
 * ```tsx
 * interface JobOpeningFilters {
 *   search: string;
 *   between_dates: BetweenDatesFilter | undefined;
 *   page: number;
 * }
 * const { filters, setFilters, queryString } = useListFilters<JobOpeningFilters>({
 *   defaults: { search: '', between_dates: undefined, page: DEFAULT_PAGE },
 *   storageKey: 'job_openings_filters',
 * });
 * const { data } = useListJobOpeningsQuery(queryString); // GET job-openings?{queryString}
 * <input value={filters.search} onChange={(e) => setFilters({ search: e.target.value })} />
 * <DateRange onChange={(from, to) =>
 *   setFilters({ between_dates: betweenDates(from, to, 'created_at', { dateOnly: true }) })} />
 * <Pager page={filters.page} onChange={(page) => setFilters({ page })} />
 * // URL: /job-openings?search=night%20shift&between_dates=2025-05-01,2025-05-31,created_at&page=1
 * ```
 */
export function useListFilters<F extends FilterShape<F>>(
  options: UseListFiltersOptions<F>,
): UseListFiltersResult<F> {
  const { storageKey, debounceMs = FILTER_DEBOUNCE_MS } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const routerPathname = useRouterPathname();
  const [defaults] = useState(options.defaults);
  const [storage] = useState(() => options.storage ?? browserStorage());
  const [filters, setFiltersState] = useState<F>(() =>
    resolveFilters(location.search, defaults, storage, storageKey),
  );
  const built = useMemo(() => buildQueryString(filters), [filters]);
  const [queryString, setQueryString] = useState(built);

  // Latest location, read by the effects without making them re-run on every navigation.
  const locationRef = useRef(location);
  const seenSearchRef = useRef(location.search);
  // Canonical query strings this hook navigated to that the router has not shown yet.
  const pendingRef = useRef<string[]>([]);
  const builtRef = useRef(built);
  // The latest setFilters asked for a history entry (read and cleared by the URL writer).
  const pushRef = useRef(false);

  useEffect(() => {
    locationRef.current = location;
    builtRef.current = built;
  });

  // URL → filters, for navigations made elsewhere.
  useEffect(() => {
    if (location.search === seenSearchRef.current) return;
    seenSearchRef.current = location.search;
    const urlQuery = canonical(location.search);
    const pending = pendingRef.current;
    const index = pending.indexOf(urlQuery);
    if (index >= 0) {
      pending.splice(0, index + 1); // our own write arriving
      return;
    }
    pending.length = 0; // a navigation made elsewhere supersedes our earlier writes
    if (urlQuery === builtRef.current) return;
    setFiltersState(resolveFilters(location.search, defaults, storage, storageKey));
  }, [location.search, defaults, storage, storageKey]);

  // Filters → URL.
  useEffect(() => {
    const current = locationRef.current;
    const pending = pendingRef.current;
    // Already shown, or already on its way (StrictMode runs effects twice).
    const push = pushRef.current;
    pushRef.current = false;
    if (built === canonical(current.search) || pending[pending.length - 1] === built) return;
    // The router has moved on since this render (a click right after arriving here): writing
    // now would replace the page the employer went to with this one.
    if ((routerPathname() ?? current.pathname) !== current.pathname) return;
    pending.push(built);
    navigate(
      { pathname: current.pathname, search: built ? `?${built}` : '', hash: current.hash },
      push ? { state: PUSHED_BY_FILTERS } : { replace: true, state: current.state },
    );
  }, [built, navigate, routerPathname]);

  // Filters → storage.
  useEffect(() => {
    if (storageKey) saveFilters(storage, storageKey, filters);
  }, [filters, storage, storageKey]);

  // Filters → API query string, debounced (the first value was set synchronously above; nothing
  // to set while they agree, so the mount schedules no render: issue #31 point 1).
  useEffect(() => {
    if (built === queryString) return;
    const timer = setTimeout(() => setQueryString(built), debounceMs);
    return () => clearTimeout(timer);
  }, [built, debounceMs, queryString]);

  const setFilters = useCallback<UseListFiltersResult<F>['setFilters']>(
    (patch, setOptions = {}) => {
      const resetPage = setOptions.resetPage ?? true;
      pushRef.current = setOptions.push ?? false;
      setFiltersState((current) => {
        const changes = (typeof patch === 'function' ? patch(current) : patch) as Partial<F>;
        const next = { ...current, ...changes };
        const changed = Object.keys(changes).some(
          (key) =>
            key !== 'page' &&
            serialize(key, (current as Filters)[key]) !== serialize(key, (next as Filters)[key]),
        );
        if (
          resetPage &&
          changed &&
          'page' in defaults &&
          !Object.prototype.hasOwnProperty.call(changes, 'page')
        ) {
          (next as Record<string, unknown>).page = (defaults as Filters).page;
        }
        return next;
      });
    },
    [defaults],
  );

  const resetFilters = useCallback(() => setFiltersState(defaults), [defaults]);

  return { filters, setFilters, resetFilters, queryString };
}
