import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { jobOpeningsApi, openingBelongsToList } from '../../../src/api/jobOpeningsApi';
import type { JobOpening, JobOpeningList } from '../../../src/contract/types';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';

function opening(uuid: string, name: string, createdAt: string): JobOpening {
  return {
    uuid,
    name,
    skills: [{ id: 12, name: 'Forklift Operation' }],
    location: {
      state: { id: 44, name: 'Texas', code: 'TX' },
      city: { id: 2702, name: 'Houston', state_id: 44 },
    },
    desired_candidates: 10,
    first_question: 'Are you available to work night shifts?',
    hired_count: 0,
    total: 0,
    chat_counts: { pending: 0, unlocked: 0, expired: 0, hired: 0, rejected: 0, unread: 0 },
    created_at: createdAt,
    updated_at: createdAt,
  };
}

const existing = opening(
  '00000000-0000-4000-8000-000000000001',
  'Forklift Operator',
  '2026-05-01T10:00:00Z',
);
const created = opening(
  '00000000-0000-4000-8000-000000000002',
  'Warehouse Associate - Night Shift',
  '2026-05-15T12:00:00Z',
);

function page(data: JobOpening[], currentPage = 1, total = data.length): JobOpeningList {
  return {
    data,
    meta: {
      current_page: currentPage,
      last_page: Math.max(1, Math.ceil(total / 15)),
      per_page: 15,
      total,
      from: data.length ? 1 : null,
      to: data.length || null,
    },
  };
}

const listRequests: string[] = [];
const server = setupServer(
  http.get('*/v1/employers/job-openings', ({ request }) => {
    const search = new URL(request.url).search.replace(/^\?/, '');
    listRequests.push(search);
    if (search.includes('page=2')) return HttpResponse.json(page([existing], 2, 16));
    return HttpResponse.json(page([existing]));
  }),
  http.post('*/v1/employers/job-openings', () => HttpResponse.json(created, { status: 201 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  listRequests.length = 0;
});
afterAll(() => server.close());

function storeWithToken() {
  return makeTestStore({
    auth: { ...initialAuthState('token'), status: 'authenticated' },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
}

async function load(store: ReturnType<typeof storeWithToken>, queryString: string) {
  await store.dispatch(jobOpeningsApi.endpoints.listJobOpenings.initiate(queryString));
}

const listOf = (store: ReturnType<typeof storeWithToken>, queryString: string) =>
  jobOpeningsApi.endpoints.listJobOpenings.select(queryString)(store.getState()).data;

/**
 * Each cached list as `queryString requestId status`: a refetch dispatches its request (a new
 * request id, `pending`) the moment the cache is invalidated.
 */
const listRequestsOf = (store: ReturnType<typeof storeWithToken>) =>
  Object.values(store.getState().api.queries)
    .filter((entry) => entry?.endpointName === 'listJobOpenings')
    .map((entry) => `${String(entry?.originalArgs)} ${entry?.requestId} ${entry?.status}`)
    .sort();

describe('job openings cache rules (DESIGN.md "Data flow", SPEC §4)', () => {
  it('puts a created opening at the front of cached page-1 lists it belongs to, without a refetch', async () => {
    const store = storeWithToken();
    await load(store, '');
    await load(store, 'search=warehouse');
    await load(store, 'search=nurse');
    await load(store, 'page=2');
    listRequests.length = 0;
    const cachedBefore = listRequestsOf(store);

    await store.dispatch(
      jobOpeningsApi.endpoints.createJobOpening.initiate({
        name: created.name,
        skill_ids: [12],
        state_id: 44,
        city_id: 2702,
        desired_candidates: 10,
        first_question: created.first_question,
      }),
    );

    await waitFor(() =>
      expect(listOf(store, '')?.data.map((o) => o.uuid)).toEqual([created.uuid, existing.uuid]),
    );
    expect(listOf(store, '')?.meta.total).toBe(2);
    expect(listOf(store, 'search=warehouse')?.data[0].uuid).toBe(created.uuid);
    expect(listOf(store, 'search=nurse')?.data.map((o) => o.uuid)).toEqual([existing.uuid]);
    expect(listOf(store, 'page=2')?.data.map((o) => o.uuid)).toEqual([existing.uuid]);
    // Merged, not refetched: no list has a new request, none reached the API.
    expect(listRequestsOf(store)).toEqual(cachedBefore);
    expect(listRequests).toEqual([]);
  });

  it('refetches a cached list whose filters it cannot judge', async () => {
    const store = storeWithToken();
    await load(store, 'where_relation=Forklift%20Operation,skills.name');
    listRequests.length = 0;
    await store.dispatch(
      jobOpeningsApi.endpoints.createJobOpening.initiate({
        name: created.name,
        skill_ids: [12],
        state_id: 44,
        city_id: 2702,
        desired_candidates: 10,
        first_question: created.first_question,
      }),
    );
    const judged = 'where_relation=Forklift%20Operation,skills.name';
    await waitFor(() => expect(listRequests).toEqual([judged]));
    // Once its answer is in, that one request is all.
    await waitFor(() =>
      expect(listRequestsOf(store)).toEqual([expect.stringMatching(/ fulfilled$/)]),
    );
    expect(listRequests).toEqual([judged]);
  });
});

describe('openingBelongsToList', () => {
  it('matches search accent- and case-insensitively over name and first question', () => {
    expect(openingBelongsToList({ ...created, name: 'Almacén nocturno' }, 'search=ALMACEN')).toBe(
      true,
    );
    expect(openingBelongsToList(created, 'search=night%20shifts&field=first_question')).toBe(true);
    expect(openingBelongsToList(created, 'search=warehouse&field=first_question')).toBe(false);
  });

  it('checks a date-only created_at range inclusively in UTC days', () => {
    expect(openingBelongsToList(created, 'between_dates=2026-05-15,2026-05-15,created_at')).toBe(
      true,
    );
    expect(openingBelongsToList(created, 'between_dates=2026-05-01,2026-05-14,created_at')).toBe(
      false,
    );
  });

  it('never puts it on another page or in another order', () => {
    expect(openingBelongsToList(created, 'page=3')).toBe(false);
    expect(openingBelongsToList(created, 'order=name,asc')).toBeUndefined();
  });
});
