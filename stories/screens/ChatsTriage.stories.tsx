import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { controlsUnder } from '../support/coveredControls';
import { chooseOption, press, tabTo } from '../support/keyboard';
import { selectLoaded } from '../support/selectLoaded';
import { ANY, msg, msgPattern } from '../support/storyText';

const open = demo.openChat;

/**
 * Triage at speed on the chats screen (issue #9 points 3, 5, 6, 7): the status tabs with each
 * status's count and the "Unread" toggle (both in the URL); rejecting with a 5 s undo window
 * (the Undo toast, the chat shown as being rejected); keyboard triage — j / k (↓ / ↑) move
 * between chats, Enter opens, r rejects, z undoes, h hires, u unlocks, t opens the templates,
 * / searches, ? lists the shortcuts — each announced in a live region; and the two views of a
 * phone (list, then thread with a back button). Keyboard only.
 */
const meta = {
  title: 'Screens/Chats/Triage',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: { url: demo.chatsUrl(OPENINGS.warehouse) },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Undo toast of a rejection (found by the words it always says). */
async function findUndoToast(canvasElement: HTMLElement): Promise<HTMLElement> {
  const body = within(canvasElement.ownerDocument.body);
  const text = await body.findByText(
    msgPattern('chats.rejectUndo.detail', { seconds: 5 }, { anchored: true }),
  );
  const toast = text.closest<HTMLElement>('.Toastify__toast');
  if (!toast) throw new Error('the Undo toast is not a toast');
  return toast;
}

/** The screen's live region (what a screen reader hears after each shortcut). */
const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');

export const StatusTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: msg('chats.filters.status') });
    const all = await within(tabs).findByRole('tab', { name: `${msg('chats.filters.all')} 6` });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(tabs).getByRole('tab', { name: `${msg('chats.status.pending')} 2` }),
    ).toBeVisible();
    await expect(
      within(tabs).getByRole('tab', { name: `${msg('chats.status.rejected')} 1` }),
    ).toBeVisible();
    // Arrow keys move between the tabs and choose them (one Tab stop for the row).
    await tabTo(all);
    await userEvent.keyboard('{ArrowRight}');
    const pending = within(tabs).getByRole('tab', { name: `${msg('chats.status.pending')} 2` });
    await expect(pending).toHaveFocus();
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText(msg('chats.list.summary', { total: 2 }))).toBeVisible();
    const list = canvas.getByRole('list', { name: msg('chats.list.label') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

export const UnreadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', {
      name: msg('chats.filters.unread', { count: 2 }),
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await press(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByText(msg('chats.list.summary', { total: 2 }))).toBeVisible();
    const list = canvas.getByRole('list', { name: msg('chats.list.label') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(
        within(item).getByText(msgPattern('chats.list.unread', { count: ANY })),
      ).toBeInTheDocument();
    }
  },
};

export const UndoRejectToast: Story = {
  args: { url: open('pending', 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: msg('chats.actions.reject') }));
    // Nothing is sent yet: the toast offers Undo and says what closing the tab does.
    const toast = await findUndoToast(canvasElement);
    await expect(toast).toHaveTextContent(msgPattern('chats.rejectUndo.detail', { seconds: ANY }));
    await expect(
      within(toast).getByRole('button', { name: msg('chats.rejectUndo.undo') }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: msg('chats.list.label') });
    await expect(within(list).getByText(msg('chats.rejectUndo.pending'))).toBeVisible();
    await expect(canvas.getByRole('group', { name: msg('chats.actions.label') })).toHaveTextContent(
      msg('chats.rejectUndo.pending'),
    );
    await expect(canvas.queryByText(msg('chats.lock.rejected.title'))).toBeNull();
    // Issue #30 point 7: the toast is at the bottom-left, over the list pane's bottom, which
    // keeps room for it — clear of the top bar, the chat header's Undo (where the pointer that
    // pressed Reject is) and the composer.
    const doc = canvasElement.ownerDocument;
    const chatPane = doc.querySelector('[data-pane="chat"]') as HTMLElement;
    await expect(controlsUnder(toast, chatPane)).toEqual([]);
    await expect(controlsUnder(toast, doc.querySelector('header') as HTMLElement)).toEqual([]);
    const listPane = doc.querySelector('[data-pane="list"]') as HTMLElement;
    await waitFor(() =>
      expect(parseFloat(getComputedStyle(listPane).paddingBottom)).toBeGreaterThanOrEqual(
        doc.documentElement.clientHeight - toast.getBoundingClientRect().top,
      ),
    );
  },
};

