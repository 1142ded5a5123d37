import { api } from './baseApi';
import type { Subscription } from './types';

/** Billing endpoints (SPEC §2 account screen, §7 current subscription). */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /v1/employers/current-subscription → the latest Subscription, or `null` for 204
     * (never subscribed). Not refetched on focus (SPEC §9).
     */
    getCurrentSubscription: build.query<Subscription | null, void>({
      query: () => ({
        url: '/v1/employers/current-subscription',
        responseHandler: async (response) => (response.status === 204 ? null : response.json()),
      }),
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetCurrentSubscriptionQuery } = subscriptionApi;
