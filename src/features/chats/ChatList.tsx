import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import styled from 'styled-components';
import { lazyChunk } from '../../components/lazyChunk';
import type { Chat } from '../../contract/types';
import { ChatListItem } from './ChatListItem';
import type { VirtualChatList } from './VirtualChatList';

/** The virtual list's chunk (./VirtualChatList.tsx and react-virtuoso). */
const virtualChatListChunk = lazyChunk(() =>
  import('./VirtualChatList').then((module): typeof VirtualChatList => module.VirtualChatList),
);

/**
 * Loads the chat list's virtualization (react-virtuoso, ~20 KB gzipped) once, as a chunk of its
 * own: {@link ChatList} draws its first rows without it and calls this after they are drawn
 * (issue #31 point 1). Stories and unit tests call it before rendering, so that the list is
 * virtual from its first render. After a failure the next call tries again.
 * @returns the virtual list component; rejects with the import's error.
 */
export function loadVirtualChatList(): Promise<typeof VirtualChatList> {
  return virtualChatListChunk.load();
}

/** The first rows' scroller, as react-virtuoso's: the pane's height, scrolling inside it. */
const StyledScroller = styled.div`
  position: relative;
  height: 100%;
  overflow-y: auto;
`;

const StyledDimmed = styled.div<{ $dimmed: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.7 : 1)};
  transition: opacity ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

/** Props of {@link ChatList}. */
export interface ChatListProps {
  chats: readonly Chat[];
  /** The open chat's id. */
  selectedId: number | undefined;
  onSelect: (chatId: number) => void;
  /** Accessible name of the list, e.g. "Chats". */
  label: string;
  /** A refetch is running (the list dims slightly; it stays usable). */
  fetching?: boolean;
  /**
   * The rows are the device's copy of the last visit, being refreshed (issue #31 point 2): the
   * list is `aria-busy` until this visit's answer comes, without dimming (a pane's note says so).
   */
  refreshing?: boolean;
  now?: Date;
  /** Chats whose rejection waits for its undo window: shown as being rejected (issue #9 point 5). */
  rejectingIds?: ReadonlySet<number>;
  /**
   * The virtual list's handle, to bring a row into view (keyboard triage, issue #9 point 6);
   * `null` while the first rows are drawn without it.
   */
  listRef?: Ref<VirtuosoHandle>;
  /** Rows name their chat's job opening (the inbox, issue #21 point 1). */
  showOpening?: boolean;
  /** The last row came into view: load the next page (the inbox's infinite list). */
  onEndReached?: () => void;
  /**
   * Drafts by chat id (text typed and not sent, issue #21 point 4): their rows show
   * "Draft: <text>" in place of the last message.
   */
  drafts?: Readonly<Record<number, string>>;
}

/**
 * Rows drawn in the list's first render (a phone's or a laptop's first screen holds about eight
 * 96 px rows): without react-virtuoso while its chunk loads, then by it before it has measured
 * its viewport, so the first rows paint with the screen (issue #31 point 1); virtualization
 * takes over from the first measurement. Not when the list opens on a selected chat further
 * down.
 */
const FIRST_RENDER_ROWS = 8;

const NONE: ReadonlySet<number> = new Set();
const NO_DRAFTS: Readonly<Record<number, string>> = {};

/** Hands `handle` to a callback ref or an object ref. */
function assignRef<T>(ref: Ref<T> | undefined, handle: T | null): void {
  if (typeof ref === 'function') ref(handle);
  else if (ref) (ref as { current: T | null }).current = handle;
}

/**
 * The chats of an opening (SPEC §2, §9), virtualized with react-virtuoso so a long list keeps
 * only the visible rows in the DOM. Its first rows are drawn before react-virtuoso's chunk has
 * arrived ({@link loadVirtualChatList}), which then takes over, keeping the focused row focused. Rows are keyed by chat id; the list is an ARIA list; each
 * row's button carries `data-chat-id`, and the list `data-triage-list` (the ↓/↑ shortcuts).
 * The selected chat stays in view (issue #19 point 5): when it moves in the list (a send, hire
 * or reject gives it the latest activity) or another chat is selected outside the rows shown,
 * the list scrolls just enough to show it (react-virtuoso `scrollIntoView`, a no-op when the
 * row is already visible).
 */
