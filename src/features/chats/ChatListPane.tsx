import type { ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { VirtuosoHandle } from 'react-virtuoso';
import type { NormalizedError } from '../../api/errors';
import type { ChatList as ChatListPage } from '../../contract/types';
import {
  Button,
  EmptyState,
  Icon,
  Pagination,
  Spinner,
  StaleNote,
  toastLane,
} from '../../components';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { ChatList } from './ChatList';
import { StyledCentered, StyledListPane, StyledPager, StyledStale } from './ChatsPage.styles';
import { chatsMessages } from './chats.messages';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  listLabel: { id: 'chats.list.label', defaultMessage: 'Chats' },
  listLoadError: {
    id: 'chats.list.loadError',
    defaultMessage: "We couldn't load the chats",
  },
  noResultsText: {
    id: 'chats.noResults.text',
    defaultMessage: 'Try another search or status.',
  },
  noResultsTitle: {
    id: 'chats.noResults.title',
    defaultMessage: 'No chats match these filters',
  },
});

/**
 * The pane keeps the toasts' lane free at its bottom (issue #30 point 7): toasts sit at the
 * bottom-left, over this pane, and its last rows and pagination end above them.
 */
const StyledPane = styled(StyledListPane)`
  padding-bottom: ${toastLane};
`;

/** Props of {@link ChatListPane}. */
export interface ChatListPaneProps {
  /** Id of the pane (the status tabs' `aria-controls`). */
  id: string;
  /** The filters bar, shown at the top of the pane (e.g. a `ChatFiltersBar`). */
  filters: ReactNode;
  /** The page of chats last loaded (contract `ChatList`: `data`, `meta`); `undefined` before. */
  page: ChatListPage | undefined;
  /** The first load is under way: a spinner stands in for the list. */
  loading: boolean;
  /** A refetch with other filters is under way: the list dims slightly (it stays usable). */
  fetching: boolean;
  /**
   * The last load's error, if it failed: with no page, an error with "Try again"; with a page,
   * the page stays under a quiet "couldn't refresh" note (issue #18 point 5).
   */
  error: NormalizedError | undefined;
  /**
   * The page shown is the device's copy of the last visit (issue #31 point 2): it stays under
   * a quiet "Saved from your last visit. Refreshing…" note until this visit's answer comes.
   */
  lastVisit?: boolean;
  /** "Try again" after a failed first load. */
  onRetry: () => void;
  /** "Clear filters" of the no-results state. */
  onClearFilters: () => void;
  /** The open chat's id. */
  selectedId: number | undefined;
  /** A row was chosen (click, or Enter / Space on the focused row). */
  onSelect: (chatId: number) => void;
  /** Called with the page (1-based) chosen in the pagination, shown when there is more than one. */
  onPageChange: (page: number) => void;
  /** "Now" for the chats' status and times. */
  now: Date;
  /** Rows whose rejection waits for its undo window: shown as being rejected (issue #9 point 5). */
  rejectingIds: ReadonlySet<number>;
  /** The virtual list's handle (keyboard triage brings rows into view with it). */
  listRef: Ref<VirtuosoHandle>;
  /** Rows name their chat's job opening (the inbox, issue #21 point 1). */
  showOpening?: boolean;
  /**
   * An infinite list (the inbox): called when the last row comes into view, to load the next
   * page; `page` then holds every page loaded, and no pagination is shown.
   */
  onEndReached?: () => void;
  /** The next page is loading (a spinner under the list). */
  loadingMore?: boolean;
  /**
   * Drafts by chat id (text typed and not sent, issue #21 point 4): their rows show
   * "Draft: <text>" in place of the last message.
   */
  drafts?: Readonly<Record<number, string>>;
}

/**
 * The list pane of a chats screen (SPEC §2, §9): `filters` on top, then the chats
 * ({@link ChatList}, virtualized) with the pagination under them (or, for an infinite list,
 * the next page loading as the end comes into view) — or, instead of the list, a
 * spinner on the first load, the load error with "Try again", or "No chats match these filters"
 * with "Clear filters". Knows nothing of the route: the screen hands it the page and the
 * callbacks. Its bottom is kept for the toasts while any shows (issue #30 point 7).
 */
export function ChatListPane({
  id,
  filters,
  page,
  loading,
  fetching,
  error,
  lastVisit = false,
  onRetry,
  onClearFilters,
  selectedId,
  onSelect,
  onPageChange,
  now,
  rejectingIds,
  listRef,
  showOpening,
  onEndReached,
  loadingMore = false,
  drafts,
}: ChatListPaneProps) {
  const intl = useIntl();
  let body: ReactNode;
  if (loading) {
    body = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage(chatsMessages.listLoading)} />
      </StyledCentered>
    );
  } else if (error && !page) {
    body = (
      <StyledCentered>
        <ServerErrorAlert title={messages.listLoadError} error={error} />
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </StyledCentered>
    );
  } else if (!page || page.data.length === 0) {
    body = (
      <StyledCentered>
        <EmptyState
          icon={<Icon name="search" size={28} />}
          title={<FormattedMessage {...messages.noResultsTitle} />}
          description={<FormattedMessage {...messages.noResultsText} />}
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              <FormattedMessage {...chatsMessages.filtersClear} />
            </Button>
          }
        />
      </StyledCentered>
    );
  } else {
    body = (
      <>
        {(error || lastVisit) && (
          // The list stays as last seen; its 10 s poll asks again (issue #18 point 5).
          <StyledStale>
            <StaleNote lastVisit={lastVisit} />
          </StyledStale>
        )}
        <ChatList
          chats={page.data}
          selectedId={selectedId}
          onSelect={onSelect}
          label={intl.formatMessage(messages.listLabel)}
          fetching={fetching}
          refreshing={lastVisit && !error}
          now={now}
          rejectingIds={rejectingIds}
          listRef={listRef}
          showOpening={showOpening}
          onEndReached={onEndReached}
          drafts={drafts}
        />
        {loadingMore && (
          <StyledPager>
            <Spinner size="sm" label={intl.formatMessage(chatsMessages.listLoading)} />
          </StyledPager>
        )}
        {!onEndReached && page.meta.last_page > 1 && (
          <StyledPager>
            <Pagination
              currentPage={page.meta.current_page}
              lastPage={page.meta.last_page}
              onPageChange={onPageChange}
            />
          </StyledPager>
        )}
      </>
    );
  }
  return (
    <StyledPane id={id} data-pane="list" aria-label={intl.formatMessage(messages.listLabel)}>
      {filters}
      {body}
    </StyledPane>
  );
}
