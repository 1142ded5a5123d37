import { useCallback, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Chat } from '../../contract/types';
import { VisuallyHidden } from '../../components';
import { OutboxSender } from './OutboxSender';
import { PendingRejectionsProvider, REJECT_UNDO_MS } from './PendingRejections';
import type { Announce } from './useTriageCommands';
import { chatsMessages } from './chats.messages';

/** What a chat screen's body receives from {@link TriageScreen}. */
export interface TriageScreenBodyProps {
  /** Says `text` in the screen's polite live region (the same words twice are said twice). */
  announce: Announce;
  /** Set by the body: what a sent rejection does to the screen (the same as any chat update). */
  onRejected: MutableRefObject<((chat: Chat) => void) | undefined>;
}

/**
 * The frame of a screen that triages chats — an opening's chats screen (SPEC §2) and the inbox
 * (issue #21 point 1): the undo window of rejections (leaving the screen sends waiting
 * rejections, issue #9 point 5), the outbox's sender while the chats are on screen (issue #18
 * point 2) and the polite live region of keyboard triage, around `children(body props)`.
 */
export function TriageScreen({
  children,
}: {
  children: (props: TriageScreenBodyProps) => ReactNode;
}) {
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
            kind === 'scheduled' ? chatsMessages.triageRejecting : chatsMessages.triageUndone,
            { name: chat.candidate.name, seconds: REJECT_UNDO_MS / 1000 },
          ),
        )
      }
    >
      {children({ announce, onRejected })}
      {/* Sends the outbox while the chats are on screen (the dashboard layout does elsewhere). */}
      <OutboxSender />
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </PendingRejectionsProvider>
  );
}
