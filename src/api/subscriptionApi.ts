import { api } from './baseApi';
import { IDEMPOTENCY_HEADER } from './idempotency';
import type { PaidRequest } from './chatsApi';
import type { CreateSubscriptionRequest, PlanList, Subscription } from '../contract/types';

/** Arguments of a subscription payment: the plan, the attempt's Idempotency-Key and card. */
export type CreateSubscriptionArgs = Pick<CreateSubscriptionRequest, 'plan_id'> &
  Required<Pick<PaidRequest, 'paymentMethodId'>> &
  Pick<PaidRequest, 'idempotencyKey'>;

/**
 * Billing endpoints (SPEC §1 plan and card checkout, §2 account screen "current plan", §7
 * current subscription; contract tag Billing). None of them refetches on window focus (§9).
 */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /v1/employers/current-subscription (`getCurrentSubscription`) → the latest
     * Subscription whatever its status, or `null` for 204 (never subscribed).
     */
    getCurrentSubscription: build.query<Subscription | null, void>({
      query: () => ({
        url: '/v1/employers/current-subscription',
        responseHandler: async (response) => (response.status === 204 ? null : response.json()),
      }),
      providesTags: ['Subscription'],
    }),
    /**
     * GET /v1/employers/plans (`listPlans`) → the monthly plans, cheapest first; amounts in
     * the plan currency's minor unit (cents). Cached 10 minutes.
     */
    listPlans: build.query<PlanList, void>({
      query: () => '/v1/employers/plans',
      providesTags: ['Plan'],
      keepUnusedDataFor: 600,
    }),
    /**
     * POST /v1/employers/subscriptions (`createSubscription`, paid): subscribes to `plan_id`
     * and charges the first month to the PaymentMethod, with the attempt's Idempotency-Key.
     * 201 → the active Subscription, written into the current-subscription cache, and the
     * `Payment` tag invalidated (issue #9 point 4: the charge joins the billing history); 402 with
     * `paymentError` (declined, or 3-D Secure to confirm and repeat with the same key); 403
     * unverified email; 409 already subscribed.
     */
    createSubscription: build.mutation<Subscription, CreateSubscriptionArgs>({
      query: ({ plan_id, paymentMethodId, idempotencyKey }) => ({
        url: '/v1/employers/subscriptions',
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        body: { plan_id, payment_method_id: paymentMethodId },
      }),
      // The first month is a new charge: the billing history and the spend meter reload.
      invalidatesTags: (result) => (result ? ['Payment'] : []),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(subscriptionApi.util.upsertQueryData('getCurrentSubscription', undefined, data));
        } catch {
          /* the form shows the failure */
        }
      },
    }),
    /**
     * POST /v1/employers/current-subscription/cancel (`cancelCurrentSubscription`) → the
     * Subscription scheduled to end at `ends_at` (`cancel_at_period_end` true), written into
     * the current-subscription cache. 404 none; 409 already cancelled.
     */
    cancelCurrentSubscription: build.mutation<Subscription, void>({
      query: () => ({ url: '/v1/employers/current-subscription/cancel', method: 'POST', body: {} }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(subscriptionApi.util.upsertQueryData('getCurrentSubscription', undefined, data));
        } catch {
          /* the dialog shows the failure */
        }
      },
    }),
  }),
});

export const {
  useGetCurrentSubscriptionQuery,
  useListPlansQuery,
  useCreateSubscriptionMutation,
  useCancelCurrentSubscriptionMutation,
} = subscriptionApi;
