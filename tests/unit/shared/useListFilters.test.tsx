import { act, render, renderHook } from '@testing-library/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import {
  between,
  betweenDates,
  DEFAULT_PAGE,
  type BetweenDatesFilter,
  type BetweenFilter,
} from '../../../src/api/queryString';
import {
  isPushedByFilters,
  useListFilters,
  type UseListFiltersOptions,
} from '../../../src/features/shared/useListFilters';

interface JobOpeningFilters {
  search: string;
  between_dates: BetweenDatesFilter | undefined;
  page: number;
}

const defaults: JobOpeningFilters = { search: '', between_dates: undefined, page: DEFAULT_PAGE };

const STORAGE_KEY = 'job_openings_filters';

let location: Location;
let navigate: NavigateFunction;
let navigationType: NavigationType;

function Probe() {
  location = useLocation();
  navigate = useNavigate();
  navigationType = useNavigationType();
  return null;
}

function setup<F extends object = JobOpeningFilters>(
  url = '/job-openings',
  options: Partial<UseListFiltersOptions<F>> = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Probe />
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () =>
      useListFilters<JobOpeningFilters>({
        defaults,
        ...(options as Partial<UseListFiltersOptions<JobOpeningFilters>>),
      }),
    { wrapper },
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useListFilters — first render', () => {
  it('starts from the defaults with the query string built immediately', () => {
    const { result } = setup();
    expect(result.current.filters).toEqual(defaults);
    expect(result.current.queryString).toBe('page=1');
    expect(location.pathname).toBe('/job-openings');
    expect(location.search).toBe('?page=1');
  });

  it('restores the filters from the URL, typed after the defaults, and builds them at once', () => {
    const { result } = setup(
      '/job-openings?search=night%20shift&between_dates=2025-05-01,2025-05-31,created_at&page=3',
    );
    expect(result.current.filters).toEqual({
      search: 'night shift',
      between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at', { dateOnly: true }),
      page: 3,
    });
    expect(result.current.queryString).toBe(
      'search=night%20shift&between_dates=2025-05-01,2025-05-31,created_at&page=3',
    );
    // The URL already holds the canonical string: it is left alone.
    expect(location.search).toBe(
      '?search=night%20shift&between_dates=2025-05-01,2025-05-31,created_at&page=3',
    );
  });

  it('fills the keys the URL lacks from the defaults and drops unknown parameters', () => {
    const { result } = setup('/job-openings?utm_source=mail&search=forklift');
    expect(result.current.filters).toEqual({
      search: 'forklift',
      between_dates: undefined,
      page: 1,
    });
    expect(location.search).toBe('?search=forklift&page=1');
  });

  it('keeps the hash when it rewrites the URL', () => {
    setup('/job-openings?search=a&junk=1#top');
    expect(location.search).toBe('?search=a&page=1');
    expect(location.hash).toBe('#top');
  });

  it('reads a range whose operator a browser percent-encoded', () => {
    interface RangeFilters {
      desired_candidates: BetweenFilter | undefined;
      page: number;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/x?desired_candidates%3E5&desired_candidates%3C20']}>
        <Probe />
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () =>
        useListFilters<RangeFilters>({
          defaults: { desired_candidates: undefined, page: 1 },
        }),
      { wrapper },
    );
    expect(result.current.filters.desired_candidates).toEqual(
      between('desired_candidates', '5', '20'),
    );
    expect(result.current.queryString).toBe('desired_candidates>5&desired_candidates<20&page=1');
  });
});

