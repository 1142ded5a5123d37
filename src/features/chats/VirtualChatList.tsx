import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Virtuoso, type ItemProps, type ListProps, type VirtuosoHandle } from 'react-virtuoso';
import type { Chat } from '../../contract/types';

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

/** Props of {@link VirtualChatList}. */
export interface VirtualChatListProps {
  chats: readonly Chat[];
  /** The list's accessible name, in a memoized object (react-virtuoso `context`). */
  context: ListContext;
  /** The row shown at the top first (a deep link's open chat), index in `chats`. */
  initialIndex: number;
  /** Rows drawn before the viewport is measured (0 when `initialIndex` is not 0). */
  initialItemCount: number;
  /** Draws the row of `chat`. */
  itemContent: (index: number, chat: Chat) => ReactNode;
  /** The virtual list's handle (scroll a row into view). */
  handleRef: Ref<VirtuosoHandle>;
  /** The last row came into view. */
  onEndReached?: () => void;
}

/**
 * The chat list's rows virtualized with react-virtuoso (a long list keeps only the visible rows
 * in the DOM), as an ARIA list of list items; rows 96 px high until measured, 200 px drawn
 * beyond the viewport. A chunk of its own, loaded by `ChatList` once its first rows have been
 * drawn without it (issue #31 point 1: react-virtuoso is about 20 KB gzipped of the chats
 * screens' code).
 */
export function VirtualChatList({
  chats,
  context,
  initialIndex,
  initialItemCount,
  itemContent,
  handleRef,
  onEndReached,
}: VirtualChatListProps) {
  return (
    <Virtuoso<Chat, ListContext>
      ref={handleRef}
      style={{ height: '100%' }}
      data={chats}
      context={context}
      initialTopMostItemIndex={initialIndex}
      initialItemCount={initialItemCount}
      components={COMPONENTS}
      computeItemKey={(_index, chat) => chat.id}
      itemContent={itemContent}
      defaultItemHeight={96}
      increaseViewportBy={200}
      endReached={onEndReached}
    />
  );
}
