/**
 * The inbox's job opening combobox finds any opening (issue #21 point 1): what is typed is
 * searched on the server (contract `listJobOpenings` `search`, `field=name`), 250 ms after the
 * last keystroke, one request per pause — against the simulated API, with an employer that has
 * more openings than the first page holds, on jest's fake clock.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useOpeningChoices } from '../../../src/features/chats/useOpeningChoices';
import { demoToken, setupChatsServer, storeWithToken, type TestStore } from './helpers';

const mock = setupChatsServer();

/** The demo opening the searches look for: old, so beyond the first 100 once more are added. */
const CDL = 'CDL Class A Truck Driver';

/** Adds `count` openings of the demo employer, all newer than the seeded ones. */
function addNewerOpenings(count: number): void {
  const tables = mock.current.db.tables;
  const model = tables.jobOpenings.find((o) => o.name === CDL);
  if (!model) throw new Error(`no demo opening ${CDL}`);
  for (let n = 1; n <= count; n += 1) {
    const at = new Date(Date.UTC(2026, 4, 15, 11, 0, 0) - n * 60_000).toISOString();
    tables.jobOpenings.push({
      ...model,
      uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `Forklift Operator ${n}`,
      created_at: at,
      updated_at: at,
    });
  }
}

function wrapperFor(store: TestStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

let requests: string[];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/employers/job-openings') requests.push(url.search.slice(1));
};

beforeEach(() => {
  requests = [];
  mock.current.server.events.on('request:start', onRequest);
});
afterEach(() => {
  mock.current.server.events.removeListener('request:start', onRequest);
  jest.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Past the debounce, then until the request it made (`query`) has its answer in `options`. */
async function searched(result: { current: ReturnType<typeof useOpeningChoices> }, query: string) {
  await advance(300);
  expect(requests.at(-1)).toBe(query);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
}

/** The labels of the options. */
const labels = (options: readonly { label: string }[]) => options.map((o) => o.label);

describe('useOpeningChoices', () => {
  it('finds an opening beyond the first 100 by typing: one debounced search request', async () => {
    addNewerOpenings(120);
    const store = storeWithToken(await demoToken());
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { result } = renderHook(() => useOpeningChoices(undefined), {
      wrapper: wrapperFor(store),
    });
    await waitFor(() => expect(result.current.options).toHaveLength(100));
    expect(requests).toEqual(['per_page=100']);
    expect(labels(result.current.options)).not.toContain(CDL);
    expect(result.current.isLoading).toBe(false);

    // "C", "CD", "CDL", 100 ms apart: no request until 250 ms after the last keystroke.
    for (const text of ['C', 'CD', 'CDL']) {
      act(() => result.current.onInputChange(text));
      await advance(100);
    }
    expect(requests).toEqual(['per_page=100']);
    expect(result.current.isLoading).toBe(true);
    await advance(160);
    expect(requests).toEqual(['per_page=100', 'search=CDL&field=name&per_page=20']);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(labels(result.current.options)).toEqual([CDL]);

    // The input cleared (an option chosen, the menu closed): the first page again, from the cache.
    act(() => result.current.onInputChange(''));
    await advance(50);
    expect(result.current.options).toHaveLength(100);
    expect(requests).toHaveLength(2);
  });

  it('a search of nothing found answers no options; the same option object stays across answers', async () => {
    const store = storeWithToken(await demoToken());
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { result } = renderHook(() => useOpeningChoices(undefined), {
      wrapper: wrapperFor(store),
    });
    await waitFor(() => expect(labels(result.current.options)).toContain(CDL));
    const first = result.current.options.find((o) => o.label === CDL);
    act(() => result.current.onInputChange('truck'));
    await searched(result, 'search=truck&field=name&per_page=20');
    expect(result.current.options).toEqual([first]);
    expect(result.current.options[0]).toBe(first);
    act(() => result.current.onInputChange('astronaut'));
    await searched(result, 'search=astronaut&field=name&per_page=20');
    expect(result.current.options).toEqual([]);
  });

  it('names a chosen opening beyond the first page (a link) and knows its unread count', async () => {
    addNewerOpenings(120);
    const cdl = mock.current.db.tables.jobOpenings.find((o) => o.name === CDL);
    if (!cdl) throw new Error('no CDL opening');
    const store = storeWithToken(await demoToken());
    const { result } = renderHook(() => useOpeningChoices(cdl.uuid), {
      wrapper: wrapperFor(store),
    });
    await waitFor(() => expect(result.current.opening?.uuid).toBe(cdl.uuid));
    // The lookup read the pages up to the one holding it.
    expect(requests).toEqual(['per_page=100', 'page=2&per_page=100']);
    expect(result.current.options[0]).toEqual({ value: cdl.uuid, label: CDL });
    expect(result.current.opening?.chat_counts).toEqual(
      expect.objectContaining({ unread: expect.any(Number) }),
    );
  });

  it('keeps the chosen opening known without reading the lookup pages (chosen from a search)', async () => {
    addNewerOpenings(120);
    const cdl = mock.current.db.tables.jobOpenings.find((o) => o.name === CDL);
    if (!cdl) throw new Error('no CDL opening');
    const store = storeWithToken(await demoToken());
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { result, rerender } = renderHook(
      ({ chosen }: { chosen: string | undefined }) => useOpeningChoices(chosen),
      { wrapper: wrapperFor(store), initialProps: { chosen: undefined as string | undefined } },
    );
    await waitFor(() => expect(result.current.options).toHaveLength(100));
    act(() => result.current.onInputChange('CDL'));
    await searched(result, 'search=CDL&field=name&per_page=20');
    expect(labels(result.current.options)).toEqual([CDL]);
    // Chosen: the URL filter changes and the input is cleared.
    rerender({ chosen: cdl.uuid });
    act(() => result.current.onInputChange(''));
    await advance(50);
    expect(result.current.opening?.name).toBe(CDL);
    // Long after the search left the input (RTK Query drops unused answers after 60 s).
    await advance(120_000);
    expect(result.current.opening?.name).toBe(CDL);
    expect(requests).toEqual(['per_page=100', 'search=CDL&field=name&per_page=20']);
  });
});
