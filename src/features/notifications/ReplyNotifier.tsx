import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { defineMessages } from '../../i18n/defineMessages';
import { selectUnreadChats } from '../../api/chatCounts';
import { chatsApi } from '../../api/chatsApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notificationApi } from './notifyReplies';
import {
  cachedChats,
  newCandidateReplies,
  replyNotice,
  unreadFollowUpQuery,
} from './replyNotifications';
import { useNotifyReplies } from './useNotifyReplies';

const messages = defineMessages({
  body: {
    id: 'notifications.reply.body',
    defaultMessage: '{opening}: {text}',
    description:
      'Body of the browser notification of a candidate reply: {opening} is the job opening name, {text} the first 80 characters of the message.',
  },
});

/**
 * Raises a browser notification for each new candidate reply (issue #21 point 3). Watches the
 * chat lists of the RTK Query cache (`listJobOpeningChats`, `listChats` — the inbox and the
 * follow-up of {@link useUnreadFollowUp} —, `listUnreadChats`) and
 * keeps what it has seen (chat id → last message id; the first sight of a chat only records
 * it). While the tab is hidden (`document.visibilityState === 'hidden'`) and the employer's
 * "Notify me of new replies" is `on` (chosen, permission granted), a chat whose last message
 * is a newer candidate message raises one `new Notification(name, { body, tag: 'chat-<id>' })`
 * (`replyNotice`). Clicking it focuses the tab, opens `/inbox?chat=<id>` and closes it.
 * Replies that arrive while the tab is visible, or notifications off, are recorded, never
 * notified later.
 */
function useReplyNotifier(): void {
  const intl = useIntl();
  const navigate = useNavigate();
  const { state } = useNotifyReplies();
  const queries = useAppSelector((root) => root.api.queries);
  const seen = useRef(new Map<number, number | null>());
  // Candidate messages written from now on are new, even in a chat seen for the first time.
  const [since] = useState(() => Date.now());
  // The latest `navigate` and `intl`, read when a reply comes (no effect re-run for them).
  const latest = useRef({ intl, navigate });
  useEffect(() => {
    latest.current = { intl, navigate };
  });
  const enabled = state === 'on';

  useEffect(() => {
    const found = newCandidateReplies(seen.current, cachedChats(queries), since);
    seen.current = found.seen;
    const Api = notificationApi();
    if (!enabled || !Api || Api.permission !== 'granted') return;
    if (globalThis.document?.visibilityState !== 'hidden') return;
    const { intl: format, navigate: go } = latest.current;
    for (const chat of found.replies) {
      const notice = replyNotice(chat, (opening, text) =>
        format.formatMessage(messages.body, { opening, text }),
      );
      try {
        const notification = new Api(notice.title, { body: notice.body, tag: notice.tag });
        notification.onclick = () => {
          window.focus();
          void go(`/inbox?chat=${notice.chatId}`);
          notification.close();
        };
      } catch {
        /* a browser that only notifies from a service worker (Android Chrome): nothing shown */
      }
    }
  }, [queries, enabled, since]);
}

/**
 * While the tab is hidden and notifications are on, a rise of the unread count
 * (`selectUnreadChats`, any chat list's `meta.unread_chats`) — e.g. replies in other openings
 * than the one on screen, which no cached list holds — asks once for as many of the latest
 * chats with unread replies as the count rose (`listChats?unread=1&per_page=<rise>`, at most
 * 20: {@link unreadFollowUpQuery}), so that {@link useReplyNotifier} sees each of them and
 * notifies each new reply, one notification per chat, even when several openings got replies
 * between two polls. One request per rise, none otherwise.
 */
function useUnreadFollowUp(): void {
  const dispatch = useAppDispatch();
  const { state } = useNotifyReplies();
  const unread = useAppSelector(selectUnreadChats);
  const previous = useRef(unread);
  useEffect(() => {
    const rise = unread - previous.current;
    previous.current = unread;
    if (rise <= 0 || state !== 'on' || globalThis.document?.visibilityState !== 'hidden') return;
    const followUp = dispatch(
      chatsApi.endpoints.listChats.initiate(unreadFollowUpQuery(rise), { forceRefetch: true }),
    );
    void followUp.then(
      () => followUp.unsubscribe(),
      () => followUp.unsubscribe(),
    );
  }, [unread, state, dispatch]);
}

/**
 * {@link useReplyNotifier} as a component that renders nothing, mounted once in the signed-in
 * dashboard layout (src/app/layouts.tsx).
 */
export function ReplyNotifier() {
  useReplyNotifier();
  useUnreadFollowUp();
  return null;
}
