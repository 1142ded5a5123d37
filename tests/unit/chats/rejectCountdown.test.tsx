/**
 * The reject toast's 5 s countdown (issue #30 point 7), through the app's real toasts
 * (src/app/Toasts.tsx in react-toastify) on Jest's fake clock: it opened under the pointer
 * that had just pressed Reject, and while that pointer rested there the countdown stood still —
 * the rejection silently waited. Now it counts down under a resting pointer and is sent at
 * 5 s; it pauses only while the pointer is MOVED onto the toast or the focus is in it, and
 * counts on, from where it stopped, when they leave.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Toasts } from '../../../src/app/Toasts';
import { ChatActions } from '../../../src/features/chats/ChatActions';
import { REJECT_UNDO_MS } from '../../../src/features/chats/PendingRejections';
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

afterEach(() => {
  jest.useRealTimers();
});

/**
 * A pending chat's actions beside the app's toasts, Reject pressed on Jest's fake clock;
 * returns the Undo toast and the chat ids whose rejection was dispatched (a request starts
 * the moment it is).
 */
async function pressReject() {
  const store = storeWithToken(await demoToken());
  const chat = await listedChat(mock.current, store, 'pending');
  const dispatched = recordRejections(store);
  renderChats(
    <>
      <ChatActions chat={chat} now={NOW} />
      <Toasts mode="light" />
    </>,
    store,
  );
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const reject = screen.getByRole('button', { name: 'Reject' });
  // The pointer presses Reject and stays where it is.
  fireEvent.click(reject);
  const toast = [...document.querySelectorAll<HTMLElement>('.Toastify__toast')].find((element) =>
    element.textContent?.includes('The rejection is sent in 5 seconds'),
  );
  if (!toast) throw new Error('no Undo toast');
  return { chat, toast, dispatched };
}

/** Lets `ms` pass on the fake clock. */
async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** A `pointermove` at (`x`, `y`) on `element` (jsdom has no PointerEvent: a MouseEvent of that type). */
function pointerMove(element: Element, x: number, y: number) {
  act(() => {
    element.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: x, clientY: y }));
  });
}

/**
 * What the browser reports of a pointer resting where the toast opened: it is now over the
 * toast (`pointerover`, `pointerenter`, the mouse's), and a layout change may repeat its
 * position as a `pointermove` at the same spot.
 */
function pointerRestsOn(toast: Element) {
  fireEvent.pointerOver(toast);
  fireEvent.pointerEnter(toast);
  fireEvent.mouseOver(toast);
  fireEvent.mouseEnter(toast);
  pointerMove(toast, 120, 700);
  pointerMove(toast, 120, 700);
}

describe('the reject toast counts down 5 s and pauses only while the employer attends to it', () => {
  it('under the pointer that pressed Reject, resting there: the rejection is sent at 5 s', async () => {
    const { chat, toast, dispatched } = await pressReject();
    pointerRestsOn(toast);
    await pass(REJECT_UNDO_MS - 1);
    expect(dispatched).toEqual([]);
    expect(screen.getByText('Rejecting…')).toBeInTheDocument();
    await pass(1);
    expect(dispatched).toEqual([chat.id]);
  });

  it('the pointer moved onto the toast pauses it; leaving counts on from where it stopped', async () => {
    const { chat, toast, dispatched } = await pressReject();
    await pass(2_000);
    pointerMove(toast, 40, 720);
    pointerMove(toast, 48, 716);
    await pass(10_000);
    expect(dispatched).toEqual([]);
    fireEvent.pointerLeave(toast);
    await pass(REJECT_UNDO_MS - 2_000 - 1);
    expect(dispatched).toEqual([]);
    await pass(1);
    expect(dispatched).toEqual([chat.id]);
  });

  it('the focus in the toast (its Undo) pauses it; leaving counts on from where it stopped', async () => {
    const { chat, toast, dispatched } = await pressReject();
    await pass(1_000);
    const undo = [...toast.querySelectorAll('button')].find((b) => b.textContent === 'Undo');
    if (!undo) throw new Error('no Undo in the toast');
    act(() => undo.focus());
    await pass(10_000);
    expect(dispatched).toEqual([]);
    act(() => undo.blur());
    await pass(REJECT_UNDO_MS - 1_000 - 1);
    expect(dispatched).toEqual([]);
    await pass(1);
    expect(dispatched).toEqual([chat.id]);
  });

  it('Undo in the toast still sends nothing, however long after', async () => {
    const { toast, dispatched } = await pressReject();
    pointerMove(toast, 40, 720);
    pointerMove(toast, 48, 716);
    const undo = [...toast.querySelectorAll('button')].find((b) => b.textContent === 'Undo');
    fireEvent.click(undo as HTMLElement);
    await pass(REJECT_UNDO_MS * 3);
    expect(dispatched).toEqual([]);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});