describe('useListFilters — changes', () => {
  it('updates filters and the URL at once; queryString exactly 250 ms later', () => {
    const { result } = setup();
    act(() => result.current.setFilters({ search: 'forklift' }));

    expect(result.current.filters.search).toBe('forklift');
    expect(location.search).toBe('?search=forklift&page=1');
    expect(result.current.queryString).toBe('page=1');

    act(() => jest.advanceTimersByTime(249));
    expect(result.current.queryString).toBe('page=1');

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.queryString).toBe('search=forklift&page=1');
  });

  it('restarts the 250 ms wait on every change (only the last value is built)', () => {
    const { result } = setup();
    const seen: string[] = [];
    act(() => result.current.setFilters({ search: 'f' }));
    act(() => jest.advanceTimersByTime(200));
    seen.push(result.current.queryString);
    act(() => result.current.setFilters({ search: 'fo' }));
    act(() => jest.advanceTimersByTime(200));
    seen.push(result.current.queryString);
    act(() => result.current.setFilters({ search: 'for' }));
    act(() => jest.advanceTimersByTime(249));
    seen.push(result.current.queryString);
    act(() => jest.advanceTimersByTime(1));
    seen.push(result.current.queryString);
    expect(seen).toEqual(['page=1', 'page=1', 'page=1', 'search=for&page=1']);
    expect(location.search).toBe('?search=for&page=1');
  });

  it('honours a custom debounceMs', () => {
    const { result } = setup('/job-openings', { debounceMs: 1000 });
    act(() => result.current.setFilters({ search: 'x' }));
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.queryString).toBe('page=1');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.queryString).toBe('search=x&page=1');
  });

  it('writes the URL with replace (no history entry per change)', () => {
    const { result } = setup();
    act(() => result.current.setFilters({ search: 'a' }));
    act(() => result.current.setFilters({ search: 'ab' }));
    expect(location.search).toBe('?search=ab&page=1');
    expect(navigationType).toBe('REPLACE');
    // With pushes, going back would show '?search=a&page=1'; with replace there is one entry.
    act(() => {
      void navigate(-1);
    });
    expect(location.search).toBe('?search=ab&page=1');
    expect(result.current.filters.search).toBe('ab');
  });

  it('behaves the same under StrictMode (effects run twice)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <MemoryRouter initialEntries={['/job-openings?search=a']}>
          <Probe />
          {children}
        </MemoryRouter>
      </StrictMode>
    );
    const { result } = renderHook(() => useListFilters<JobOpeningFilters>({ defaults }), {
      wrapper,
    });
    expect(result.current.queryString).toBe('search=a&page=1');
    expect(location.search).toBe('?search=a&page=1');
    act(() => result.current.setFilters({ search: 'b' }));
    expect(location.search).toBe('?search=b&page=1');
    act(() => jest.advanceTimersByTime(249));
    expect(result.current.queryString).toBe('search=a&page=1');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.queryString).toBe('search=b&page=1');
  });

  it('under StrictMode, still reads a later outside navigation to a URL it once wrote', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <MemoryRouter initialEntries={['/job-openings?search=a']}>
          <Probe />
          {children}
        </MemoryRouter>
      </StrictMode>
    );
    const { result } = renderHook(() => useListFilters<JobOpeningFilters>({ defaults }), {
      wrapper,
    });
    expect(location.search).toBe('?search=a&page=1'); // written by the hook
    act(() => {
      void navigate('/job-openings?search=zz');
    });
    expect(result.current.filters.search).toBe('zz');
    act(() => {
      void navigate('/job-openings?search=a&page=1');
    });
    expect(result.current.filters.search).toBe('a');
  });

  it('writes the §7 form to the URL: literal brackets, commas and operators', () => {
    interface Mixed {
      ids: string[];
      desired_candidates: BetweenFilter | undefined;
      between_dates: BetweenDatesFilter | undefined;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/x']}>
        <Probe />
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () =>
        useListFilters<Mixed>({
          defaults: { ids: [], desired_candidates: undefined, between_dates: undefined },
        }),
      { wrapper },
    );
    expect(location.search).toBe('');
    expect(result.current.queryString).toBe('');
    act(() =>
      result.current.setFilters({
        ids: ['u1', 'u2'],
        desired_candidates: between('desired_candidates', 5, 20),
        between_dates: betweenDates(
          new Date('2025-05-31T23:30:00-05:00'),
          new Date('2025-06-30T12:00:00Z'),
          'created_at',
          { dateOnly: true },
        ),
      }),
    );
    expect(location.search).toBe(
      '?ids[]=u1&ids[]=u2&desired_candidates>5&desired_candidates<20' +
        '&between_dates=2025-06-01,2025-06-30,created_at',
    );
    act(() => jest.advanceTimersByTime(250));
    expect(result.current.queryString).toBe(location.search.slice(1));
  });

  it('accepts a function patch', () => {
    const { result } = setup('/job-openings?search=a');
    act(() => result.current.setFilters((current) => ({ search: `${current.search}b` })));
    expect(result.current.filters.search).toBe('ab');
  });
});