export const UndoRejectUndone: Story = {
  args: { url: open('pending', 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: msg('chats.actions.reject') }));
    const toast = await findUndoToast(canvasElement);
    await press(within(toast).getByRole('button', { name: msg('chats.rejectUndo.undo') }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(
      await canvas.findByRole('button', { name: msg('chats.actions.reject') }),
    ).toBeVisible();
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      msgPattern('chats.triage.undone', { name: ANY }),
    );
  },
};

export const ShortcutsDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    await userEvent.keyboard('?');
    const dialog = within(
      await body.findByRole('dialog', { name: msg('chats.shortcuts.open.button') }),
    );
    await expect(dialog.getByText(msg('chats.shortcuts.reject'))).toBeVisible();
    await expect(dialog.getByText(msg('chats.shortcuts.hire'))).toBeVisible();
    await expect(dialog.getAllByRole('term')).toHaveLength(10);
  },
};

export const KeyboardTriage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: msg('chats.list.label') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    const live = liveRegion(canvasElement);
    // j twice: the second chat has focus, and the live region says which.
    await userEvent.keyboard('jj');
    const rows = within(list).getAllByRole('button');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await expect(live).toHaveTextContent(
      msgPattern('chats.triage.position', { name: ANY, status: ANY, position: 2, total: 6 }),
    );
    // k goes back; ↓ forward again; Enter opens the focused chat.
    await userEvent.keyboard('k');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByText(msg('chats.lock.locked.title'))).toBeVisible();
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    // r rejects with the undo window; z undoes.
    await userEvent.keyboard('r');
    await expect(await findUndoToast(canvasElement)).toBeVisible();
    await expect(live).toHaveTextContent(
      msgPattern('chats.triage.rejecting', { name: ANY, seconds: ANY }),
    );
    await userEvent.keyboard('z');
    await expect(live).toHaveTextContent(msgPattern('chats.triage.undone', { name: ANY }));
    // h on a pending chat is refused, and said so; u opens the payment dialog.
    await userEvent.keyboard('h');
    await expect(live).toHaveTextContent(msgPattern('chats.triage.cannot.hire', { name: ANY }));
    await userEvent.keyboard('u');
    await expect(
      await body.findByRole('dialog', { name: msgPattern('chats.unlock.title', { name: ANY }) }),
    ).toBeVisible();
  },
};

export const KeyboardTemplatesAndSearch: Story = {
  args: { url: open('pending') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText(msg('chats.lock.locked.title'));
    // t, with focus in the open chat (its thread): the template picker, menu open.
    await tabTo(
      await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) }),
    );
    await userEvent.keyboard('t');
    const picker = canvas.getByRole('combobox', { name: msg('chats.templates.label') });
    await waitFor(() => expect(picker).toHaveFocus());
    await expect(await body.findAllByRole('option')).toHaveLength(16);
    // Letters typed in the picker search it: they are not shortcuts.
    await userEvent.keyboard('fork');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    await expect(body.getByRole('option')).toHaveTextContent('Forklift certification (EN)');
    await userEvent.keyboard('{Escape}');
    // / goes to the chat search.
    await tabTo(canvas.getByRole('button', { name: msg('chats.shortcuts.open.button') }));
    await userEvent.keyboard('/');
    await expect(
      canvas.getByRole('searchbox', { name: msg('chats.filters.search') }),
    ).toHaveFocus();
  },
};

export const PhoneList: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: msg('chats.list.label') });
    // The filters fold behind "Filters" on a phone (issue #30 point 3); the list keeps its rows.
    const toggle = await canvas.findByRole('button', {
      name: msgPattern('chats.filters.more', { count: 0 }, { anchored: true }),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('tablist', { name: msg('chats.filters.status') })).toBeNull();
    await expect(list).toBeVisible();
    await press(toggle);
    await expect(
      await canvas.findByRole('tablist', { name: msg('chats.filters.status') }),
    ).toBeVisible();
  },
};

