import { useCallback, useMemo, useRef, useState, type MutableRefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useChatListQuery } from '../../api/chatsApi';
import { isNormalizedError } from '../../api/errors';
import type { Chat, ChatStatus, CheckoutResult, JobOpening } from '../../api/types';
import { isPushedByFilters, useListFilters } from '../shared/useListFilters';
import {
  Alert,
  Button,
  EmptyState,
  Icon,
  Pagination,
  SearchField,
  Spinner,
  StaleNote,
  Tabs,
  VisuallyHidden,
  type TabItem,
} from '../../components';
import { useAppSelector } from '../../store/hooks';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import {
  CHAT_FILTER_DEFAULTS,
  chatListQuery,
  selectedChatId,
  statusFilter,
  unreadOnly,
  type ChatFilters,
} from './chatFilters';
import { ChatList } from './ChatList';
import { ChatPanel } from './ChatPanel';
import { selectCachedChat } from './chatSelectors';
import { ChatCommandsProvider, type ChatCommandRequest } from './chatCommands';
import { availableActions, CHAT_STATUSES, chatDisplayStatus, findChat } from './chatStatus';
import { FindMoreCandidates } from './FindMoreCandidates';
import { OutboxSender } from './OutboxSender';
import { OpeningHeader } from './OpeningHeader';
import { OpeningSpend } from '../billing/OpeningSpend';
import {
  PendingRejectionsProvider,
  REJECT_UNDO_MS,
  usePendingRejections,
} from './PendingRejections';
import { stepChat } from './triageShortcuts';
import { TriageShortcutsDialog } from './TriageShortcutsDialog';
import { useJobOpening } from './useJobOpening';
import { useTriageShortcuts } from './useTriageShortcuts';
import { useNow } from './useNow';

const StyledLayout = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  height: max(520px, calc(100vh - 250px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr);
    /* Phones (issue #9 point 7, issue #19 point 2): the open thread is a view of its own over
       the whole screen; the list stays where it was underneath (hidden, not removed), so back
       finds it at its scroll position, and the page behind keeps its own. */
    & > [data-pane='list'] {
      visibility: ${({ $open }) => ($open ? 'hidden' : 'visible')};
    }
    & > [data-pane='chat'] {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
    }
    ${({ $open, theme }) =>
      $open &&
      css`
        & > [data-pane='chat'] {
          position: fixed;
          inset: 0;
          z-index: ${theme.zIndices.dropdown + 1};
          height: 100dvh;
          background: ${theme.colors.surface};
          overscroll-behavior: contain;
        }
      `}
  }
`;

const StyledListPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    border-right: 0;
  }
`;

const StyledChatPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    /* Header, thread and composer share the screen; the thread scrolls. Only on a screen too
       short for them (landscape) does the view scroll as a whole. */
    overflow-y: auto;
  }
`;

const StyledFilters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledSummary = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 32px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledCentered = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xl}px;
  overflow: auto;
`;

const StyledStale = styled.div`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledPager = styled.div`
  padding: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & nav ul {
    justify-content: center;
  }
`;

/** Keyboard shortcuts are for keyboards: the button that lists them is left off phones. */
const StyledShortcutsButton = styled.span`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: none;
  }