describe('useListFilters — page', () => {
  it('resets page to 1 when another filter changes', () => {
    const { result } = setup('/job-openings?search=a&page=4');
    expect(result.current.filters.page).toBe(4);
    act(() => result.current.setFilters({ search: 'b' }));
    expect(result.current.filters).toEqual({ search: 'b', between_dates: undefined, page: 1 });
    expect(location.search).toBe('?search=b&page=1');
  });

  it('keeps the page when only the page changes', () => {
    const { result } = setup('/job-openings?search=a');
    act(() => result.current.setFilters({ page: 3 }));
    expect(result.current.filters).toEqual({ search: 'a', between_dates: undefined, page: 3 });
    expect(location.search).toBe('?search=a&page=3');
    act(() => jest.advanceTimersByTime(250));
    expect(result.current.queryString).toBe('search=a&page=3');
  });

  it('keeps the page with resetPage: false', () => {
    const { result } = setup('/job-openings?page=4');
    act(() => result.current.setFilters({ search: 'b' }, { resetPage: false }));
    expect(result.current.filters.page).toBe(4);
  });

  it('lets an explicit page in the same patch win', () => {
    const { result } = setup('/job-openings?page=4');
    act(() => result.current.setFilters({ search: 'b', page: 2 }));
    expect(result.current.filters.page).toBe(2);
  });

  it('does not reset the page when a patch sets a filter to an equivalent value', () => {
    const { result } = setup(
      '/job-openings?search=a&between_dates=2025-05-01,2025-05-31,created_at&page=4',
    );
    act(() =>
      result.current.setFilters({
        search: 'a',
        between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at'),
      }),
    );
    expect(result.current.filters.page).toBe(4);
  });

  it('does not add a page when the defaults have none', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/x']}>
        <Probe />
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => useListFilters<{ search: string }>({ defaults: { search: '' } }),
      { wrapper },
    );
    act(() => result.current.setFilters({ search: 'q' }));
    expect(result.current.filters).toEqual({ search: 'q' });
    expect(location.search).toBe('?search=q');
  });
});

describe('useListFilters — reset and external navigation', () => {
  it('resetFilters goes back to the defaults, in the URL and (debounced) in queryString', () => {
    const { result } = setup('/job-openings?search=a&page=2');
    act(() => result.current.resetFilters());
    expect(result.current.filters).toEqual(defaults);
    expect(location.search).toBe('?page=1');
    act(() => jest.advanceTimersByTime(250));
    expect(result.current.queryString).toBe('page=1');
  });

  it('reads a URL changed elsewhere (e.g. a shared link opened in place)', () => {
    const { result } = setup('/job-openings?search=a');
    act(() => {
      void navigate('/job-openings?search=zz&page=5');
    });
    expect(result.current.filters).toEqual({ search: 'zz', between_dates: undefined, page: 5 });
    expect(location.search).toBe('?search=zz&page=5');
    act(() => jest.advanceTimersByTime(250));
    expect(result.current.queryString).toBe('search=zz&page=5');
  });

  it('keeps returning stable setFilters and resetFilters', () => {
    const { result } = setup();
    const { setFilters, resetFilters } = result.current;
    act(() => result.current.setFilters({ search: 'x' }));
    expect(result.current.setFilters).toBe(setFilters);
    expect(result.current.resetFilters).toBe(resetFilters);
  });
});

