import { isFromDevice } from '../../api/deviceCopy';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { selectUnreadChats } from '../../api/chatCounts';
import { useInboxQuery } from '../../api/chatsApi';
import { useListJobOpeningsQuery } from '../../api/jobOpeningsApi';
import { isNormalizedError } from '../../api/errors';
import type { Chat, ChatList as ChatListPage } from '../../contract/types';
import { PageHeader } from '../../components';
import { preloadSelectWhenIdle } from '../../components/LazySelect';
import { NotificationsHint } from '../notifications/NotificationsHint';
import { useListFilters } from '../shared/useListFilters';
import { useAppSelector } from '../../store/hooks';
import { isFilteredListQuery, selectedChatId, statusFilter, unreadOnly } from './chatFilters';
import {
  INBOX_FILTER_DEFAULTS,
  inboxQuery,
  inboxStatusCounts,
  openingFilter,
  type InboxFilters,
} from './inboxFilters';
import { selectCachedChatById } from './chatSelectors';
import { ChatCommandsProvider } from './chatCommands';
import { ChatPanes } from './ChatPanes';
import { ChatsNotice } from './ChatsNotice';
import { TriageScreen, type TriageScreenBodyProps } from './TriageScreen';
import { TriageShortcutsButton } from './TriageShortcutsDialog';
import { openingLookupQuery, selectCachedOpening } from './useJobOpening';
import { OpeningFilter } from './OpeningFilter';
import { useOpeningChoices } from './useOpeningChoices';
import { useChatWorkspace } from './useChatWorkspace';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  title: { id: 'inbox.title', defaultMessage: 'Inbox' },
  description: {
    id: 'inbox.description',
    defaultMessage: 'Every conversation with your candidates, across all your job openings.',
  },
});

/**
 * The hint (when it shows) and the panes under it share the chats screen's height, so that the
 * panes — the thread's composer at their foot — stay within the window: the panes take what
 * the hint leaves. The body reaches the window's bottom less the page's bottom padding (issue
 * #31 point 1: 214 px = the top bar, 60, the page's top padding, 24, the header with its one
 * line of description, 82, and the page's bottom padding, 48; measured at 1280 × 800).
 */
const StyledInboxBody = styled.div`
  display: flex;
  flex-direction: column;
  height: max(520px, calc(100dvh - 214px));
  /* Up to the md breakpoint the top bar is two rows (brand, navigation) and the description wraps: 60 px
     more. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    height: max(520px, calc(100dvh - 274px));
  }
  /* Narrow or short screens (issue #30 point 3): the page's header is one line, so the panes
     reach the window's bottom; a short window scrolls to a body tall enough for three rows. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px), (max-height: 500px) {
    height: max(580px, calc(100dvh - 146px));
  }
  & > [data-chat-panes] {
    flex: 1 1 auto;
    height: auto;
    min-height: 360px;
  }
`;

/** Not on narrow (≤ `sm`) or short (≤ 500 px) screens: the list keeps its rows (issue #30 point 3). */
const StyledRoomyOnly = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px), (max-height: 500px) {
    display: none;
  }
`;

/** Room between the notifications hint, when it shows, and the panes under it. */
const StyledHint = styled.div`
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space.lg}px;
  }
