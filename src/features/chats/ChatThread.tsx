import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Virtuoso, type FollowOutput } from 'react-virtuoso';
import type { Chat } from '../../contract/types';
import { Button, EmptyState, Icon, Spinner, StaleNote } from '../../components';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import type { OutboxEntry } from '../../store/outboxSlice';
import { MessageItem } from './MessageItem';
import { OutboxMessages } from './OutboxMessages';
import { useChatOutbox } from './OutboxSender';
import { groupMessages, viewerTimeZone, type MessageRow } from './messageGroups';
import { useThreadMessages } from './useThreadMessages';
import {
  StyledCentered,
  StyledEdge,
  StyledFooter,
  StyledStale,
  StyledThread,
} from './ChatThread.styles';
import { followEnd, followOpening } from './followEnd';
import { chatsMessages } from './chats.messages';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  threadEmptyText: {
    id: 'chats.thread.empty.text',
    defaultMessage: 'Messages you exchange with the candidate will show here.',
  },
  threadEmptyTitle: { id: 'chats.thread.empty.title', defaultMessage: 'No messages yet' },
});

/** `data-testid` of the thread container (the bench and the tests count its DOM nodes). */
const THREAD_TEST_ID = 'chat-thread';

/** What the Virtuoso header and footer read (react-virtuoso `context`). */
interface ThreadContext {
  /** The first page is on its way under the list's copy of the newest message. */
  loadingFirst: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  /** The chat's messages not acknowledged yet (issue #18 point 2), under the last message. */
  outbox: readonly OutboxEntry[];
}

/** Top of the thread: loading older messages, retry, or the start of the conversation. */
function ThreadTop({ context }: { context: ThreadContext }) {
  const intl = useIntl();
  if (context.loadingFirst || context.loadingOlder) {
    const label = context.loadingFirst
      ? chatsMessages.threadLoading
      : chatsMessages.threadLoadingOlder;
    return (
      <StyledEdge>
        <Spinner size="sm" label={intl.formatMessage(label)} />
      </StyledEdge>
    );
  }
  if (context.olderFailed) {
    return (
      <StyledEdge>
        <FormattedMessage {...chatsMessages.threadOlderFailed} />
        <Button size="sm" variant="ghost" onClick={context.loadOlder}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </StyledEdge>
    );
  }
  if (context.hasOlder) return <StyledEdge aria-hidden="true" />;
  return (
    <StyledEdge>
      <FormattedMessage {...chatsMessages.threadStart} />
    </StyledEdge>
  );
}

/** Bottom of the thread: the messages still sending or not sent, then a little room. */
function ThreadBottom({ context }: { context: ThreadContext }) {
  return (
    <>
      <OutboxMessages entries={context.outbox} />
      <StyledFooter />
    </>
  );
}

const COMPONENTS = { Header: ThreadTop, Footer: ThreadBottom };

/** Props of {@link ChatThread}. */
export interface ChatThreadProps {
  chat: Chat;
  /**
   * Set to `true` (e.g. by the composer after a send) to scroll to the newest message when the
   * next messages arrive even if the reader had scrolled up; reset once used.
   */
  followNextRef?: RefObject<boolean>;
  /** "Now" for the Today / Yesterday labels (default the clock). */
  now?: Date;
}

/** Distance from the end (px) within which the reader counts as at the newest message. */
const AT_END_PX = 8;
/**
 * The messages of a chat (SPEC §2, §3, §9), virtualized with react-virtuoso so a 5,000-message
 * thread keeps a few dozen messages in the DOM: it opens scrolled to the newest message —
 * scrolled there by the thread itself from the frame its list has a height, not through
 * react-virtuoso's `initialTopMostItemIndex`, which waits four animation frames before it
 * scrolls and hides the list until then (issue #31 point 1: ~60 ms of every thread click) —,
 * follows new ones while the reader is at the bottom
 * (`followOutput`), and loads the previous page (`before_id`) when the top is reached,
 * prepending it without a jump (`firstItemIndex`). Messages are grouped by day (separator in
 * the intl time zone) and by sender runs; system messages are notices. The latest page is
 * polled every 20 s and on window focus. Under the last message, the chat's outbox: the
 * messages sent and not acknowledged yet (issue #18 point 2). Opened with no page of the chat
 * in the cache, it shows the chat row's `last_message` at once, under a "Loading messages…"
 * spinner, and the page arrives above it (issue #31 point 1). Key it by chat id: one instance
 * per chat.
 */