export function ChatList({
  chats,
  selectedId,
  onSelect,
  label,
  fetching,
  refreshing = false,
  now,
  rejectingIds = NONE,
  listRef,
  showOpening = false,
  onEndReached,
  drafts = NO_DRAFTS,
}: ChatListProps) {
  const context = useMemo(() => ({ label }), [label]);
  // Opened on a deep link (`?chat=`): start with the open chat in view.
  const [initialIndex] = useState(() =>
    Math.max(
      0,
      chats.findIndex((chat) => chat.id === selectedId),
    ),
  );
  const handle = useRef<VirtuosoHandle | null>(null);
  const setHandle = useCallback(
    (value: VirtuosoHandle | null) => {
      handle.current = value;
      assignRef(listRef, value);
    },
    [listRef],
  );
  const selectedIndex = chats.findIndex((chat) => chat.id === selectedId);
  const shown = useRef({ id: selectedId, index: selectedIndex });
  useEffect(() => {
    const before = shown.current;
    shown.current = { id: selectedId, index: selectedIndex };
    if (selectedIndex < 0) return;
    if (before.id === selectedId && before.index === selectedIndex) return;
    handle.current?.scrollIntoView({ index: selectedIndex, behavior: 'auto' });
  }, [selectedId, selectedIndex]);
  const itemContent = useCallback(
    (_index: number, chat: Chat) => (
      <ChatListItem
        chat={chat}
        selected={chat.id === selectedId}
        rejecting={rejectingIds.has(chat.id)}
        onSelect={onSelect}
        now={now}
        showOpening={showOpening}
        draft={drafts[chat.id]}
      />
    ),
    [selectedId, onSelect, now, rejectingIds, showOpening, drafts],
  );
  const [Virtual, setVirtual] = useState(() => virtualChatListChunk.loaded());
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // The chat whose row has focus in the list (kept up to date as focus moves, so the swap below
  // sees the row focused last, even a move made between the chunk's arrival and the swap).
  const focusedChat = useRef<string | null>(null);
  const trackFocus = useCallback((event: FocusEvent) => {
    focusedChat.current =
      (event.target as Element).closest?.('[data-chat-id]')?.getAttribute('data-chat-id') ?? null;
  }, []);
  const leaveFocus = useCallback((event: FocusEvent) => {
    // Focus moved to something else (not lost with a removed row): nothing to give back.
    const next = event.relatedTarget as Node | null;
    if (next && !box.current?.contains(next)) focusedChat.current = null;
  }, []);
  useEffect(() => {
    if (Virtual) return undefined;
    let active = true;
    // At once, not when the page is next idle: a swap that lands later, while the employer is
    // already tapping a first row, loses that tap (pressed on the old row, released on the new).
    virtualChatListChunk.load().then(
      (component) => {
        // A component is a function: set it, not call it as an updater.
        if (active) setVirtual(() => component);
      },
      (error: unknown) => {
        if (active) setFailure({ error });
      },
    );
    return () => {
      active = false;
    };
  }, [Virtual]);
  useLayoutEffect(() => {
    const chatId = focusedChat.current;
    // The focused first row was removed with the first rows: its row in the virtual list takes
    // focus. Focus elsewhere on the page is left where it is.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!Virtual || chatId === null || !lost) return;
    box.current?.querySelector<HTMLElement>(`[data-chat-id="${chatId}"]`)?.focus();
  }, [Virtual]);
  // A chunk that fails to load goes to the nearest error boundary, as a screen's chunk does
  // (src/app/chunkReload.ts reloads the page once after a deployment).
  if (failure) throw failure.error;
  const firstCount = initialIndex === 0 ? Math.min(FIRST_RENDER_ROWS, chats.length) : 0;
  return (
    <StyledDimmed
      ref={box}
      onFocus={trackFocus}
      onBlur={leaveFocus}
      $dimmed={Boolean(fetching)}
      aria-busy={fetching || refreshing || undefined}
      data-triage-list
    >
      {Virtual ? (
        <Virtual
          chats={chats}
          context={context}
          initialIndex={initialIndex}
          initialItemCount={firstCount}
          itemContent={itemContent}
          handleRef={setHandle}
          onEndReached={onEndReached}
        />
      ) : (
        <FirstRows chats={chats} label={label} count={firstCount} itemContent={itemContent} />
      )}
    </StyledDimmed>
  );
}

/** Props of {@link FirstRows}. */
interface FirstRowsProps {
  chats: readonly Chat[];
  label: string;
  count: number;
  itemContent: (index: number, chat: Chat) => ReactNode;
}

/**
 * The list's first `count` rows, drawn as the virtual list draws them (a scroller, an ARIA list
 * of list items), while its chunk loads: the screen's first rows paint without waiting for it.
 */
function FirstRows({ chats, label, count, itemContent }: FirstRowsProps) {
  return (
    <StyledScroller>
      <div role="list" aria-label={label}>
        {chats.slice(0, count).map((chat, index) => (
          <div key={chat.id} role="listitem">
            {itemContent(index, chat)}
          </div>
        ))}
      </div>
    </StyledScroller>
  );
}
