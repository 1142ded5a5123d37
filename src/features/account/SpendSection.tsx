import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Subscription } from '../../contract/types';
import { Spinner, StaleNote } from '../../components';
import { periodSpendQuery } from '../billing/spendQueries';
import { sumPaymentsByKind } from '../billing/spendTotals';
import { useAllPayments } from '../billing/useAllPayments';
import { useNow } from '../chats/useNow';
import { LoadErrorRetry } from '../shared/LoadErrorRetry';
import { useQueryStatus } from '../shared/useQueryStatus';
import { AccountSection } from './AccountSection';
import { SpendMeter } from './SpendMeter';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  spendDescription: {
    id: 'account.spend.description',
    defaultMessage: 'What you have been charged since your current billing period started.',
  },
  spendLoadError: {
    id: 'account.spend.loadError',
    defaultMessage: "We couldn't load your spending",
  },
  spendLoading: {
    id: 'account.spend.loading',
    defaultMessage: 'Loading your spending…',
  },
  spendTitle: { id: 'account.spend.title', defaultMessage: 'Spending this period' },
});

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px 0;
`;

/** The note over data kept after a failed refresh, spaced from that data. */
const StyledStaleNote = styled(StaleNote)`
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

/** How often the section looks at the clock, ms: the period's last day changes at UTC midnight. */
const CLOCK_MS = 60_000;

/**
 * `true` when `subscription` has a billing period running to show the spend of: `active`
 * (also while scheduled to cancel) or `past_due`. Not for an `incomplete` first payment or an
 * ended (`canceled`) plan.
 */
export function hasCurrentPeriod(subscription: Pick<Subscription, 'status'>): boolean {
  return subscription.status === 'active' || subscription.status === 'past_due';
}

/**
 * The "Spending this period" section of /account-details (issue #9 point 4 "Spend"): every
 * charge from the subscription's `current_period_start` to now (contract `listPayments`,
 * `between_dates=<period start>,<today>,created_at`, all pages at `per_page=100` through
 * {@link useAllPayments}), summed by
 * kind ({@link sumPaymentsByKind}, in the plan's currency) into the {@link SpendMeter}.
 * Loading shows a spinner; a failure an inline error with "Try again". The `Payment` tag
 * refetches it after a checkout, an unlock or a new plan, so the meter is current without a
 * reload; so does coming back online. Never refetched on focus. A refresh that fails keeps the
 * meter under a quiet "Couldn't refresh. Retrying…" note, asking again by itself (issue #18
 * point 5, {@link useQueryStatus}).
 */
export function SpendSection({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const now = useNow(CLOCK_MS);
  const today = now.toISOString().slice(0, 10);
  const query = useMemo(
    () => periodSpendQuery(subscription.current_period_start, new Date(`${today}T00:00:00Z`)),
    [subscription.current_period_start, today],
  );
  const spend = useAllPayments(query ?? skipToken);
  const { currentData, isFetching, refetch } = spend;
  const { kind, error } = useQueryStatus(spend);
  const totals = useMemo(
    () => currentData && sumPaymentsByKind(currentData, subscription.plan.currency),
    [currentData, subscription.plan.currency],
  );

  // A period start that is not a date (never from the contract): nothing to measure.
  if (!query) return null;
  let body;
  if (kind === 'error') {
    body = (
      <LoadErrorRetry
        title={messages.spendLoadError}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (!totals) {
    body = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage(messages.spendLoading)} />
      </StyledCentered>
    );
  } else {
    body = (
      <>
        {kind === 'stale' && (
          <StyledStaleNote onRetry={() => void refetch()} retrying={isFetching} />
        )}
        <div aria-busy={isFetching}>
          <SpendMeter totals={totals} periodStart={subscription.current_period_start} />
        </div>
      </>
    );
  }

  return (
    <AccountSection
      title={<FormattedMessage {...messages.spendTitle} />}
      description={<FormattedMessage {...messages.spendDescription} />}
    >
      {body}
    </AccountSection>
  );
}
