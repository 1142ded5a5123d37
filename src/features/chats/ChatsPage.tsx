import { isFromDevice } from '../../api/deviceCopy';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useChatListQuery } from '../../api/chatsApi';
import { isNormalizedError } from '../../api/errors';
import type { Chat, CheckoutResult } from '../../contract/types';
import { useListFilters } from '../shared/useListFilters';
import { Button, Icon } from '../../components';
import { useAppSelector } from '../../store/hooks';
import {
  CHAT_FILTER_DEFAULTS,
  isFilteredListQuery,
  chatListQuery,
  selectedChatId,
  statusFilter,
  unreadOnly,
  type ChatFilters,
} from './chatFilters';
import { selectCachedChat } from './chatSelectors';
import { ChatCommandsProvider } from './chatCommands';
import { FindMoreCandidates } from './FindMoreCandidates';
import { OpeningHeader } from './OpeningHeader';
import { OpeningSpend } from '../billing/OpeningSpend';
import { TriageShortcutsButton } from './TriageShortcutsDialog';
import { useJobOpening } from './useJobOpening';
import { ChatPanes } from './ChatPanes';
import { ChatsNotice } from './ChatsNotice';
import { useChatWorkspace } from './useChatWorkspace';
import { TriageScreen, type TriageScreenBodyProps } from './TriageScreen';
import { findCandidatesMessage } from './chats.messages';

/**
 * `/job-openings/:jobOpeningId/chats` (SPEC §2 chat screen, §4, §7, §9): the opening's header
 * (name, location, hired count / total), its chats filtered by search and status in the URL
 * query string and refetched every 10 s and on window focus, the selected chat (`?chat=<id>`,
 * kept on reload) with its thread, composer and actions, and the find-more-candidates modal.
 */
export function ChatsPage() {
  const { jobOpeningId = '' } = useParams();
  return <ChatsScreen key={jobOpeningId} jobOpeningId={jobOpeningId} />;
}

/** One opening's chats screen: {@link TriageScreen}'s frame around the screen's body. */
function ChatsScreen({ jobOpeningId }: { jobOpeningId: string }) {
  return (
    <TriageScreen>
      {({ announce, onRejected }) => (
        <ChatsScreenBody jobOpeningId={jobOpeningId} announce={announce} onRejected={onRejected} />
      )}
    </TriageScreen>
  );
}

/**
 * The chat a chat list (contract `listJobOpeningChats`: latest activity first, ties by the
 * highest id) shows first among `chats`: the one to open after a checkout (issue #19 point 5).
 */
export function firstInListOrder(chats: readonly Chat[]): Chat | undefined {
  const activity = (chat: Chat) => Date.parse(chat.last_message?.created_at ?? chat.created_at);
  return [...chats].sort((a, b) => activity(b) - activity(a) || b.id - a.id)[0];
}

/** Id of the list pane (the status tabs control it). */
const LIST_ID = 'chat-list-pane';
/** Id of the search field (the `/` shortcut focuses it). */
const SEARCH_ID = 'chat-search';

interface ChatsScreenBodyProps extends TriageScreenBodyProps {
  jobOpeningId: string;
}

/**
 * The screen's body: the opening's header, then the filters bar and the list pane beside the
 * thread pane — or, instead of them, "Job opening not found", the forbidden notice, or "No
 * chats yet" — with the find-more-candidates modal and the shortcuts dialog.
 */
