import { useMemo } from 'react';
import { useGetCurrentSubscriptionQuery } from '../../api/subscriptionApi';
import { OpeningSpendSummary } from './OpeningSpendSummary';
import { openingSpendQuery } from './spendQueries';
import { sumPaymentsByKind } from './spendTotals';
import { useAllPayments } from './useAllPayments';

/** Props of {@link OpeningSpend}. */
export interface OpeningSpendProps {
  /** The job opening's uuid (the chats screen's `:jobOpeningId`). */
  jobOpeningUuid: string;
}

/**
 * What one job opening has cost so far (issue #9 point 4 "Spend"; contract `listPayments`
 * with `job_opening_uuid`, every page at `per_page=100`, {@link useAllPayments}): its checkouts and unlocks summed by
 * {@link sumPaymentsByKind} in the plan's currency (the charges' own when no plan is known),
 * shown by {@link OpeningSpendSummary}. The `Payment` tag refetches it after a checkout or an
 * unlock, so the chats screen header is current without a reload; never polled, never on
 * focus. A failed load shows "Cost unavailable" with "Try again" (the error toast is
 * automatic).
 */
export function OpeningSpend({ jobOpeningUuid }: OpeningSpendProps) {
  const { data: subscription } = useGetCurrentSubscriptionQuery();
  const { currentData, isError, isFetching, refetch } = useAllPayments(
    openingSpendQuery(jobOpeningUuid),
  );
  const currency = subscription?.plan.currency ?? currentData?.[0]?.currency;
  const totals = useMemo(
    () => (currentData && currency ? sumPaymentsByKind(currentData, currency) : undefined),
    [currentData, currency],
  );
  // No plan and no charge: nothing was spent, in no currency to name.
  if (currentData && !currency) return null;
  return (
    <OpeningSpendSummary
      totals={totals}
      failed={isError && !isFetching && !totals}
      onRetry={() => void refetch()}
    />
  );
}
