import { useUnreadChatsPoll } from '../../api/chatsApi';

/**
 * The unread badge's light poll (issue #21 point 2): `listChats?unread=1&per_page=1` every 30 s
 * and on window focus, whose `meta.unread_chats` keeps the navigation badge, the document
 * title and the favicon exact on screens that poll no chat list. The dashboard layout mounts it
 * (its own chunk) for a set-up employer outside the inbox and the chats screens, which poll a
 * chat list carrying the same count. Renders nothing.
 */
export function UnreadChatsPoll() {
  useUnreadChatsPoll();
  return null;
}
