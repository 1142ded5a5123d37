import { useEffect } from 'react';
import type { Chat, ChatStatus, JobOpening } from '../../contract/types';
import { ChatDetailPane } from './ChatDetailPane';
import { ChatFiltersBar, type ChatFiltersBarProps } from './ChatFiltersBar';
import { ChatListPane, type ChatListPaneProps } from './ChatListPane';
import { preloadChatPanelWhenIdle } from './LazyChatPanel';
import { StyledLayout } from './ChatsPage.styles';
import { TriageShortcutsDialog } from './TriageShortcutsDialog';
import type { ChatWorkspace } from './useChatWorkspace';

/** The list's filters as the screen keeps them (in the URL) and the filters bar shows them. */
interface ChatPanesFilters {
  /** The search text. */
  search: string;
  /** The status tab chosen; `undefined` = "All". */
  status: ChatStatus | undefined;
  /** The "Unread" toggle is on. */
  unread: boolean;
  /** A filter is on: "Clear filters" is offered (bar, no results, a chosen chat not listed). */
  filtered: boolean;
}

/** A change of the filters the bar makes, as the URL keeps them (`unread: '1'` when on). */
interface ChatFiltersPatch {
  search?: string;
  status?: ChatStatus | undefined;
  unread?: string | undefined;
}

/** Props of {@link ChatPanes}. */
export interface ChatPanesProps {
  /** Id of the list pane (the status tabs' `aria-controls`). */
  listId: string;
  /** Id of the search field (the `/` shortcut focuses it). */
  searchId: string;
  filters: ChatPanesFilters;
  /** Writes a change of the filters (the screen's `setFilters`). */
  onFiltersChange: (patch: ChatFiltersPatch) => void;
  /** "Clear filters", wherever it is offered. */
  onClearFilters: () => void;
  /** What the filters bar counts (tabs, "Unread" toggle) and the screen's own filters. */
  bar: Pick<ChatFiltersBarProps, 'counts' | 'total' | 'unreadCount' | 'extra' | 'extraActive'>;
  /** The list as loaded, and how further chats are reached: pages, or scrolling to the end. */
  list: Pick<
    ChatListPaneProps,
    | 'page'
    | 'loading'
    | 'fetching'
    | 'error'
    | 'lastVisit'
    | 'onRetry'
    | 'onPageChange'
    | 'onEndReached'
    | 'loadingMore'
    | 'showOpening'
  >;
  /** The open chat's id (`?chat=<id>`), known before or without its record. */
  selectedId: number | undefined;
  /** The screen's working parts ({@link useChatWorkspace}): open chat, triage, drafts, clock. */
  workspace: ChatWorkspace;
  /** The open chat's job opening (its header explains the match). */
  opening: JobOpening | undefined;
  /** The SPEC §4 hired callback. */
  onHired: (chat: Chat) => void;
}

/**
 * The panes of a screen that triages chats — an opening's chats screen (SPEC §2) and the inbox
 * (issue #21 point 1), the same components for both: the list pane with its filters bar beside
 * the thread pane (on phones, two views), and the keyboard shortcuts dialog (`?`). The screen
 * keeps the filters and the list; the open chat, triage, drafts and clock come from its
 * `workspace`. The open chat's panel is a chunk of its own, loaded once the list's first rows
 * have painted (issue #31 point 1), or when a chat is opened before that.
 */
export function ChatPanes({
  listId,
  searchId,
  filters,
  onFiltersChange,
  onClearFilters,
  bar,
  list,
  selectedId,
  workspace,
  opening,
  onHired,
}: ChatPanesProps) {
  const { selected, back, now, triage, onChatUpdated, drafts, helpOpen, setHelpOpen } = workspace;
  const listed = list.page !== undefined;
  // Once the rows are in, when the page is next idle (after their paint): the first chat
  // opened, by a tap or the keyboard's triage, then finds its panel here.
  useEffect(() => (listed ? preloadChatPanelWhenIdle() : undefined), [listed]);
  return (
    <>
      <StyledLayout $open={selectedId !== undefined} data-chat-panes>
        <ChatListPane
          id={listId}
          filters={
            <ChatFiltersBar
              searchId={searchId}
              listId={listId}
              search={filters.search}
              status={filters.status}
              unread={filters.unread}
              matching={list.page?.meta.total}
              filtered={filters.filtered}
              onSearchChange={(search) => onFiltersChange({ search })}
              onStatusChange={(status) => onFiltersChange({ status })}
              onUnreadChange={(on) => onFiltersChange({ unread: on ? '1' : undefined })}
              onClear={onClearFilters}
              {...bar}
            />
          }
          {...list}
          onClearFilters={onClearFilters}
          selectedId={selectedId}
          onSelect={triage.openRow}
          now={now}
          rejectingIds={triage.rejectingIds}
          listRef={triage.listRef}
          drafts={drafts}
        />
        <ChatDetailPane
          chat={selected}
          selectedId={selectedId}
          loading={list.loading}
          filtered={filters.filtered}
          onClearFilters={onClearFilters}
          opening={opening}
          onBack={back}
          onChatUpdated={onChatUpdated}
          onHired={onHired}
          now={now}
        />
      </StyledLayout>
      <TriageShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