describe('useListFilters — local storage', () => {
  it('saves every change under the storage key', () => {
    const { result } = setup('/job-openings', { storageKey: STORAGE_KEY });
    act(() => result.current.setFilters({ search: 'forklift' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      search: 'forklift',
      page: 1,
    });
  });

  it('does not touch storage without a storage key', () => {
    const { result } = setup();
    act(() => result.current.setFilters({ search: 'forklift' }));
    expect(localStorage.length).toBe(0);
  });

  it('restores from storage when the URL has no filters, and writes them to the URL', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        search: 'stored',
        between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at', { dateOnly: true }),
        page: 2,
      }),
    );
    const { result } = setup('/job-openings?unrelated=1', { storageKey: STORAGE_KEY });
    expect(result.current.filters).toEqual({
      search: 'stored',
      between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at', { dateOnly: true }),
      page: 2,
    });
    expect(result.current.queryString).toBe(
      'search=stored&between_dates=2025-05-01,2025-05-31,created_at&page=2',
    );
    expect(location.search).toBe(
      '?search=stored&between_dates=2025-05-01,2025-05-31,created_at&page=2',
    );
  });

  it('prefers the URL over storage when the URL has filters', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ search: 'stored', page: 2 }));
    const { result } = setup('/job-openings?search=from-url', { storageKey: STORAGE_KEY });
    expect(result.current.filters).toEqual({
      search: 'from-url',
      between_dates: undefined,
      page: 1,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      search: 'from-url',
      page: 1,
    });
  });

  it('falls back to the defaults when storage holds garbage', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    const { result } = setup('/job-openings', { storageKey: STORAGE_KEY });
    expect(result.current.filters).toEqual(defaults);
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const { result } = setup('/job-openings', { storageKey: STORAGE_KEY, storage: throwing });
    expect(result.current.filters).toEqual(defaults);
    act(() => result.current.setFilters({ search: 'ok' }));
    expect(result.current.filters.search).toBe('ok');
  });
});

describe('history entries (issue #19 point 2)', () => {
  it('adds an entry for a change made with push, marked as pushed by the filters', () => {
    const { result } = setup('/job-openings?search=a');
    act(() => result.current.setFilters({ search: 'ab' }, { push: true }));
    expect(location.search).toBe('?search=ab&page=1');
    expect(navigationType).toBe('PUSH');
    expect(isPushedByFilters(location.state)).toBe(true);
    // Back returns to the entry before it, and the filters follow the URL.
    act(() => navigate(-1));
    expect(result.current.filters.search).toBe('a');
  });

  it('replaces the entry otherwise, keeping its pushed mark', () => {
    const { result } = setup('/job-openings');
    act(() => result.current.setFilters({ search: 'x' }, { push: true }));
    act(() => result.current.setFilters({ search: 'xy' }));
    expect(navigationType).toBe('REPLACE');
    expect(location.search).toBe('?search=xy&page=1');
    expect(isPushedByFilters(location.state)).toBe(true);
  });

  it('a push asked for by a change that changes nothing is not kept for the next change', () => {
    const { result } = setup('/job-openings?search=q');
    act(() => result.current.setFilters({ search: 'q' }, { push: true }));
    act(() => result.current.setFilters({ search: 'qq' }));
    expect(navigationType).toBe('REPLACE');
    expect(isPushedByFilters(location.state)).toBe(false);
  });
});

describe('a navigation made before its first write (security.e2e: a click right after login)', () => {
  /**
   * Navigates to `to` on mount, in an effect that runs before the list's (an earlier sibling):
   * the list rendered on the old page, and its first write comes after the navigation.
   */
  function LeaveAtOnce({ to }: { to: string }) {
    const go = useNavigate();
    useEffect(() => {
      go(to);
    }, [go, to]);
    return null;
  }

  /** A list screen: the filters in its URL. */
  function ListScreen() {
    useListFilters<JobOpeningFilters>({ defaults });
    return null;
  }

  it('does not write its URL over the page the router has moved on to', () => {
    render(
      <MemoryRouter initialEntries={['/account-details']}>
        <Probe />
        <LeaveAtOnce to="/job-openings" />
        <Routes>
          <Route path="/account-details" element={<ListScreen />} />
          <Route path="/job-openings" element={null} />
        </Routes>
      </MemoryRouter>,
    );
    expect(`${location.pathname}${location.search}`).toBe('/job-openings');
  });
});
