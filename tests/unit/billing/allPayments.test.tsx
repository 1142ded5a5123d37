/**
 * `listAllPayments` as an RTK Query infinite query (issue #20 point 4) and `useAllPayments`,
 * which reads every page of it for the spend meter and an opening's cost: the pages it asks
 * for, the rows it gives (whole reads only, each charge once), a failing page, and a refresh
 * after a new charge — over the simulated API.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DEMO_EMPLOYEE_UUID } from '../../../mocks/seed';
import type { PaymentRow } from '../../../mocks/tables';
import { api } from '../../../src/api/baseApi';
import { nextPaymentsPage, PAYMENTS_MAX_PAGES } from '../../../src/api/paymentsApi';
import type { PaymentList } from '../../../src/contract/types';
import { mergePaymentPages, useAllPayments } from '../../../src/features/billing/useAllPayments';
import { DEMO, loggedInStore, setupAccountServer } from '../account/helpers';

const mock = setupAccountServer();

type Store = Awaited<ReturnType<typeof loggedInStore>>;

/** `count` unlock charges of the demo employer with ids from `firstId`, on 2026-05-10. */
function addUnlocks(firstId: number, count: number): void {
  for (let i = 0; i < count; i += 1) {
    const row: PaymentRow = {
      id: firstId + i,
      employee_uuid: DEMO_EMPLOYEE_UUID,
      kind: 'unlock',
      job_opening_uuid: null,
      chat_id: null,
      amount: 100,
      currency: 'usd',
      description: 'Contact details of a candidate',
      payment_method_id: 'pm_card_visa',
      created_at: '2026-05-10T10:00:00Z',
    };
    mock.current.db.tables.payments.push(row);
  }
}

/** The ids of the demo employer's unlock charges in the simulated database, sorted. */
function unlockIds(): number[] {
  return mock.current.db.tables.payments
    .filter((p) => p.employee_uuid === DEMO_EMPLOYEE_UUID && p.kind === 'unlock')
    .map((p) => p.id)
    .sort((a, b) => a - b);
}

/** The query strings of the `listPayments` requests made from now on. */
function recordPaymentQueries(): string[] {
  const seen: string[] = [];
  mock.current.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/employers/payments') seen.push(url.search);
  });
  return seen;
}

/** Renders `useAllPayments(query)` and records the length of every `currentData` it returns. */
function renderAllPayments(store: Store, query: string) {
  const lengths: Array<number | undefined> = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(
    () => {
      const result = useAllPayments(query);
      lengths.push(result.currentData?.length);
      return result;
    },
    { wrapper },
  );
  return { ...hook, lengths };
}

const sortedIds = (rows: Array<{ id: number }> | undefined) =>
  (rows ?? []).map((p) => p.id).sort((a, b) => a - b);

afterEach(() => mock.current.server.events.removeAllListeners());

describe('nextPaymentsPage', () => {
  const list = (page: number, last: number, rows = 1): PaymentList =>
    ({
      data: Array.from({ length: rows }, (_, i) => ({ id: page * 1000 + i })),
      meta: { current_page: page, last_page: last, per_page: 100, total: last * 100 },
    }) as unknown as PaymentList;

  it('asks for the next page until meta.current_page reaches meta.last_page', () => {
    expect(nextPaymentsPage(list(1, 3), 1)).toBe(2);
    expect(nextPaymentsPage(list(2, 3), 2)).toBe(3);
    expect(nextPaymentsPage(list(3, 3), 3)).toBeUndefined();
    expect(nextPaymentsPage(list(1, 1), 1)).toBeUndefined();
  });

  it('stops on an empty page, and at the page bound', () => {
    expect(nextPaymentsPage(list(2, 9, 0), 2)).toBeUndefined();
    expect(nextPaymentsPage(list(PAYMENTS_MAX_PAGES, 500), PAYMENTS_MAX_PAGES)).toBeUndefined();
    expect(nextPaymentsPage(list(PAYMENTS_MAX_PAGES - 1, 500), PAYMENTS_MAX_PAGES - 1)).toBe(
      PAYMENTS_MAX_PAGES,
    );
  });
});

describe('mergePaymentPages', () => {
  it('concatenates the pages in order, keeping the first sighting of a repeated charge', () => {
    const page = (ids: number[], description: string) =>
      ({ data: ids.map((id) => ({ id, description })) }) as unknown as PaymentList;
    const rows = mergePaymentPages({
      pages: [page([9, 8, 7], 'first'), page([7, 6], 'second')],
      pageParams: [1, 2],
    });
    expect(rows.map((p) => [p.id, p.description])).toEqual([
      [9, 'first'],
      [8, 'first'],
      [7, 'first'],
      [6, 'second'],
    ]);
  });
});

describe('useAllPayments', () => {
  it('reads every page at per_page=100 and gives every charge once, only when whole', async () => {
    addUnlocks(90_000, 230);
    const store = await loggedInStore(DEMO);
    const queries = recordPaymentQueries();
    const { result, lengths } = renderAllPayments(store, 'kind=unlock');

    await waitFor(() => expect(result.current.currentData).toBeDefined());
    expect(sortedIds(result.current.currentData)).toEqual(unlockIds());
    expect(result.current.currentData).toHaveLength(unlockIds().length);
    expect(result.current.currentData?.every((p) => p.kind === 'unlock')).toBe(true);
    expect(queries).toEqual([
      '?page=1&kind=unlock&per_page=100',
      '?page=2&kind=unlock&per_page=100',
      '?page=3&kind=unlock&per_page=100',
    ]);
    // Never a partial sum: nothing until the last page, then all of it.
    expect(new Set(lengths)).toEqual(new Set([undefined, unlockIds().length]));
  });

  it('stops at a failing page with its error, and reads everything after Retry', async () => {
    addUnlocks(90_000, 150);
    let failing = true;
    mock.current.server.use(
      http.get('*/v1/employers/payments', ({ request }) => {
        if (!failing || new URL(request.url).searchParams.get('page') !== '2') return undefined;
        return HttpResponse.json({ message: 'Page two is broken', errors: [] }, { status: 422 });
      }),
    );
    const store = await loggedInStore(DEMO);
    const queries = recordPaymentQueries();
    const { result } = renderAllPayments(store, 'kind=unlock');

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 422, message: 'Page two is broken' });
    expect(result.current.currentData).toBeUndefined();
    expect(queries.map((q) => new URLSearchParams(q).get('page'))).toEqual(['1', '2']);

    failing = false;
    act(() => void result.current.refetch());
    await waitFor(() => expect(result.current.currentData).toBeDefined());
    expect(sortedIds(result.current.currentData)).toEqual(unlockIds());
    expect(result.current.error).toBeUndefined();
  });

  it('keeps the previous whole read while a refresh reads a grown set of pages', async () => {
    addUnlocks(90_000, 150);
    const store = await loggedInStore(DEMO);
    const { result, lengths } = renderAllPayments(store, 'kind=unlock');
    await waitFor(() => expect(result.current.currentData).toBeDefined());
    const before = unlockIds().length;
    expect(result.current.currentData).toHaveLength(before);

    addUnlocks(95_000, 100); // one page more than is cached
    const seenFrom = lengths.length;
    act(() => {
      store.dispatch(api.util.invalidateTags(['Payment']));
    });
    await waitFor(() => expect(result.current.currentData).toHaveLength(before + 100));
    expect(sortedIds(result.current.currentData)).toEqual(unlockIds());
    expect(new Set(lengths.slice(seenFrom))).toEqual(new Set([before, before + 100]));
  });
});