`;

const StyledWide = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;

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

/** Says something to screen readers through the screen's live region. */
type Announce = (text: string) => void;

/**
 * One opening's chats screen: the live region of keyboard triage and the undo window of
 * rejections around the screen's body (leaving the screen sends waiting rejections).
 */
function ChatsScreen({ jobOpeningId }: { jobOpeningId: string }) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const onRejected = useRef<((chat: Chat) => void) | undefined>(undefined);
  const announce = useCallback<Announce>((text) => {
    // The same words twice in a row are still announced.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  return (
    <PendingRejectionsProvider
      onRejected={(chat) => onRejected.current?.(chat)}
      onAnnounce={({ kind, chat }) =>
        announce(
          intl.formatMessage(
            { id: kind === 'scheduled' ? 'chats.triage.rejecting' : 'chats.triage.undone' },
            { name: chat.candidate.name, seconds: REJECT_UNDO_MS / 1000 },
          ),
        )
      }
    >
      <ChatsScreenBody jobOpeningId={jobOpeningId} announce={announce} onRejected={onRejected} />
      {/* Sends the outbox while the chats are on screen (the dashboard layout does elsewhere). */}
      <OutboxSender />
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </PendingRejectionsProvider>
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

/** The status tabs' values: every status, or one. */
type StatusTab = 'all' | ChatStatus;

const LIST_ID = 'chat-list-pane';
const SEARCH_ID = 'chat-search';

/** The chat whose list row has focus, if any (`data-chat-id` of ChatListItem). */
function focusedChatId(): number | undefined {
  const row = document.activeElement?.closest<HTMLElement>('[data-chat-id]');
  return row ? Number(row.dataset.chatId) : undefined;
}

/** Brings the row of `chatId` (at `index` in the list) into view, then focuses its button. */
function focusChatRow(list: VirtuosoHandle | null, index: number, chatId: number): void {
  const focus = (tries: number) => {
    const row = document.querySelector<HTMLElement>(`[data-chat-id="${chatId}"]`);
    if (row) row.focus();
    else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
  };
  list?.scrollIntoView({ index, behavior: 'auto' });
  focus(10);
}

interface ChatsScreenBodyProps {
  jobOpeningId: string;
  announce: Announce;
  /** Set here: what a sent rejection does to the screen (the same as any chat update). */
  onRejected: MutableRefObject<((chat: Chat) => void) | undefined>;
}

function ChatsScreenBody({ jobOpeningId, announce, onRejected }: ChatsScreenBodyProps) {
  const intl = useIntl();
  const now = useNow();
  const lookup = useJobOpening(jobOpeningId);
  const { filters, setFilters, queryString } = useListFilters<ChatFilters>({
    defaults: CHAT_FILTER_DEFAULTS,
  });
  const apiQuery = useMemo(() => chatListQuery(queryString), [queryString]);
  const list = useChatListQuery({ jobOpeningId, queryString: apiQuery });
  const [findMoreOpen, setFindMoreOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const status = statusFilter(filters);
  const unread = unreadOnly(filters);
  const filtered = Boolean(filters.search.trim() || status || unread);
  const selectedId = selectedChatId(filters);

  // The open chat: from the list shown, else any cached list of this opening, else the last
  // record seen (a reject/hire with a status filter can take it out of the list).
  const fromList = findChat(list.data?.data, selectedId);
  const fromCache = useAppSelector((state) => selectCachedChat(state, jobOpeningId, selectedId));
  const [remembered, setRemembered] = useState<Chat | undefined>(undefined);
  const found = fromList ?? fromCache;
  if (found && found !== remembered) setRemembered(found);
  const selected = found ?? (remembered?.id === selectedId ? remembered : undefined);

  // Clearing the filters keeps the open chat (resetFilters would close it).
  const clearFilters = useCallback(
    () => setFilters({ search: '', status: undefined, unread: undefined }),
    [setFilters],
  );
  const select = useCallback(
    (chatId: number | undefined) =>
      setFilters({ chat: chatId === undefined ? undefined : String(chatId) }, { resetPage: false }),
    [setFilters],
  );
  // Opening a chat while none is open adds a history entry (issue #19 point 2): the browser's
  // back button, and the thread's own back button, return to the list as it was.
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCallback(
    (chatId: number) =>
      setFilters({ chat: String(chatId) }, { resetPage: false, push: selectedId === undefined }),
    [setFilters, selectedId],
  );
  const pushedHere = isPushedByFilters(location.state);
  const back = useCallback(() => {
    if (pushedHere) navigate(-1);
    else select(undefined);
  }, [pushedHere, navigate, select]);

  // A row chosen in the list (click, or Enter / Space on the focused row, which the shortcuts
  // leave to the row): opened and announced like the Enter shortcut (issue #9 point 6).
  const listChats = list.data?.data;
  const openFromList = useCallback(
    (chatId: number) => {
      open(chatId);
      const chat = findChat(listChats, chatId);
      if (chat) {
        announce(intl.formatMessage({ id: 'chats.triage.opened' }, { name: chat.candidate.name }));
      }
    },
    [open, listChats, announce, intl],
  );

  const { refetch } = list;
  const onChatUpdated = useCallback(
    (chat: Chat) => {
      setRemembered(chat);
      // With a status filter the chat may have left (or joined) the list: ask again now.
      if (status || unread) void refetch();
    },
    [status, unread, refetch],
  );
  onRejected.current = onChatUpdated;
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

  const opening: JobOpening | undefined = lookup.opening;
  const counts = opening?.chat_counts;
  const statusTabs = useMemo<TabItem<StatusTab>[]>(
    () => [
      {
        value: 'all',
        label: intl.formatMessage({ id: 'chats.filters.all' }),
        count: opening?.total,
      },
      ...CHAT_STATUSES.map((value) => ({
        value,
        label: intl.formatMessage({ id: `chats.status.${value}` }),
        count: counts?.[value],
      })),
    ],
    [intl, counts, opening?.total],
  );
  const findMore = (
    <>
      <StyledShortcutsButton>
        <Button variant="ghost" aria-keyshortcuts="?" onClick={() => setHelpOpen(true)}>
          <FormattedMessage id="chats.shortcuts.open.button" />
        </Button>
      </StyledShortcutsButton>
      {opening && (
        <Button
          variant="secondary"
          startIcon={<Icon name="plus" size={18} />}
          onClick={() => setFindMoreOpen(true)}
        >
          <FormattedMessage id="chats.findMore.open" />
        </Button>
      )}
    </>
  );

  const rejections = usePendingRejections();
  const listRef = useRef<VirtuosoHandle>(null);
  const [command, setCommand] = useState<ChatCommandRequest | null>(null);
  const serial = useRef(0);
  const commandDone = useCallback(
    (done: number) => setCommand((current) => (current?.serial === done ? null : current)),
    [],
  );
  const shown = list.data?.data;
  useTriageShortcuts((action) => {
    const chats = shown ?? [];
    const focusedId = focusedChatId();
    const current = findChat(chats, focusedId) ?? selected;
    const describe = (chat: Chat) =>
      intl.formatMessage(
        { id: 'chats.triage.position' },
        {
          name: chat.candidate.name,
          status: intl.formatMessage({ id: `chats.status.${chatDisplayStatus(chat, now)}` }),
          position: chats.indexOf(chat) + 1,
          total: chats.length,
        },
      );
    switch (action) {
      case 'next':
      case 'previous': {
        const id = stepChat(
          chats.map((chat) => chat.id),
          focusedId ?? selectedId,
          action === 'next' ? 1 : -1,
        );
        const chat = findChat(chats, id);
        if (!chat) return announce(intl.formatMessage({ id: 'chats.triage.noChats' }));
        focusChatRow(listRef.current, chats.indexOf(chat), chat.id);
        return announce(describe(chat));
      }
      case 'open': {
        if (!current) return announce(intl.formatMessage({ id: 'chats.triage.noneChosen' }));
        open(current.id);
        return announce(
          intl.formatMessage({ id: 'chats.triage.opened' }, { name: current.candidate.name }),
        );
      }
      case 'reject':
      case 'hire':
      case 'unlock':
      case 'templates': {
        if (!current) return announce(intl.formatMessage({ id: 'chats.triage.noneChosen' }));
        const offered = availableActions(chatDisplayStatus(current, now));
        const allowed =
          action === 'templates'
            ? !current.is_rejected
            : offered[action] && !rejections.pendingIds.has(current.id);
        if (!allowed) {
          return announce(
            intl.formatMessage(
              { id: `chats.triage.cannot.${action}` },
              { name: current.candidate.name },
            ),
          );
        }
        if (action === 'reject') return rejections.schedule(current);
        if (current.id !== selectedId) select(current.id);
        serial.current += 1;
        setCommand({ chatId: current.id, command: action, serial: serial.current });
        return announce(
          intl.formatMessage({ id: `chats.triage.${action}` }, { name: current.candidate.name }),
        );
      }
      case 'undo':
        if (!rejections.undo()) announce(intl.formatMessage({ id: 'chats.triage.nothingToUndo' }));
        return;
      case 'search':
        document.getElementById(SEARCH_ID)?.focus();
        return;
      case 'help':
        setHelpOpen(true);
        return;
    }
  });

  const header = (
    <OpeningHeader
      opening={opening}
      loading={lookup.isLoading}
      actions={findMore}
      cost={<OpeningSpend jobOpeningUuid={jobOpeningId} />}
    />
  );
  const listError = isNormalizedError(list.error) ? list.error : undefined;

  if (lookup.notFound || listError?.status === 404) {
    return (
      <>
        {header}
        <StyledWide>
          <EmptyState
            title={<FormattedMessage id="chats.openingNotFound.title" />}
            description={<FormattedMessage id="chats.openingNotFound.text" />}
            action={
              <Link to="/job-openings">
                <FormattedMessage id="chats.backToOpenings" />
              </Link>
            }
          />
        </StyledWide>
      </>
    );
  }

  if (listError?.status === 403) {
    return (
      <>
        {header}
        <Alert variant="warning" title={<FormattedMessage id="chats.forbidden.title" />}>
          {listError.message} {listError.errors.join(', ')}{' '}
          <Link to="/account-details">
            <FormattedMessage id="chats.forbidden.action" />
          </Link>
        </Alert>
      </>
    );
  }

  const data = list.data;
  const noChatsAtAll = !list.isLoading && !listError && data && data.data.length === 0 && !filtered;
  if (noChatsAtAll) {
    return (
      <>
        <OpeningHeader opening={opening} loading={lookup.isLoading} />
        <StyledWide>
          <EmptyState
            icon={<Icon name="message" size={28} />}
            title={<FormattedMessage id="chats.empty.title" />}
            description={<FormattedMessage id="chats.empty.text" />}
            action={
              opening && (
                <Button onClick={() => setFindMoreOpen(true)}>
                  <FormattedMessage id="chats.findMore.open" />
                </Button>
              )
            }
          />
        </StyledWide>
        {findMoreOpen && opening && (
          <FindMoreCandidates
            opening={opening}
            onClose={() => setFindMoreOpen(false)}
            onCheckedOut={onCheckedOut}
          />
        )}
      </>
    );
  }

  let listBody: React.ReactNode;
  if (list.isLoading) {
    listBody = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage({ id: 'chats.list.loading' })} />
      </StyledCentered>
    );
  } else if (listError && !data) {
    listBody = (
      <StyledCentered>
        <ServerErrorAlert titleId="chats.list.loadError" error={listError} />
        <Button variant="secondary" onClick={() => void refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </StyledCentered>
    );
  } else if (!data || data.data.length === 0) {
    listBody = (
      <StyledCentered>
        <EmptyState
          icon={<Icon name="search" size={28} />}
          title={<FormattedMessage id="chats.noResults.title" />}
          description={<FormattedMessage id="chats.noResults.text" />}
          action={
            <Button variant="secondary" onClick={clearFilters}>
              <FormattedMessage id="chats.filters.clear" />
            </Button>
          }
        />
      </StyledCentered>
    );
  } else {
    listBody = (
      <>
        {listError && (
          // The list stays as last seen; its 10 s poll asks again (issue #18 point 5).
          <StyledStale>
            <StaleNote />
          </StyledStale>
        )}
        <ChatList
          chats={data.data}
          selectedId={selectedId}
          onSelect={openFromList}
          label={intl.formatMessage({ id: 'chats.list.label' })}
          fetching={list.isFetching && !list.currentData}
          now={now}
          rejectingIds={rejections.pendingIds}
          listRef={listRef}
        />
        {data.meta.last_page > 1 && (
          <StyledPager>
            <Pagination
              currentPage={data.meta.current_page}
              lastPage={data.meta.last_page}
              onPageChange={(page) => setFilters({ page }, { resetPage: false })}
            />
          </StyledPager>
        )}
      </>
    );
  }

  let chatBody: React.ReactNode;
  if (selected) {
    chatBody = (
      <ChatPanel
        chat={selected}
        opening={opening}
        onBack={back}
        onChatUpdated={onChatUpdated}
        onHired={onHired}
        now={now}
      />
    );
  } else if (selectedId !== undefined && list.isLoading) {
    chatBody = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage({ id: 'chats.list.loading' })} />
      </StyledCentered>
    );
  } else if (selectedId !== undefined) {
    chatBody = (
      <StyledCentered>
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="chats.notInList.title" />}
          description={<FormattedMessage id="chats.notInList.text" />}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                <FormattedMessage id="chats.filters.clear" />
              </Button>
            ) : undefined
          }
        />
      </StyledCentered>
    );
  } else {
    chatBody = (
      <StyledCentered>
        <EmptyState
          headingLevel={2}
          icon={<Icon name="message" size={28} />}
          title={<FormattedMessage id="chats.placeholder.title" />}
          description={<FormattedMessage id="chats.placeholder.text" />}
        />
      </StyledCentered>
    );
  }

  return (
    <ChatCommandsProvider request={command} done={commandDone}>
      {header}
      <StyledLayout $open={selectedId !== undefined}>
        <StyledListPane
          id={LIST_ID}
          data-pane="list"
          aria-label={intl.formatMessage({ id: 'chats.list.label' })}
        >
          <StyledFilters
            role="group"
            aria-label={intl.formatMessage({ id: 'chats.filters.label' })}
          >
            <SearchField
              id={SEARCH_ID}
              label={intl.formatMessage({ id: 'chats.filters.search' })}
              placeholder={intl.formatMessage({ id: 'chats.filters.searchPlaceholder' })}
              name="search"
              value={filters.search}
              onChange={(search) => setFilters({ search })}
            />
            <Tabs<StatusTab>
              idPrefix="chat-status"
              label={intl.formatMessage({ id: 'chats.filters.status' })}
              items={statusTabs}
              value={status ?? 'all'}
              controls={LIST_ID}
              onChange={(value) => setFilters({ status: value === 'all' ? undefined : value })}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={unread}
              startIcon={<Icon name={unread ? 'check' : 'message'} size={16} />}
              onClick={() => setFilters({ unread: unread ? undefined : '1' })}
            >
              <FormattedMessage id="chats.filters.unread" values={{ count: counts?.unread ?? 0 }} />
            </Button>
            <StyledSummary aria-live="polite">
              <span>
                {data && (
                  <FormattedMessage id="chats.list.summary" values={{ total: data.meta.total }} />
                )}
              </span>
              {filtered && (
                <Button variant="ghost" size="sm" onClick={clearFilters}>
                  <FormattedMessage id="chats.filters.clear" />
                </Button>
              )}
            </StyledSummary>
          </StyledFilters>
          {listBody}
        </StyledListPane>
        <StyledChatPane
          data-pane="chat"
          aria-label={
            selected
              ? intl.formatMessage({ id: 'chats.panel.label' }, { name: selected.candidate.name })
              : intl.formatMessage({ id: 'chats.panel.empty' })
          }
        >
          {chatBody}
        </StyledChatPane>
      </StyledLayout>
      {findMoreOpen && opening && (
        <FindMoreCandidates
          opening={opening}
          onClose={() => setFindMoreOpen(false)}
          onCheckedOut={onCheckedOut}
        />
      )}
      <TriageShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </ChatCommandsProvider>
  );
}
