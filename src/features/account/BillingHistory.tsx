import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useListPaymentsQuery } from '../../api/paymentsApi';
import { betweenDates, rangeEndDay } from '../../api/queryString';
import { useListFilters } from '../shared/useListFilters';
import {
  Button,
  EmptyState,
  Pagination,
  Spinner,
  Stack,
  StaleNote,
  Toolbar,
} from '../../components';
import { DateRangeField } from '../../components/DateRangeField';
import { Select, type SelectOption } from '../../components/Select';
import { PAYMENT_KINDS } from '../billing/spendTotals';
import { LoadErrorRetry } from '../shared/LoadErrorRetry';
import { useQueryStatus } from '../shared/useQueryStatus';
import { AccountSection } from './AccountSection';
import {
  BILLING_HISTORY_FILTER_DEFAULTS,
  billingHistoryQuery,
  hasBillingFilters,
  kindFilter,
  type BillingHistoryFilters,
} from './billingHistoryFilters';
import { BillingHistoryTable } from './BillingHistoryTable';
import { useOpeningNames } from './useOpeningNames';
import { PAYMENT_KIND_TOTALS } from './account.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  historyClearFilters: {
    id: 'account.history.clearFilters',
    defaultMessage: 'Clear filters',
  },
  historyDescription: {
    id: 'account.history.description',
    defaultMessage: 'Every charge to your card, newest first.',
  },
  historyEmptyText: {
    id: 'account.history.empty.text',
    defaultMessage: 'Your monthly fees, checkouts and unlocks will show here once you are charged.',
  },
  historyEmptyTitle: {
    id: 'account.history.empty.title',
    defaultMessage: 'No charges yet',
  },
  historyFilters: {
    id: 'account.history.filters',
    defaultMessage: 'Billing history filters',
  },
  historyKind: { id: 'account.history.kind', defaultMessage: 'Kind of charge' },
  historyKindAll: { id: 'account.history.kind.all', defaultMessage: 'All charges' },
  historyLoadError: {
    id: 'account.history.loadError',
    defaultMessage: "We couldn't load your charges",
  },
  historyLoading: {
    id: 'account.history.loading',
    defaultMessage: 'Loading your charges…',
  },
  historyNoResultsText: {
    id: 'account.history.noResults.text',
    defaultMessage: 'Try another kind of charge or a longer period.',
  },
  historyNoResultsTitle: {
    id: 'account.history.noResults.title',
    defaultMessage: 'No charges match these filters',
  },
  historyPagination: {
    id: 'account.history.pagination',
    defaultMessage: 'Billing history pages',
  },
  historyPeriod: { id: 'account.history.period', defaultMessage: 'Charged between' },
  historySummary: {
    id: 'account.history.summary',
    defaultMessage: '{total, plural, one {# charge} other {# charges}}',
  },
  historyTitle: { id: 'account.history.title', defaultMessage: 'Billing history' },
});

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px 0;
`;

/** Space under the stale note above the empty state (the table's `Stack` has its own gap). */
const StyledSpaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Props of {@link BillingHistory}. */
export interface BillingHistoryProps {
  /**
   * The job openings may be queried for the names of the charged openings: only while the plan
   * is in good standing (the API refuses openings otherwise). Names already cached show anyway.
   */
  lookUpOpenings: boolean;
}

/**
 * The "Billing history" section of /account-details (issue #9 point 4 "Spend"; contract
 * `listPayments`): the employer's charges newest first, ten a page
 * ({@link BillingHistoryTable}: date, kind, description, job opening, amount), filtered by kind
 * (a select: all, monthly fees, checkouts, unlocks) and by a `created_at` period (a date range),
 * both kept with the page in the URL query string (`?kind=unlock&between_dates=…&page=2`,
 * SPEC §7, `useListFilters`: a reload or a shared link shows the same charges; the API query
 * is debounced 250 ms). States: loading; "No charges yet" for an account never charged;
 * "No charges match these filters" with "Clear filters"; an inline error with "Try again";
 * pages with {@link Pagination} when there are several. Refetched when the `Payment` tag is
 * invalidated by a new charge and on coming back online; never on focus. A refresh that fails
 * keeps the charges under a quiet "Couldn't refresh. Retrying…" note, asking again by itself
 * (issue #18 point 5, {@link useQueryStatus}).
 */
export function BillingHistory({ lookUpOpenings }: BillingHistoryProps) {
  const intl = useIntl();
  const { filters, setFilters, resetFilters, queryString } = useListFilters<BillingHistoryFilters>({
    defaults: BILLING_HISTORY_FILTER_DEFAULTS,
  });
  const apiQuery = useMemo(() => billingHistoryQuery(queryString), [queryString]);
  const payments = useListPaymentsQuery(apiQuery);
  const { data, isFetching, refetch } = payments;
  const { kind: status, error } = useQueryStatus(payments);
  const openingNames = useOpeningNames(data?.data, lookUpOpenings);
  const kind = kindFilter(filters);
  const range = {
    from: rangeEndDay(filters.between_dates?.start),
    to: rangeEndDay(filters.between_dates?.end),
  };
  const filtered = hasBillingFilters(filters);

  const kindOptions = useMemo<SelectOption<string>[]>(
    () => [
      { value: 'all', label: intl.formatMessage(messages.historyKindAll) },
      ...PAYMENT_KINDS.map((value) => ({
        value,
        label: intl.formatMessage(PAYMENT_KIND_TOTALS[value]),
      })),
    ],
    [intl],
  );

  const staleNote =
    status === 'stale' ? <StaleNote onRetry={() => void refetch()} retrying={isFetching} /> : null;
  let body: React.ReactNode;
  if (status === 'loading') {
    body = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage(messages.historyLoading)} />
      </StyledCentered>
    );
  } else if (status === 'error') {
    // This query failed (an earlier query's rows are not shown as its answer).
    body = (
      <LoadErrorRetry
        title={messages.historyLoadError}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (!data || data.data.length === 0) {
    const empty = filtered ? (
      <EmptyState
        headingLevel={3}
        title={<FormattedMessage {...messages.historyNoResultsTitle} />}
        description={<FormattedMessage {...messages.historyNoResultsText} />}
        action={
          <Button variant="secondary" onClick={resetFilters}>
            <FormattedMessage {...messages.historyClearFilters} />
          </Button>
        }
      />
    ) : (
      <EmptyState
        headingLevel={3}
        title={<FormattedMessage {...messages.historyEmptyTitle} />}
        description={<FormattedMessage {...messages.historyEmptyText} />}
      />
    );
    body = (
      <>
        {staleNote && <StyledSpaced>{staleNote}</StyledSpaced>}
        {empty}
      </>
    );
  } else {
    body = (
      <Stack gap="md">
        {staleNote}
        <StyledSummary aria-live="polite">
          <FormattedMessage {...messages.historySummary} values={{ total: data.meta.total }} />
        </StyledSummary>
        <BillingHistoryTable payments={data.data} openingNames={openingNames} busy={isFetching} />
        {data.meta.last_page > 1 && (
          <Pagination
            currentPage={data.meta.current_page}
            lastPage={data.meta.last_page}
            label={intl.formatMessage(messages.historyPagination)}
            onPageChange={(page) => setFilters({ page }, { resetPage: false })}
          />
        )}
      </Stack>
    );
  }

  return (
    <AccountSection
      title={<FormattedMessage {...messages.historyTitle} />}
      description={<FormattedMessage {...messages.historyDescription} />}
    >
      <Toolbar label={intl.formatMessage(messages.historyFilters)}>
        <Select<string>
          label={<FormattedMessage {...messages.historyKind} />}
          inputId="billing-history-kind"
          options={kindOptions}
          value={kind ?? 'all'}
          onChange={(value) => setFilters({ kind: !value || value === 'all' ? undefined : value })}
          isSearchable={false}
          menuPortal
        />
        <DateRangeField
          label={<FormattedMessage {...messages.historyPeriod} />}
          value={range}
          onChange={({ from, to }) =>
            setFilters({
              between_dates:
                from || to ? betweenDates(from, to, 'created_at', { dateOnly: true }) : undefined,
            })
          }
        />
        {filtered && (
          <Button variant="ghost" onClick={resetFilters}>
            <FormattedMessage {...messages.historyClearFilters} />
          </Button>
        )}
      </Toolbar>
      {body}
    </AccountSection>
  );
}
