import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isNormalizedError } from '../../api/errors';
import { useListJobOpeningsQuery } from '../../api/jobOpeningsApi';
import { betweenDates, rangeEndDay } from '../../api/queryString';
import type { JobOpening } from '../../contract/types';
import { useListFilters } from '../shared/useListFilters';
import { useRememberListQuery } from '../shared/listReturn';
import { useItemsBeforeFirstPaint } from '../shared/useItemsBeforeFirstPaint';
// Each component from its own module, not the barrel (less JavaScript for /job-openings).
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { FullScreenOverlay } from '../../components/FullScreenOverlay';
import { Pagination } from '../../components/Pagination';
import { SearchField } from '../../components/SearchField';
import { Spinner } from '../../components/Spinner';
import { StaleNote } from '../../components/StaleNote';
import { Toolbar } from '../../components/Toolbar';
import { DateRangeField } from '../../components/DateRangeField';
import { useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifier';
import { LoadErrorRetry } from '../shared/LoadErrorRetry';
import { JobOpeningsHeader } from '../shared/ScreenHeaders';
import { useQueryStatus } from '../shared/useQueryStatus';
import { JobOpeningCard } from './JobOpeningCard';
import { useCreateOpeningEntry } from './useCreateOpeningEntry';
import { JOB_OPENING_FILTER_DEFAULTS, type JobOpeningFilters } from './jobOpeningsList';
import { commonMessages } from '../../i18n/common.messages';
import { jobOpeningsPageMessages } from './jobOpeningsPage.messages';

/*
 * The create form and the checkout open on demand, in their own chunks: the screen starts
 * without react-select and the payment form (issue #7 JS budget of /job-openings).
 */
const CreateJobOpeningForm = lazy(() =>
  import('./CreateJobOpeningForm').then((m) => ({ default: m.CreateJobOpeningForm })),
);
const CheckoutFlow = lazy(() =>
  import('./CheckoutFlow').then((m) => ({ default: m.CheckoutFlow })),
);

/** Cards rendered before the screen's first paint ({@link useItemsBeforeFirstPaint}). */
const FIRST_PAINT_ROWS = 2;

/** The key of the list's history-entry state that holds the new opening's checkout. */
const CHECKOUT_STATE = 'checkoutOpening';

/** The opening whose checkout the history entry's `state` holds (a reload keeps it), or `null`. */
function checkoutOpeningOf(state: unknown): JobOpening | null {
  const opening = (state as Record<string, unknown> | null)?.[CHECKOUT_STATE];
  return typeof opening === 'object' &&
    opening !== null &&
    typeof (opening as { uuid?: unknown }).uuid === 'string'
    ? (opening as JobOpening)
    : null;
}

const StyledList = styled.ul<{ $dimmed: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
`;

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl}px 0;
`;

/** The note over the list kept after a failed refresh, above its summary. */
const StyledStaleNote = styled(StaleNote)`
  margin-bottom: ${({ theme }) => theme.space.sm}px;
`;

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /job-openings (SPEC §2, §4, §7, §9): the paginated list (created_at descending), filtered
 * by search text and a created_at date range kept in the URL query string (a shared URL
 * reproduces the view; the API query is debounced 250 ms), the create-opening form and,
 * after creating, the checkout step with the suggested candidates or the no-candidates
 * dialog — held in the list's history entry, so a reload reopens it (issue #30 point 5). The
 * new opening is put at the front of the cached list without a refetch.
 * The list degrades, never blanks (issue #18 point 5, {@link useQueryStatus}): a first load
 * that fails shows the error with "Try again"; a refresh that fails (e.g. on coming back
 * online) keeps the rows under a quiet "Couldn't refresh. Retrying…" note with "Retry now",
 * and asks again by itself until the API answers.
 */
export function JobOpeningsPage() {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.lang);
  const { filters, setFilters, resetFilters, queryString } = useListFilters<JobOpeningFilters>({
    defaults: JOB_OPENING_FILTER_DEFAULTS,
  });
  // "Back to job openings" (an opening's chats) returns to these filters (issue #30 point 10).
  useRememberListQuery('/job-openings');
  const list = useListJobOpeningsQuery(queryString);
  const { data, isFetching, refetch } = list;
  const { kind, error, lastVisit } = useQueryStatus(list);
  const employeeUuid = useAppSelector((state) => state.auth.user?.uuid);
  const createEntry = useCreateOpeningEntry(employeeUuid);
  const navigate = useNavigate();
  const location = useLocation();
  // The new opening's checkout lives in the list's history entry: a reload reopens it.
  const checkoutOpening = checkoutOpeningOf(location.state);
  const closeCheckout = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  // The cards a phone's first screen shows, before the first paint (a laptop's third follows
  // one frame later).
  const shownRows = useItemsBeforeFirstPaint(FIRST_PAINT_ROWS);

  const range = {
    from: rangeEndDay(filters.between_dates?.start),
    to: rangeEndDay(filters.between_dates?.end),
  };
  const filtered = Boolean(filters.search.trim() || range.from || range.to);

  // Created: the dialog's history entry gives way to the list — unfiltered, said so, when its
  // filters would hide the new opening's card (issue #30 point 5).
  const onCreated = (opening: JobOpening) => {
    const checkout = { [CHECKOUT_STATE]: opening };
    if (filtered) {
      createEntry.created({ pathname: '/job-openings', search: '' }, checkout);
      notify({ kind: 'info', summary: jobOpeningsPageMessages.filtersClearedForNew });
    } else {
      createEntry.created({ pathname: '/job-openings', search: location.search }, checkout);
    }
  };

  const staleNote =
    kind === 'stale' ? (
      <StyledStaleNote lastVisit={lastVisit} onRetry={() => void refetch()} retrying={isFetching} />
    ) : null;
  let body: React.ReactNode;
  if (kind === 'loading') {
    body = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage(jobOpeningsPageMessages.loading)} />
      </StyledCentered>
    );
  } else if (kind === 'error') {
    const forbidden = isNormalizedError(error) && error.status === 403;
    body = forbidden ? (
      <Alert
        variant="warning"
        title={<FormattedMessage {...jobOpeningsPageMessages.forbiddenTitle} />}
      >
        {error.message} {error.errors.join(', ')}{' '}
        <Link to="/account-details">
          <FormattedMessage {...jobOpeningsPageMessages.forbiddenAction} />
        </Link>
      </Alert>
    ) : (
      <LoadErrorRetry
        title={jobOpeningsPageMessages.loadErrorTitle}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (!data || data.data.length === 0) {
    const empty = filtered ? (
      <EmptyState
        title={<FormattedMessage {...jobOpeningsPageMessages.noResultsTitle} />}
        description={<FormattedMessage {...jobOpeningsPageMessages.noResultsText} />}
        action={
          <Button variant="secondary" onClick={resetFilters}>
            <FormattedMessage {...jobOpeningsPageMessages.clearFilters} />
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={<FormattedMessage {...jobOpeningsPageMessages.emptyTitle} />}
        description={<FormattedMessage {...jobOpeningsPageMessages.emptyText} />}
        action={
          <Button onClick={() => createEntry.show()}>
            <FormattedMessage {...jobOpeningsPageMessages.create} />
          </Button>
        }
      />
    );
    body = (
      <>
        {staleNote}
        {empty}
      </>
    );
  } else {
    body = (
      <>
        {staleNote}
        <StyledSummary aria-live="polite">
          <FormattedMessage
            {...jobOpeningsPageMessages.listSummary}
            values={{ total: data.meta.total }}
          />
        </StyledSummary>
        <StyledList
          $dimmed={isFetching}
          // Busy while a new answer is on its way or the cards after the first paint are still
          // to be drawn (useItemsBeforeFirstPaint): the list is not whole yet.
          aria-busy={isFetching || shownRows < data.data.length}
          aria-label={intl.formatMessage(jobOpeningsPageMessages.listLabel)}
        >
          {data.data.slice(0, shownRows).map((opening) => (
            <li key={opening.uuid}>
              <JobOpeningCard opening={opening} />
            </li>
          ))}
        </StyledList>
        {/* With the rest of the page's cards: drawn under the first two, it would then move. */}
        {data.meta.last_page > 1 && shownRows >= data.data.length && (
          <Pagination
            currentPage={data.meta.current_page}
            lastPage={data.meta.last_page}
            onPageChange={(page) => setFilters({ page }, { resetPage: false })}
          />
        )}
      </>
    );
  }

  return (
    <>
      <JobOpeningsHeader
        actions={
          <Button onClick={() => createEntry.show()}>
            <FormattedMessage {...jobOpeningsPageMessages.create} />
          </Button>
        }
      />
      <Toolbar label={intl.formatMessage(jobOpeningsPageMessages.filters)}>
        <SearchField
          showLabel
          label={intl.formatMessage(jobOpeningsPageMessages.searchLabel)}
          placeholder={intl.formatMessage(jobOpeningsPageMessages.searchPlaceholder)}
          name="search"
          value={filters.search}
          onChange={(search) => setFilters({ search })}
        />
        <DateRangeField
          label={<FormattedMessage {...jobOpeningsPageMessages.dateRangeLabel} />}
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
            <FormattedMessage {...jobOpeningsPageMessages.clearFilters} />
          </Button>
        )}
      </Toolbar>
      {body}
      {createEntry.open && (
        <Suspense
          fallback={<FullScreenOverlay label={intl.formatMessage(commonMessages.loading)} />}
        >
          <CreateJobOpeningForm
            open
            onClose={createEntry.close}
            onCreated={onCreated}
            language={language}
            draftKey={createEntry.draftKey}
            closeRequested={createEntry.closeRequested}
          />
        </Suspense>
      )}
      {checkoutOpening && (
        <Suspense
          fallback={<FullScreenOverlay label={intl.formatMessage(commonMessages.loading)} />}
        >
          <CheckoutFlow
            opening={checkoutOpening}
            onClose={closeCheckout}
            onCheckedOut={(result) => {
              // The list's entry without its checkout (Back returns to the list), then the chats.
              closeCheckout();
              navigate(`/job-openings/${encodeURIComponent(result.job_opening.uuid)}/chats`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
