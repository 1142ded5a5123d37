import { useGetCurrentSubscriptionQuery } from '../../api/subscriptionApi';
import type { CandidateSuggestionMeta, Plan } from '../../contract/types';
import { useAppSelector } from '../../store/hooks';

/** The price of checking out candidates, as the checkout shows and charges it. */
export interface CheckoutPrice {
  /** Price of one candidate, in the currency's minor unit (cents for USD). */
  unitAmount: number;
  /** ISO 4217 code, as the API sends it (lowercase `usd`). */
  currency: string;
  /**
   * Where it comes from: `plan` — the current subscription's plan
   * (`communication_request_amount`, `currency`); `suggestions` — the suggestion list's
   * `meta` (`unit_amount`, `currency`), used until the plan is known.
   */
  source: 'plan' | 'suggestions';
}

/**
 * The price per candidate of a checkout (issue #9 point 2, "selected × the plan's
 * `communication_request_amount`, formatted in the plan's currency"; contract `Plan`,
 * `CandidateSuggestionMeta`).
 *
 * Both figures are the server's: `meta.unit_amount` is documented as the plan's
 * `communication_request_amount` when the suggestions were listed, and POST …/checkout charges
 * the plan's amount at the moment it runs. They differ only when one of the two reads is
 * older than a plan change. The plan's wins when it is known (the issue prices the selection
 * with it, and it is the figure the employer sees on the account screen and the plan card);
 * the suggestions' `meta` is the fallback while the subscription loads, when it failed, or
 * when there is none (`null`, 204). The dialog uses the one price for the running total, the
 * order summary and the Pay button, so what the employer sees before paying is what the Pay
 * button says.
 */
export function checkoutPrice(
  plan: Pick<Plan, 'communication_request_amount' | 'currency'> | null | undefined,
  meta: Pick<CandidateSuggestionMeta, 'unit_amount' | 'currency'>,
): CheckoutPrice {
  if (plan && Number.isFinite(plan.communication_request_amount) && plan.currency) {
    return {
      unitAmount: plan.communication_request_amount,
      currency: plan.currency,
      source: 'plan',
    };
  }
  return { unitAmount: meta.unit_amount, currency: meta.currency, source: 'suggestions' };
}

/**
 * {@link checkoutPrice} with the current subscription's plan (`getCurrentSubscription`, cached,
 * not refetched on focus, SPEC §9). The request is the one the route guard makes, skipped for
 * the same employers (email not verified or company incomplete: no checkout can happen, the
 * API would answer 403); until it answers the suggestions' `meta` prices the checkout.
 */
export function useCheckoutPrice(
  meta: Pick<CandidateSuggestionMeta, 'unit_amount' | 'currency'>,
): CheckoutPrice {
  const user = useAppSelector((state) => state.auth.user);
  const ready = Boolean(user?.email_verified_at && user.company?.is_complete);
  const { data } = useGetCurrentSubscriptionQuery(undefined, {
    skip: !ready,
    refetchOnFocus: false,
  });
  return checkoutPrice(data?.plan, meta);
}
