import { useGetCurrentSubscriptionQuery } from '../../api/subscriptionApi';
import type { Employee, Subscription } from '../../contract/types';
import { useAppSelector } from '../../store/hooks';
import { queryStatusOf } from '../shared/useQueryStatus';
import { firstUnfinishedStep, type SignUpStep } from './signUpProgress';

/** What {@link useSignUpProgress} tells. */
export interface SignUpProgress {
  /** `true` until the current subscription is known (the decision waits for it). */
  loading: boolean;
  /** The first unfinished step, or `null` when the employer is set up. */
  next: SignUpStep | null;
  /** The latest subscription (`null`: never subscribed; `undefined`: not loaded or failed). */
  subscription: Subscription | null | undefined;
}

/**
 * Where the logged-in employer stands in the sign-up flow (issue #6 "resume"): reads the
 * user from the auth slice and `GET /v1/employers/current-subscription` (cached, never
 * refetched on focus, SPEC §9), then decides with {@link firstUnfinishedStep}. Skips the
 * request while nobody is logged in or the email is not verified yet (the subscription
 * cannot matter then). A failed first load counts as "no subscription yet"; a failed refresh
 * keeps the subscription loaded before (issue #18 point 5: a set-up employer coming back
 * online while the API is down is not sent back to the plans).
 */
export function useSignUpProgress(): SignUpProgress {
  const user = useAppSelector((state) => state.auth.user);
  const needsSubscription = subscriptionMatters(user);
  const result = useGetCurrentSubscriptionQuery(undefined, {
    skip: !needsSubscription,
    refetchOnFocus: false,
  });
  const { data, isLoading } = result;
  if (!user) return { loading: true, next: null, subscription: undefined };
  const loading = needsSubscription && isLoading;
  const subscription = queryStatusOf(result).kind === 'error' ? null : data;
  return {
    loading,
    next: loading ? null : firstUnfinishedStep({ user, subscription: subscription ?? null }),
    subscription,
  };
}

/**
 * Whether the sign-up position of `user` (the employee of `getCurrentEmployee`, `null` when
 * nobody is logged in) depends on the current subscription: only once the email is verified
 * and the company information complete (SPEC §5 steps 2–3). {@link useSignUpProgress} skips
 * the subscription request otherwise, and so does the start-up prefetch (`startRoute`,
 * src/app/AppRoutes.tsx).
 */
export function subscriptionMatters(user: Employee | null | undefined): boolean {
  return Boolean(user?.email_verified_at && user.company?.is_complete);
}
