import { api } from './baseApi';
import type {
  CandidateSuggestionList,
  CreateJobOpeningRequest,
  JobOpening,
  JobOpeningList,
} from '../contract/types';

/** Arguments of the suggested-candidates query (SPEC §3: jobOpeningId, desiredCandidates, ignoreIds). */
export interface SuggestedCandidatesArgs {
  jobOpeningId: string;
  /** 1–50; the opening's `desired_candidates` when omitted. */
  desiredCandidates?: number;
  /** Candidate uuids to leave out (sent as `ignoreIds[]=…`, one per item). */
  ignoreIds?: string[];
}

/** `/v1/employers/job-openings` with an optional §7 query string (no leading `?`). */
function listUrl(queryString: string): string {
  return queryString ? `/v1/employers/job-openings?${queryString}` : '/v1/employers/job-openings';
}

function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether a new opening belongs on page 1 of the cached list built from `queryString`
 * (DESIGN.md: created records go to the front of every cached page 1 they belong to).
 * Knows the filters the job openings screen sends — `page`, `per_page`, `order`
 * (created_at,desc only), `search`, `field`, `between_dates`; returns `undefined` when the
 * list uses anything else, so the caller refetches that list instead of guessing.
 */
export function openingBelongsToList(
  opening: JobOpening,
  queryString: string,
): boolean | undefined {
  const params = new URLSearchParams(queryString);
  for (const key of params.keys()) {
    if (!['page', 'per_page', 'order', 'search', 'field', 'between_dates'].includes(key))
      return undefined;
  }
  if ((params.get('page') ?? '1') !== '1') return false;
  if ((params.get('order') ?? 'created_at,desc') !== 'created_at,desc') return undefined;
  const search = params.get('search')?.trim();
  if (search) {
    const fields = (params.get('field') ?? 'name,first_question').split(',');
    const needle = normalizeText(search);
    const haystacks = fields.map((f) =>
      f === 'name' ? opening.name : f === 'first_question' ? opening.first_question : '',
    );
    if (!haystacks.some((text) => normalizeText(text).includes(needle))) return false;
  }
  const between = params.get('between_dates');
  if (between) {
    const [start, end] = between.split(',');
    const created = opening.created_at;
    const from = start.length === 10 ? `${start}T00:00:00.000Z` : new Date(start).toISOString();
    const to = end.length === 10 ? `${end}T23:59:59.999Z` : new Date(end).toISOString();
    const createdIso = new Date(created).toISOString();
    if (createdIso < from || createdIso > to) return false;
  }
  return true;
}

/**
 * Job openings and suggested candidates (SPEC §2, §3, §4, §7).
 * The list is keyed by its §7 query string. Creating an opening inserts it at the front of
 * every cached page 1 it belongs to without a refetch; lists whose filters can't be judged
 * here are invalidated instead.
 */
export const jobOpeningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/employers/job-openings?{queryString} → one page, created_at desc by default. */
    listJobOpenings: build.query<JobOpeningList, string>({
      query: (queryString) => listUrl(queryString),
      providesTags: (result, _error, queryString) => [
        { type: 'JobOpening', id: `LIST:${queryString}` },
        ...(result?.data.map((opening) => ({ type: 'JobOpening' as const, id: opening.uuid })) ??
          []),
      ],
    }),
    /** POST /v1/employers/job-openings → 201 JobOpening (hired_count 0, total 0). */
    createJobOpening: build.mutation<JobOpening, CreateJobOpeningRequest>({
      query: (body) => ({ url: '/v1/employers/job-openings', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        let opening: JobOpening;
        try {
          ({ data: opening } = await queryFulfilled);
        } catch {
          return;
        }
        const cachedArgs = jobOpeningsApi.util.selectCachedArgsForQuery(
          getState(),
          'listJobOpenings',
        );
        const stale: string[] = [];
        for (const queryString of cachedArgs) {
          const belongs = openingBelongsToList(opening, queryString);
          if (belongs === undefined) {
            stale.push(queryString);
            continue;
          }
          if (!belongs) continue;
          dispatch(
            jobOpeningsApi.util.updateQueryData('listJobOpenings', queryString, (draft) => {
              if (draft.data.some((o) => o.uuid === opening.uuid)) return;
              draft.data.unshift(opening);
              if (draft.data.length > draft.meta.per_page) draft.data.pop();
              draft.meta.total += 1;
              draft.meta.last_page = Math.max(1, Math.ceil(draft.meta.total / draft.meta.per_page));
              draft.meta.from = 1;
              draft.meta.to = draft.data.length;
            }),
          );
        }
        if (stale.length > 0) {
          dispatch(
            jobOpeningsApi.util.invalidateTags(
              stale.map((qs) => ({ type: 'JobOpening' as const, id: `LIST:${qs}` })),
            ),
          );
        }
      },
    }),
    /**
     * GET /v1/employers/job-openings/{id}/candidates?desiredCandidates=&ignoreIds[]= → the
     * suggested candidates, best match first; an empty `data` means nobody matches now.
     */
    listSuggestedCandidates: build.query<CandidateSuggestionList, SuggestedCandidatesArgs>({
      query: ({ jobOpeningId, desiredCandidates, ignoreIds }) => {
        const parts: string[] = [];
        if (desiredCandidates !== undefined) parts.push(`desiredCandidates=${desiredCandidates}`);
        for (const id of ignoreIds ?? []) parts.push(`ignoreIds[]=${encodeURIComponent(id)}`);
        const qs = parts.join('&');
        return `/v1/employers/job-openings/${encodeURIComponent(jobOpeningId)}/candidates${qs ? `?${qs}` : ''}`;
      },
      providesTags: (_result, _error, args) => [{ type: 'Candidate', id: args.jobOpeningId }],
    }),
  }),
});

export const {
  useListJobOpeningsQuery,
  useCreateJobOpeningMutation,
  useListSuggestedCandidatesQuery,
} = jobOpeningsApi;
