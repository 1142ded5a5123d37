import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createDb, createHandlers } from '../../mocks';
import { addMessage } from '../../mocks/model';
import { fixedNow } from '../../.storybook/fixedNow';
import { withEmployer } from '../support/withEmployer';
import { outage } from '../support/outage';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { selectLoaded } from '../support/selectLoaded';
import { ANY, msg, msgPattern } from '../support/storyText';

const THREAD = '[data-testid="chat-thread"]';

/**
 * The message thread (SPEC §2, §3, §9): the 5,000-message chat opened at its newest message
 * with a small DOM (virtualized), a thread grouped by day and by sender with system notices,
 * and an empty thread.
 */
const meta = {
  title: 'Screens/Chats/Thread',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: {
    url: demo.chatsUrl(OPENINGS.warehouse, `chat=${demo.chatId(OPENINGS.warehouse, 'hired')}`),
  },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Long: Story = {
  args: {
    url: demo.chatsUrl(OPENINGS.service, `chat=${demo.chatId(OPENINGS.service, 'hired')}`),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 5,000 messages: the thread's first page takes longer than a second on a busy machine.
    const region = await canvas.findByRole(
      'region',
      { name: msgPattern('chats.thread.label', { name: ANY }) },
      { timeout: 15_000 },
    );
    // The newest message is on screen, inside the thread's visible box.
    const newest = await within(region).findByText(
      '¡Muchas gracias! Ahí estaré el lunes.',
      {},
      { timeout: 15_000 },
    );
    await waitFor(() => {
      const box = region.getBoundingClientRect();
      const rect = newest.getBoundingClientRect();
      expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 1);
      expect(rect.top).toBeGreaterThanOrEqual(box.top - 1);
    });
    // Virtualized: a few dozen messages in the DOM, not 5,000.
    const nodes = canvasElement.querySelector(THREAD)?.querySelectorAll('*').length ?? 0;
    await expect(nodes).toBeGreaterThan(10);
    await expect(nodes).toBeLessThan(300);
  },
};

const GROUPED_CHAT = demo.chatId(OPENINGS.warehouse, 'unlocked');

export const Grouped: Story = {
  args: { url: demo.chatsUrl(OPENINGS.warehouse, `chat=${GROUPED_CHAT}`) },
  beforeEach({ msw }) {
    // The unlocked chat plus runs of messages by one sender, after its seeded messages (ids
    // grow with time, as the contract says).
    const db = createDb({ now: fixedNow });
    const chat = db.tables.chats.find((c) => c.id === GROUPED_CHAT);
    if (!chat) throw new Error('no unlocked demo chat');
    const at = (hoursAgo: number) =>
      new Date(fixedNow().getTime() - hoursAgo * 3_600_000).toISOString();
    const say = (sender: 'employer' | 'candidate', body: string, hoursAgo: number) =>
      addMessage(db, chat, {
        sender,
        body,
        is_free: true,
        created_at: at(hoursAgo),
        read_at: at(hoursAgo - 0.1),
      });
    say('employer', 'The tour starts at 9 AM at the north gate.', 2.5);
    say('employer', 'Bring safety boots if you have them.', 2.4);
    say('employer', 'Parking is free behind building B.', 2.3);
    say('candidate', 'Perfect, I will be there.', 1);
    say('candidate', 'Do I need to bring my forklift certificate?', 0.9);
    msw.use(...createHandlers(db, { delayMs: 0 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', {
      name: msgPattern('chats.thread.label', { name: ANY }),
    });
    await within(region).findByText('Do I need to bring my forklift certificate?');
    // The virtual list measures its rows before showing them: wait until they are shown.
    await waitFor(() => expect(within(region).getByText(msg('chats.thread.today'))).toBeVisible());
    await waitFor(() =>
      expect(within(region).getByText('Bring safety boots if you have them.')).toBeVisible(),
    );
    await expect(within(region).getAllByText(msg('chats.thread.you')).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { url: demo.emptyChat().url },
  beforeEach({ msw }) {
    msw.use(...createHandlers(demo.emptyChat().db, { delayMs: 0 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(msg('chats.list.noMessages'), { selector: 'h3' }),
    ).toBeVisible();
    // The chat list is virtual: wait until its rows are measured and shown.
    const list = await canvas.findByRole('list', { name: msg('chats.list.label') });
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(4));
  },
};

const threadOutage = outage('*/v1/employers/chat/:id/messages');

/**
 * The thread loaded, then a refresh failed (issue #18 point 5): the messages stay, under a
 * quiet "Couldn't refresh. Retrying…" note; the 20 s poll asks again.
 */
export const Stale: Story = {
  beforeEach({ msw }) {
    msw.use(threadOutage.handler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', {
      name: msgPattern('chats.thread.label', { name: ANY }),
    });
    await within(region).findAllByText(/./);
    // The first page in (not the chat row's last message alone, shown while it loads).
    const thread = canvasElement.querySelector(THREAD) as HTMLElement;
    await waitFor(() => expect(thread).toHaveAttribute('aria-busy', 'false'));
    threadOutage.refreshFails(canvasElement);
    await expect(await within(thread).findByText(msg('common.stale.note'))).toBeVisible();
    await expect(
      within(thread).getByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) }),
    ).toBeVisible();
  },
};
