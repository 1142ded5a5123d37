import { startTransition, useEffect, useState } from 'react';
import { chatsApi, useUnreadChatsPoll } from '../../api/chatsApi';
import type { ChatList } from '../../contract/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** The Web Locks API's part used here (`navigator.locks`). */
interface Locks {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

/** What the probing tab tells the others on {@link CHANNEL}. */
type ProbeMessage =
  { kind: 'answer'; employee: string; data: ChatList } | { kind: 'ask'; employee: string };

/** The BroadcastChannel the tabs share the badge probe's answers on. */
const CHANNEL = 'hireline.unread-probe';

function locksApi(): Locks | null {
  const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/**
 * Whether this tab makes the badge probe for employer `employee` (issue #29 point 5): the tab
 * that holds the Web Lock `hireline.unread-probe.<uuid>` does (`leader`), until it closes or
 * stops wanting the probe; the next tab waiting for the lock then takes over. Without the Web
 * Locks API or BroadcastChannel every tab probes for itself (`leader` always, `shared` not).
 */
function useProbeLeadership(employee: string | undefined): { leader: boolean; shared: boolean } {
  const shared = Boolean(locksApi() && typeof BroadcastChannel === 'function');
  const [leader, setLeader] = useState(!shared);
  useEffect(() => {
    const locks = locksApi();
    if (!employee || !locks || typeof BroadcastChannel !== 'function') return;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let live = true;
    void locks
      .request(`${CHANNEL}.${employee}`, async () => {
        if (!live) return;
        // Not urgent: rendered in slices, not one blocking task (issue #31 point 1).
        startTransition(() => setLeader(true));
        await held;
      })
      .catch(() => undefined);
    return () => {
      live = false;
      setLeader(false);
      release();
    };
  }, [employee]);
  return { leader, shared };
}

/**
 * The unread badge's light poll (issue #21 point 2): `listChats?unread=1&per_page=1` every 30 s
 * and on window focus, whose `meta.unread_chats` keeps the navigation badge, the document
 * title and the favicon exact on screens that poll no chat list. The dashboard layout mounts it
 * (its own chunk) for a set-up employer outside the inbox and the chats screens, which poll a
 * chat list carrying the same count. Renders nothing.
 *
 * Across tabs (issue #29 point 5) one tab probes — the holder of the employer's probe lock —
 * and hands each answer to the others on the `hireline.unread-probe` BroadcastChannel, where
 * they put it in their own cache: with three tabs open the probe's requests per minute are one
 * tab's. A tab that starts asks the others for the latest answer at once; a tab that takes the
 * probe over asks the API at once.
 */
export function UnreadChatsPoll() {
  const dispatch = useAppDispatch();
  const employee = useAppSelector((state) => state.auth.user?.uuid);
  const { leader, shared } = useProbeLeadership(employee);
  // A tab taking the lock over asks at once: the answer it holds is the closed tab's, and the
  // poll's 30 s start from this tab's own first answer.
  const { data } = useUnreadChatsPoll({ skip: !leader, askAtOnce: shared });

  useEffect(() => {
    if (!employee || typeof BroadcastChannel !== 'function') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<ProbeMessage>) => {
      const message = event.data;
      if (message?.employee !== employee) return;
      if (message.kind === 'answer' && !leader) {
        dispatch(chatsApi.util.upsertQueryData('listUnreadChats', undefined, message.data));
      } else if (message.kind === 'ask' && leader && data) {
        channel.postMessage({ kind: 'answer', employee, data } satisfies ProbeMessage);
      }
    };
    if (leader && data)
      channel.postMessage({ kind: 'answer', employee, data } satisfies ProbeMessage);
    if (!leader) channel.postMessage({ kind: 'ask', employee } satisfies ProbeMessage);
    return () => channel.close();
  }, [employee, leader, data, dispatch]);
  return null;
}