`;

/** Id of the list pane (the status tabs control it). */
const LIST_ID = 'inbox-list-pane';
/** Id of the search field (the `/` shortcut focuses it). */
const SEARCH_ID = 'inbox-search';

/**
 * `/inbox` (issue #21 point 1; contract `listChats`): every chat of the employer, latest
 * activity first, across all job openings — the same list pane, thread pane, actions (unlock,
 * hire, reject, templates, free messages, undo) and keyboard triage as an opening's chats
 * screen, rows naming their opening. Filters in the URL (search, status, unread only, one
 * opening); the status tabs count the chats as the chats screen's do (every opening's, or the
 * chosen one's: `inboxStatusCounts`); the list loads further pages as it scrolls, is polled every
 * 10 s and on focus (SPEC §9), and `?chat=<id>` opens that chat. On phones the list and the
 * thread are two views.
 */
export function InboxPage() {
  return <TriageScreen>{(props) => <InboxBody {...props} />}</TriageScreen>;
}

/** The chats of all pages loaded, each chat once (a chat that moved up between two pages' reads
 * shows where the newer page put it). */
function mergePages(pages: readonly ChatListPage[] | undefined): ChatListPage | undefined {
  if (!pages || pages.length === 0) return undefined;
  const seen = new Set<number>();
  const data: Chat[] = [];
  for (const page of pages) {
    for (const chat of page.data) {
      if (seen.has(chat.id)) continue;
      seen.add(chat.id);
      data.push(chat);
    }
  }
  return { data, meta: pages[pages.length - 1].meta };
}

/** The inbox's body: header, filters and list beside the thread, or a notice. */
function InboxBody({ announce, onRejected }: TriageScreenBodyProps) {
  const { filters, setFilters, queryString } = useListFilters<InboxFilters>({
    defaults: INBOX_FILTER_DEFAULTS,
  });
  const apiQuery = useMemo(() => inboxQuery(queryString), [queryString]);
  const inbox = useInboxQuery(apiQuery);
  const status = statusFilter(filters);
  const unread = unreadOnly(filters);
  const opening = openingFilter(filters);
  const filtered = Boolean(filters.search.trim() || status || unread || opening);
  // The opening combobox's choices: any opening, searched on the server as the employer types.
  const openingChoices = useOpeningChoices(opening);
  // The openings' first lookup page (shared with the choices: no request of its own), whose
  // `chat_counts` the status tabs sum when no opening is chosen.
  const openings = useListJobOpeningsQuery(openingLookupQuery(1)).data;
  const statusCounts = inboxStatusCounts(opening, openingChoices.opening, openings);
  const selectedId = selectedChatId(filters);

  const page = useMemo(() => mergePages(inbox.data?.pages), [inbox.data]);
  const listChats = page?.data;
  // The job opening filter's and the template picker's code (LazySelect), once the first rows
  // are in: off the first paint, there before the employer reaches for either (issue #31 point 1).
  const listed = listChats !== undefined;
  useEffect(() => (listed ? preloadSelectWhenIdle() : undefined), [listed]);
  const cached = useAppSelector((state) => selectCachedChatById(state, selectedId));
  const { refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = inbox;
  const workspace = useChatWorkspace({
    chats: listChats,
    cached,
    selectedId,
    setFilters,
    status,
    statusFiltered: Boolean(status || unread),
    refetch,
    announce,
    onRejected,
    searchId: SEARCH_ID,
  });
  const { selected, triage, setHelpOpen } = workspace;
  const selectedOpening = useAppSelector((state) =>
    selected ? selectCachedOpening(state, selected.job_opening_uuid) : undefined,
  );
  const clearFilters = useCallback(
    () =>
      setFilters({ search: '', status: undefined, unread: undefined, job_opening_uuid: undefined }),
    [setFilters],
  );
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The "Unread" toggle's count: one opening's unread chats when the list shows one opening,
  // else the employer's (the list's `meta.unread_chats`, the badge's count while it loads).
  const globalUnread = useAppSelector(selectUnreadChats);
  const unreadCount = opening
    ? openingChoices.opening?.chat_counts.unread
    : (page?.meta.unread_chats ?? globalUnread);
  const listError = isNormalizedError(inbox.error) ? inbox.error : undefined;
  // "No chats yet" only for an unfiltered question's answer (isFilteredListQuery).
  const empty =
    !listError &&
    inbox.currentData !== undefined &&
    inbox.currentData.pages.every((answer) => answer.data.length === 0) &&
    !filtered &&
    !isFilteredListQuery(apiQuery);

  let body: ReactNode;
  if (listError?.status === 403) {
    body = <ChatsNotice kind="forbidden" error={listError} />;
  } else if (empty) {
    body = <ChatsNotice kind="inboxEmpty" />;
  } else {
    body = (
      <ChatPanes
        listId={LIST_ID}
        searchId={SEARCH_ID}
        filters={{ search: filters.search, status, unread, filtered }}
        onFiltersChange={setFilters}
        onClearFilters={clearFilters}
        bar={{
          counts: statusCounts?.counts,
          total: statusCounts?.total,
          unreadCount,
          extraActive: Boolean(opening),
          extra: (
            <OpeningFilter
              inputId="inbox-opening"
              value={opening}
              onChange={(uuid) => setFilters({ job_opening_uuid: uuid })}
              choices={openingChoices}
            />
          ),
        }}
        list={{
          page,
          loading: inbox.isLoading,
          fetching: inbox.isFetching && !inbox.currentData,
          error: listError,
          lastVisit: isFromDevice(inbox.fulfilledTimeStamp) && inbox.currentData !== undefined,
          onRetry: () => void refetch(),
          onPageChange: () => undefined,
          onEndReached,
          loadingMore: isFetchingNextPage,
          showOpening: true,
        }}
        selectedId={selectedId}
        workspace={workspace}
        opening={selectedOpening}
        onHired={() => undefined}
      />
    );
  }
  const view = listError?.status === 403 || empty ? 'notice' : 'chats';
  return (
    <ChatCommandsProvider request={triage.request} done={triage.done}>
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        description={
          <StyledRoomyOnly>
            <FormattedMessage {...messages.description} />
          </StyledRoomyOnly>
        }
        actions={view === 'chats' && <TriageShortcutsButton onClick={() => setHelpOpen(true)} />}
      />
      {view === 'chats' ? (
        <StyledInboxBody>
          <StyledHint>
            <NotificationsHint />
          </StyledHint>
          {body}
        </StyledInboxBody>
      ) : (
        body
      )}
    </ChatCommandsProvider>
  );
}