export const PhoneThread: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { url: open('pending') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.lock.locked.title'))).toBeVisible();
    // One view at a time: the list is hidden, the back button leads to it.
    const listPane = canvasElement.querySelector('[data-pane="list"]');
    await expect(listPane).not.toBeVisible();
    const back = canvas.getByRole('button', { name: msg('chats.backToList') });
    await expect(back).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: msg('chats.templates.label') }),
    ).toBeVisible();
  },
};

export const PhoneBackToList: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    url: demo.chatsUrl(
      OPENINGS.warehouse,
      `status=pending&chat=${demo.chatId(OPENINGS.warehouse, 'pending')}`,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: msg('chats.backToList') }));
    // The list comes back as it was: same filter (the URL keeps it, the folded filters' toggle
    // counts it), no chat open.
    await expect(await canvas.findByRole('list', { name: msg('chats.list.label') })).toBeVisible();
    await press(canvas.getByRole('button', { name: msg('chats.filters.more', { count: 1 }) }));
    await expect(
      await canvas.findByRole('tab', { name: `${msg('chats.status.pending')} 2` }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(msg('chats.list.summary', { total: 2 }))).toBeVisible();
  },
};

/** The last message bubble of the thread and the message form, for the phone stories. */
function newestAndComposer(canvasElement: HTMLElement) {
  const bubbles = canvasElement.querySelectorAll('[data-testid="chat-thread"] [data-sender]');
  const form = within(canvasElement).queryByRole('form', { name: msg('chats.composer.label') });
  return { newest: bubbles[bubbles.length - 1], form };
}

/**
 * Phones (issue #19 point 2): a chat that takes messages opens with its newest message fully
 * visible right above the composer; the template picker is folded behind a button.
 */
export const PhoneThreadNewestVisible: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { url: open('unlocked') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: msg('chats.composer.templatesShow') });
    await expect(
      canvas.getByRole('combobox', { name: msg('chats.templates.label'), hidden: true }),
    ).not.toBeVisible();
    await waitFor(() => {
      const { newest, form } = newestAndComposer(canvasElement);
      const bubble = newest?.getBoundingClientRect();
      const composer = form?.getBoundingClientRect();
      expect(bubble && composer && bubble.bottom <= composer.top && bubble.top > 0).toBe(true);
    });
  },
};

/** Phones: the template picker unfolded from its button beside the message box. */
export const PhoneTemplatesUnfolded: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { url: open('unlocked') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(await canvas.findByRole('button', { name: msg('chats.composer.templatesShow') }));
    await expect(
      canvas.getByRole('combobox', { name: msg('chats.templates.label') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: msg('chats.composer.templatesHide') }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * The open chat stays in view (issue #19 point 5): the list scrolled to its end, the last chat
 * that takes templates opened and screened — it moves to the top of the list, and the list
 * follows it.
 */
export const SelectedChatFollowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    const scroller = canvasElement.querySelector<HTMLElement>(
      '[data-triage-list] [data-virtuoso-scroller]',
    );
    if (!scroller) throw new Error('no chat list scroller');
    // Once the virtual list has measured its rows, it can scroll to its end.
    await waitFor(() => {
      scroller.scrollTop = scroller.scrollHeight;
      expect(scroller.scrollTop).toBeGreaterThan(0);
    });
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('[data-chat-id]')].filter(
      (row) => !/Rejected/.test(row.textContent ?? ''),
    );
    const row = rows[rows.length - 1];
    const chatId = row.dataset.chatId;
    await press(row);
    await chooseOption(
      await canvas.findByRole('combobox', { name: msg('chats.templates.label') }),
      0,
    );
    await press(canvas.getByRole('button', { name: msg('chats.templates.send') }));
    await waitFor(
      () => {
        const first = canvasElement.querySelector<HTMLElement>('[data-triage-list] [data-chat-id]');
        expect(first?.dataset.chatId).toBe(chatId);
        const box = first!.getBoundingClientRect();
        const view = scroller.getBoundingClientRect();
        expect(box.top >= view.top && box.bottom <= view.bottom).toBe(true);
      },
      { timeout: 10_000 },
    );
  },
};