export function ChatThread({ chat, followNextRef, now }: ChatThreadProps) {
  const intl = useIntl();
  const thread = useThreadMessages(chat.id, {
    listLastMessageId: chat.last_message?.id,
    listLastMessage: chat.last_message,
  });
  const { entries: outbox } = useChatOutbox(chat.id);
  const timeZone = viewerTimeZone(intl.timeZone);
  const rows = useMemo(() => groupMessages(thread.messages, timeZone), [thread.messages, timeZone]);
  const { hasOlder, loadingOlder, olderFailed, loadOlder } = thread;
  const loadingFirst = thread.showsListLastMessage;
  const context = useMemo<ThreadContext>(
    () => ({ loadingFirst, hasOlder, loadingOlder, olderFailed, loadOlder, outbox }),
    [loadingFirst, hasOlder, loadingOlder, olderFailed, loadOlder, outbox],
  );
  const followOutput = useCallback<Exclude<FollowOutput, boolean | 'smooth' | 'auto'>>(
    (atBottom) => {
      if (followNextRef?.current) {
        followNextRef.current = false;
        return 'auto';
      }
      return atBottom ? 'auto' : false;
    },
    [followNextRef],
  );
  // Kept at the newest message when the thread's box changes size (a phone rotated, the
  // window narrowed, the keyboard opened) while the reader was at the end: the messages wrap
  // anew and re-measure over the next frames, so the end is followed until the content height
  // holds still ({@link followEnd}). "At the end" is read from the reader's own scrolling (a
  // `scroll` event), never from the content growing under a resize.
  const resizeObserver = useRef<ResizeObserver | null>(null);
  // The opening's follow of the end is over (the rows measured, or the reader took over).
  const initialFollowDone = useRef(false);
  const stopFollowing = useRef<() => void>(() => {});
  const scrollerElement = useRef<HTMLElement | null>(null);
  const scrollerRef = useCallback((scroller: HTMLElement | Window | null) => {
    scrollerElement.current = scroller instanceof HTMLElement ? scroller : null;
    resizeObserver.current?.disconnect();
    resizeObserver.current = null;
    stopFollowing.current();
    if (!(scroller instanceof HTMLElement)) return;
    let atEnd = true;
    let frame = 0;
    let height = scroller.clientHeight;
    let width = scroller.clientWidth;
    // Opening: to the newest message now and while the rows are measured; older pages may load
    // once it is over (startReached, held until then: the list starts at its top).
    initialFollowDone.current = false;
    const opened = () => {
      initialFollowDone.current = true;
    };
    const stopOpening = followOpening(scroller, opened);
    stopFollowing.current = stopOpening;
    if (typeof ResizeObserver === 'undefined') return;
    const onScroll = () => {
      // A scroll that comes with a change of the box's size (the browser clamping or anchoring
      // as the messages re-wrap) is the resize's, not the reader's: the observer below judges.
      if (scroller.clientHeight !== height || scroller.clientWidth !== width) return;
      atEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= AT_END_PX;
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    resizeObserver.current = new ResizeObserver(() => {
      if (scroller.clientHeight === height && scroller.clientWidth === width) return;
      height = scroller.clientHeight;
      width = scroller.clientWidth;
      if (!atEnd) return;
      cancelAnimationFrame(frame);
      frame = followEnd(
        scroller,
        () => atEnd,
        (next) => (frame = next),
      );
    });
    resizeObserver.current.observe(scroller);
    stopFollowing.current = () => {
      stopOpening();
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, []);
  useEffect(
    () => () => {
      resizeObserver.current?.disconnect();
      stopFollowing.current();
    },
    [],
  );
  // A message just sent joins the outbox under the last message: show it, wherever the
  // reader had scrolled (they pressed Send); and again when its status changes (not sent, with
  // Retry and Discard, is what they must see).
  const outboxShape = outbox.map((entry) => `${entry.key}:${entry.status}`).join(' ');
  useEffect(() => {
    const scroller = scrollerElement.current;
    if (!scroller || outbox.length === 0) return;
    // Now, and again once the list has laid itself out (its footer changed).
    const toEnd = () => {
      scroller.scrollTop = scroller.scrollHeight;
    };
    toEnd();
    const frame = requestAnimationFrame(() => requestAnimationFrame(toEnd));
    return () => cancelAnimationFrame(frame);
  }, [outbox.length, outboxShape]);
  // Not while the thread opens: its list starts at the top before it is scrolled to the end.
  const startReached = useCallback(() => {
    if (hasOlder && !olderFailed && initialFollowDone.current) loadOlder();
  }, [hasOlder, olderFailed, loadOlder]);
  const candidateName = chat.candidate.name;
  const itemContent = useCallback(
    (_index: number, row: MessageRow) => (
      <MessageItem row={row} candidateName={candidateName} now={now} />
    ),
    [candidateName, now],
  );

  let body: React.ReactNode;
  if (thread.isLoading && !thread.showsListLastMessage) {
    body = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage(chatsMessages.threadLoading)} />
      </StyledCentered>
    );
  } else if (thread.error) {
    body = (
      <StyledCentered>
        <ServerErrorAlert title={chatsMessages.threadLoadError} error={thread.error} />
        <Button variant="secondary" onClick={thread.refetch}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </StyledCentered>
    );
  } else if (rows.length === 0 && outbox.length > 0) {
    body = <OutboxMessages entries={outbox} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<Icon name="message" size={28} />}
        title={<FormattedMessage {...texts.threadEmptyTitle} />}
        description={<FormattedMessage {...texts.threadEmptyText} />}
      />
    );
  } else {
    body = (
      <Virtuoso<MessageRow, ThreadContext>
        role="region"
        aria-label={intl.formatMessage(chatsMessages.threadLabel, { name: chat.candidate.name })}
        tabIndex={0}
        style={{ flex: '1 1 auto', height: '100%' }}
        data={rows}
        context={context}
        components={COMPONENTS}
        firstItemIndex={thread.firstItemIndex}
        alignToBottom
        followOutput={followOutput}
        scrollerRef={scrollerRef}
        startReached={startReached}
        computeItemKey={(_index, row) => row.message.id}
        itemContent={itemContent}
        increaseViewportBy={{ top: 240, bottom: 120 }}
        defaultItemHeight={64}
      />
    );
  }

  return (
    <StyledThread data-testid={THREAD_TEST_ID} aria-busy={thread.isLoading || thread.loadingOlder}>
      {(thread.stale || thread.lastVisit) && (
        <StyledStale>
          <StaleNote lastVisit={thread.lastVisit} />
        </StyledStale>
      )}
      {body}
    </StyledThread>
  );
}
