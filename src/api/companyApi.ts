import { api } from './baseApi';
import type { Company, CompanyUpdateRequest } from '../contract/types';

/** Arguments of a company update: the company's numeric id and the whole form. */
export type UpdateCompanyArgs = CompanyUpdateRequest & { id: number };

/** Company endpoints (SPEC §2 company information, §4; contract tag Company). */
export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /v1/employers/companies/{id} (`updateCompany`): replaces the editable fields and
     * answers the Company, which then replaces the company on the current user (SPEC §4; the
     * auth slice matches this endpoint's fulfilment); the UPDATED notification follows
     * (src/store/apiNotifications). 403 unverified email, 404 another employer's company, 422
     * with `fields` (e.g. VALID_PHONE_NUMBER); the form shows the failure.
     */
    updateCompany: build.mutation<Company, UpdateCompanyArgs>({
      query: ({ id, ...body }) => ({ url: `/v1/employers/companies/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Employee'] : []),
    }),
  }),
});

export const { useUpdateCompanyMutation } = companyApi;
