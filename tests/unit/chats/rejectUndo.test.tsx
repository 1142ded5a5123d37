/**
 * Undo reject (issue #9 point 5): rejecting shows a 5 s Undo toast and sends the request only
 * when that toast closes; the chat shows as being rejected meanwhile; Undo sends nothing;
 * leaving the screen inside the window sends it at once. (The toast counts its 5 s itself, in
 * the app's toasts — rejectCountdown.test.tsx —: here the notifier is a fake, and the test
 * closes the toast.)
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Chat } from '../../../src/contract/types';
import { ChatActions } from '../../../src/features/chats/ChatActions';
import { REJECT_UNDO_MS } from '../../../src/features/chats/PendingRejections';
import { setNotifier, type Notification } from '../../../src/store/notifier';
import {
  demoToken,
  listedChat,
  NOW,
  recordRejections,
  setupChatsServer,
  storeWithToken,
} from './helpers';
import { renderChats } from './render';

const mock = setupChatsServer();
let notifications: Notification[];
let dismissed: string[];
let rejects: string[];

beforeEach(() => {
  notifications = [];
  dismissed = [];
  rejects = [];
  setNotifier(
    (n) => notifications.push(n),
    (id) => dismissed.push(id),
  );
  mock.current.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/reject'))
      rejects.push(new URL(request.url).pathname);
  });
});
afterEach(() => {
  setNotifier(null);
  mock.current.server.events.removeAllListeners();
});

async function renderPending(onRejected?: (chat: Chat) => void) {
  const store = storeWithToken(await demoToken());
  const chat = await listedChat(mock.current, store, 'pending');
  const dispatched = recordRejections(store);
  const view = renderChats(<ChatActions chat={chat} now={NOW} />, store, { onRejected });
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  return { chat, view, dispatched };
}

/**
 * Lets the whole undo window and more pass on Jest's fake clock, with no toast closing (the
 * notifier is a fake): nothing may be sent by a timer of the provider's own — the window is
 * the toast's life.
 */
async function passTheUndoWindow() {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    await act(() => jest.advanceTimersByTimeAsync(REJECT_UNDO_MS + 1_000));
  } finally {
    jest.useRealTimers();
  }
}

describe('reject with an undo window', () => {
  it('shows "Rejecting…" and a 5 s Undo toast; sends ONE request when the toast closes', async () => {
    const updated: Chat[] = [];
    const { chat, dispatched } = await renderPending((c) => updated.push(c));

    expect(screen.getByText('Rejecting…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(notifications[0]).toMatchObject({
      kind: 'info',
      durationMs: REJECT_UNDO_MS,
      summary: expect.objectContaining({
        id: 'chats.rejectUndo.summary',
        values: { name: chat.candidate.name },
      }),
      // The toast says that closing the tab leaves the candidate not rejected.
      detail: expect.objectContaining({ id: 'chats.rejectUndo.detail', values: { seconds: 5 } }),
      action: { label: expect.objectContaining({ id: 'chats.rejectUndo.undo' }) },
    });
    await passTheUndoWindow();
    expect(dispatched).toEqual([]);
    expect(rejects).toEqual([]);
    expect(screen.getByText('Rejecting…')).toBeInTheDocument();

    const undoToast = notifications[0];
    act(() => undoToast.onClose?.());
    act(() => undoToast.onClose?.());
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(dispatched).toEqual([chat.id]);
    expect(rejects).toEqual([`/v1/employers/chat/${chat.id}/reject`]);
    expect(updated[0]).toMatchObject({ id: chat.id, status: 'rejected' });
    expect(dismissed).toEqual([`reject-undo:${chat.id}:1`]);
    expect(notifications.at(-1)).toEqual({
      kind: 'success',
      summary: expect.objectContaining({ id: 'chats.toast.rejected.summary' }),
      detail: expect.objectContaining({ id: 'chats.toast.rejected.detail' }),
    });
  });

  it('Undo (button or toast) sends nothing and gives the actions back', async () => {
    const { chat, dispatched } = await renderPending();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(dismissed).toHaveLength(1);
    expect(dismissed[0]).toMatch(new RegExp(`^reject-undo:${chat.id}:`));

    // The toast's own Undo does the same.
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    act(() => notifications.at(-1)?.action?.onAction());
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    // Closing an undone toast sends nothing either.
    for (const n of notifications) act(() => n.onClose?.());
    await passTheUndoWindow();
    expect(dispatched).toEqual([]);
    expect(rejects).toEqual([]);
  });

  it('leaving the screen inside the window sends the rejection at once', async () => {
    const { chat, view, dispatched } = await renderPending();
    expect(dispatched).toEqual([]);
    expect(rejects).toEqual([]);
    view.unmount();
    expect(dispatched).toEqual([chat.id]);
    await waitFor(() => expect(rejects).toEqual([`/v1/employers/chat/${chat.id}/reject`]));
    act(() => notifications[0].onClose?.());
    await passTheUndoWindow();
    expect(dispatched).toEqual([chat.id]);
    expect(rejects).toHaveLength(1);
  });
});
