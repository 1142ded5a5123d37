import type { Subscription } from '../../contract/types';
import type { BadgeVariant } from '../../components';

/**
 * What the account screen says about a subscription (SPEC §2 account screen "current
 * plan"; contract Subscription.status): `cancelled` is an `active` plan scheduled to end
 * (`cancel_at_period_end`), `canceled` one that has ended.
 */
export type PlanState = 'active' | 'cancelled' | 'past_due' | 'canceled' | 'incomplete';

/** The {@link PlanState} of `subscription`. */
export function planStateOf(
  subscription: Pick<Subscription, 'status' | 'cancel_at_period_end'>,
): PlanState {
  if (subscription.status === 'active' && subscription.cancel_at_period_end) return 'cancelled';
  return subscription.status;
}

/** Badge colour of each {@link PlanState}. */
export const PLAN_STATE_BADGE: Record<PlanState, BadgeVariant> = {
  active: 'success',
  cancelled: 'warning',
  past_due: 'danger',
  canceled: 'neutral',
  incomplete: 'warning',
};

/**
 * `true` when the employer can still cancel: a plan that is running (`active` or
 * `past_due`) and not already scheduled to end (the API answers 404 for `incomplete` and
 * 409 once cancelled).
 */
export function canCancel(
  subscription: Pick<Subscription, 'status' | 'cancel_at_period_end'>,
): boolean {
  return (
    (subscription.status === 'active' || subscription.status === 'past_due') &&
    !subscription.cancel_at_period_end
  );
}

/** When a cancelled plan stops: `ends_at`, else the end of the paid period. */
export function endOf(subscription: Pick<Subscription, 'ends_at' | 'current_period_end'>): string {
  return subscription.ends_at ?? subscription.current_period_end;
}
