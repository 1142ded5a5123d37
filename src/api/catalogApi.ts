import { api } from './baseApi';
import type { CatalogItemByModel, CatalogModel, Paginated } from '../contract/types';

/** Arguments of a catalog page load (SPEC §7 "GET v1/catalog/{model}"). */
export interface CatalogArgs<M extends CatalogModel = CatalogModel> {
  model: M;
  /** 1-based page; sent only when given. */
  page?: number;
  /** Page size (1–100). */
  per_page?: number;
  search?: string;
  /** Required for `cities` (cities load only once a state is chosen, SPEC §9). */
  state_id?: number;
}

function catalogParams(args: CatalogArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (args.page !== undefined) params.page = args.page;
  if (args.per_page !== undefined) params.per_page = args.per_page;
  if (args.search) params.search = args.search;
  if (args.state_id !== undefined) params.state_id = args.state_id;
  return params;
}

/**
 * Public catalogs (SPEC §3, §7): states, cities, company sizes, industries, skills and
 * first-question templates. Never refetched on window focus (SPEC §9); cached 10 minutes.
 */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCatalog: build.query<Paginated<CatalogItemByModel[CatalogModel]>, CatalogArgs>({
      query: (args) => ({ url: `/v1/catalog/${args.model}`, params: catalogParams(args) }),
      providesTags: (_result, _error, args) => [{ type: 'Catalog', id: args.model }],
      keepUnusedDataFor: 600,
    }),
  }),
});

/**
 * Typed catalog hook: one page of `model` (SPEC §7). Pass `skip` to wait (e.g. cities
 * before a state is chosen).
 */
export function useCatalogQuery<M extends CatalogModel>(
  args: CatalogArgs<M>,
  options?: { skip?: boolean },
) {
  const result = catalogApi.useListCatalogQuery(args, {
    skip: options?.skip,
    refetchOnFocus: false,
  });
  return result as Omit<typeof result, 'data' | 'currentData'> & {
    data?: Paginated<CatalogItemByModel[M]>;
    currentData?: Paginated<CatalogItemByModel[M]>;
  };
}