function ChatsScreenBody({ jobOpeningId, announce, onRejected }: ChatsScreenBodyProps) {
  const lookup = useJobOpening(jobOpeningId);
  const { filters, setFilters, queryString } = useListFilters<ChatFilters>({
    defaults: CHAT_FILTER_DEFAULTS,
  });
  const apiQuery = useMemo(() => chatListQuery(queryString), [queryString]);
  const list = useChatListQuery({ jobOpeningId, queryString: apiQuery });
  const [findMoreOpen, setFindMoreOpen] = useState(false);
  const status = statusFilter(filters);
  const unread = unreadOnly(filters);
  const filtered = Boolean(filters.search.trim() || status || unread);
  const selectedId = selectedChatId(filters);

  // The open chat: from the list shown, else any cached list of this opening, else the last
  // record seen (a reject/hire with a status filter can take it out of the list).
  const listChats = list.data?.data;
  const cached = useAppSelector((state) => selectCachedChat(state, jobOpeningId, selectedId));
  const { refetch } = list;
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
  const { triage } = workspace;
  // Clearing the filters keeps the open chat (resetFilters would close it).
  const clearFilters = useCallback(
    () => setFilters({ search: '', status: undefined, unread: undefined }),
    [setFilters],
  );

  // Checkout callback (SPEC §4): the chat list reloads through the cache (chatsApi
  // invalidates it); the new chats lead the list (latest activity first), and the one that
  // leads it opens (issue #19 point 5), with filters that would hide it cleared.
  const onCheckedOut = useCallback(
    (result: CheckoutResult) => {
      setFindMoreOpen(false);
      const first = firstInListOrder(result.data);
      if (first) {
        setFilters(
          { search: '', status: undefined, unread: undefined, chat: String(first.id) },
          { push: selectedId === undefined },
        );
      }
    },
    [setFilters, selectedId],
  );
  const onHired = useCallback(() => {
    // The hired callback (SPEC §4): chatsApi already added one to the opening's cached
    // hired_count, which the header reads; nothing else to reload.
  }, []);

  const { opening } = lookup;
  const headerActions = (
    <>
      <TriageShortcutsButton onClick={() => workspace.setHelpOpen(true)} />
      {opening && (
        <Button
          variant="secondary"
          startIcon={<Icon name="plus" size={18} />}
          onClick={() => setFindMoreOpen(true)}
        >
          <FormattedMessage {...findCandidatesMessage(opening)} />
        </Button>
      )}
    </>
  );
  const header = (
    <OpeningHeader
      opening={opening}
      loading={lookup.isLoading}
      actions={headerActions}
      cost={<OpeningSpend jobOpeningUuid={jobOpeningId} />}
    />
  );
  const listError = isNormalizedError(list.error) ? list.error : undefined;
  const data = list.data;

  // What the screen shows: the chats, "no chats yet", or a notice (opening missing, chats
  // forbidden). The find-more modal opens over the first two, the shortcuts dialog over the chats.
  let view: 'chats' | 'noChats' | 'unavailable' = 'unavailable';
  let body: ReactNode;
  if (lookup.notFound || listError?.status === 404) {
    body = <ChatsNotice kind="notFound" />;
  } else if (listError?.status === 403) {
    body = <ChatsNotice kind="forbidden" error={listError} />;
  } else if (
    !listError &&
    list.currentData?.data.length === 0 &&
    !filtered &&
    !isFilteredListQuery(apiQuery)
  ) {
    view = 'noChats';
    body = (
      <ChatsNotice kind="noChats" onFindMore={opening ? () => setFindMoreOpen(true) : undefined} />
    );
  } else {
    view = 'chats';
    body = (
      <ChatPanes
        listId={LIST_ID}
        searchId={SEARCH_ID}
        filters={{ search: filters.search, status, unread, filtered }}
        onFiltersChange={setFilters}
        onClearFilters={clearFilters}
        bar={{ counts: opening?.chat_counts, total: opening?.total }}
        list={{
          page: data,
          loading: list.isLoading,
          fetching: list.isFetching && !list.currentData,
          error: listError,
          lastVisit: isFromDevice(list.fulfilledTimeStamp) && list.currentData !== undefined,
          onRetry: () => void refetch(),
          onPageChange: (page) => setFilters({ page }, { resetPage: false }),
        }}
        selectedId={selectedId}
        workspace={workspace}
        opening={opening}
        onHired={onHired}
      />
    );
  }

  return (
    <ChatCommandsProvider request={triage.request} done={triage.done}>
      {/* The header's actions (shortcuts, find more) serve the chats only: without them (no
          chats yet, a notice) the header shows the opening alone. */}
      {view === 'chats' ? header : <OpeningHeader opening={opening} loading={lookup.isLoading} />}
      {body}
      {findMoreOpen && opening && view !== 'unavailable' && (
        <FindMoreCandidates
          opening={opening}
          onClose={() => setFindMoreOpen(false)}
          onCheckedOut={onCheckedOut}
        />
      )}
    </ChatCommandsProvider>
  );
}
