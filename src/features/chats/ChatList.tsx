import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { Virtuoso, type ItemProps, type ListProps, type VirtuosoHandle } from 'react-virtuoso';
import styled from 'styled-components';
import type { Chat } from '../../contract/types';
import { ChatListItem } from './ChatListItem';

/** What the list's custom elements read (react-virtuoso `context`). */
interface ListContext {
  label: string;
}

type DivProps = HTMLAttributes<HTMLDivElement> & { context?: ListContext };

/** The items wrapper as an ARIA list named after the screen. */
const VirtuosoList = forwardRef<HTMLDivElement, ListProps & { context: ListContext }>(
  function VirtuosoList({ context, ...props }, ref) {
    return <div {...props} ref={ref} role="list" aria-label={context.label} />;
  },
);

/** Each row as an ARIA list item. */
function VirtuosoItem({ context: _context, item: _item, ...props }: ItemProps<Chat> & DivProps) {
  return <div {...props} role="listitem" />;
}

const COMPONENTS = { List: VirtuosoList, Item: VirtuosoItem };

const StyledDimmed = styled.div<{ $dimmed: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.7 : 1)};
  transition: opacity 0.15s ease;
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
  now?: Date;
  /** Chats whose rejection waits for its undo window: shown as being rejected (issue #9 point 5). */
  rejectingIds?: ReadonlySet<number>;
  /** The virtual list's handle, to bring a row into view (keyboard triage, issue #9 point 6). */
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

const NONE: ReadonlySet<number> = new Set();
const NO_DRAFTS: Readonly<Record<number, string>> = {};

/** Hands `handle` to a callback ref or an object ref. */
function assignRef<T>(ref: Ref<T> | undefined, handle: T | null): void {
  if (typeof ref === 'function') ref(handle);
  else if (ref) (ref as { current: T | null }).current = handle;
}

/**
 * The chats of an opening (SPEC §2, §9), virtualized with react-virtuoso so a long list keeps
 * only the visible rows in the DOM. Rows are keyed by chat id; the list is an ARIA list; each
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
  return (
    <StyledDimmed $dimmed={Boolean(fetching)} aria-busy={fetching || undefined} data-triage-list>
      <Virtuoso<Chat, ListContext>
        ref={setHandle}
        style={{ height: '100%' }}
        data={chats}
        context={context}
        initialTopMostItemIndex={initialIndex}
        components={COMPONENTS}
        computeItemKey={(_index, chat) => chat.id}
        itemContent={itemContent}
        defaultItemHeight={96}
        increaseViewportBy={200}
        endReached={onEndReached}
      />
    </StyledDimmed>
  );
}
