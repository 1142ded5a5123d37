import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Chat, JobOpening } from '../../contract/types';
import { ChatHeader } from './ChatHeader';
import { ChatLockNotice } from './ChatLockNotice';
import { chatLockReason, type ChatLockReason } from './chatRules';
import { ChatThread } from './ChatThread';
import { Composer } from './Composer';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const messages = defineMessages({
  composerDisabledExpired: {
    id: 'chats.composer.disabled.expired',
    defaultMessage: 'The unlock period is over: unlock the chat again to send free messages.',
  },
  composerDisabledLocked: {
    id: 'chats.composer.disabled.locked',
    defaultMessage: 'Unlock the chat to send free messages.',
  },
  composerDisabledRejected: {
    id: 'chats.composer.disabled.rejected',
    defaultMessage: "You can't message a rejected candidate.",
  },
});

/** Why the composer is disabled, per lock reason. */
const DISABLED_REASONS: Readonly<Record<ChatLockReason, Message>> = {
  expired: messages.composerDisabledExpired,
  locked: messages.composerDisabledLocked,
  rejected: messages.composerDisabledRejected,
};

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  chat: Chat;
  /** The chat's job opening: the header then shows why the candidate matches it (issue #9 point 2). */
  opening?: JobOpening;
  /** Back to the list on narrow screens. */
  onBack?: () => void;
  /** Called with the record returned by unlock, reject or hire. */
  onChatUpdated?: (chat: Chat) => void;
  /** The SPEC §4 hired callback. */
  onHired?: (chat: Chat) => void;
  /** "Now" for the usability rule and day labels (default the clock). */
  now?: Date;
}

/**
 * One open chat (SPEC §2, §4): header with the candidate and the actions, the reason it is
 * locked when it is not usable (`chatLockReason`), the thread, and the composer: free text
 * enabled only when `isChatUsable` (unlocked AND (unlocked_until in the future OR hired) AND
 * not rejected); the first-question template picker in every chat that is not rejected,
 * pending and expired included (issue #9 point 1, contract `sendChatMessage`). Given the
 * chat's `opening`, the header explains the match (issue #9 point 2).
 */
export function ChatPanel({ chat, opening, onBack, onChatUpdated, onHired, now }: ChatPanelProps) {
  const reason = chatLockReason(chat, now);
  const noticeId = useId();
  const followNext = useRef(false);
  return (
    <>
      <ChatHeader
        chat={chat}
        opening={opening}
        onBack={onBack}
        onChatUpdated={onChatUpdated}
        onHired={onHired}
        now={now}
      />
      {reason && <ChatLockNotice chat={chat} reason={reason} id={noticeId} />}
      <ChatThread key={`thread-${chat.id}`} chat={chat} followNextRef={followNext} now={now} />
      <Composer
        key={`composer-${chat.id}`}
        chatId={chat.id}
        templates={reason !== 'rejected'}
        disabledReason={reason ? <FormattedMessage {...DISABLED_REASONS[reason]} /> : undefined}
        onSent={() => {
          followNext.current = true;
        }}
      />
    </>
  );
}
