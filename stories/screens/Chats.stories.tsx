import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { createDb } from '../../mocks';
import type { ChatStatus } from '../../src/contract/types';
import { AppRoutes } from '../../src/app/AppRoutes';
import { chatDisplayStatus } from '../../src/features/chats/chatStatus';
import { FIXED_NOW, fixedNow } from '../../.storybook/fixedNow';
import { withEmployer } from '../support/withEmployer';
import { selectLoaded } from '../support/selectLoaded';
import { ANY, msg, msgPattern } from '../support/storyText';

/** The demo openings the chats stories use (mocks/seed.ts). */
export const OPENINGS = {
  /** One chat in every status (two pending), one hired of six. */
  warehouse: 'Warehouse Associate - Night Shift',
  /** The 5,000-message (hired) chat and a pending one. */
  service: 'Bilingual Customer Service Representative',
  /** No chats at all. */
  orderPicker: 'Order Picker - Weekend Shift',
} as const;

const seeded = createDb({ now: fixedNow });

/**
 * Demo data as the stories' simulated API seeds it at the frozen clock: the uuid of an
 * opening by name, the id of a chat by opening and status (its `index`-th in that status),
 * and the URL of the chats screen.
 */
export const demo = {
  openingUuid(name: string): string {
    const opening = seeded.tables.jobOpenings.find((o) => o.name === name);
    if (!opening) throw new Error(`No demo opening "${name}"`);
    return opening.uuid;
  },
  chatId(openingName: string, status: ChatStatus, index = 0): number {
    const uuid = demo.openingUuid(openingName);
    const chats = seeded.tables.chats
      .filter((c) => c.job_opening_uuid === uuid && chatDisplayStatus(c, FIXED_NOW) === status)
      .sort((a, b) => a.id - b.id);
    const chat = chats[index];
    if (!chat) throw new Error(`No ${status} chat #${index} in "${openingName}"`);
    return chat.id;
  },
  chatsUrl(openingName: string, query = ''): string {
    return `/job-openings/${demo.openingUuid(openingName)}/chats${query ? `?${query}` : ''}`;
  },
  /** The uuid of the demo employee signed in with `email` (e.g. the key of their saved drafts). */
  employeeUuid(email = 'demo@hireline.test'): string {
    const employee = seeded.tables.employees.find((e) => e.email === email);
    if (!employee) throw new Error(`No demo employee ${email}`);
    return employee.uuid;
  },
  /**
   * A fresh demo database in which the warehouse opening's first pending chat has no message
   * yet, and the chats screen with that chat open (an empty thread; its row's `last_message`
   * is `null`).
   */
  emptyChat(): { db: ReturnType<typeof createDb>; url: string } {
    const db = createDb({ now: fixedNow });
    const chatId = demo.chatId(OPENINGS.warehouse, 'pending');
    db.tables.messages = db.tables.messages.filter((m) => m.chat_id !== chatId);
    return { db, url: demo.chatsUrl(OPENINGS.warehouse, `chat=${chatId}`) };
  },
  /** The chats screen with the `index`-th chat in `status` of the warehouse opening open. */
  openChat(status: ChatStatus, index = 0, openingName: string = OPENINGS.warehouse): string {
    return demo.chatsUrl(openingName, `chat=${demo.chatId(openingName, status, index)}`);
  },
};

/** The app's routes at `url` (layouts, guards, titles), as the other screen stories do. */
export function ChatsScreen({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>
  );
}

/**
 * The chats screen of a job opening (SPEC §2, §4, §9) as a whole: header with hired count,
 * the chat list with its filters, an open chat with its thread and composer. Logged in as
 * the demo employer against the simulated API at the frozen clock. Dark and Spanish variants.
 */
const meta = {
  title: 'Screens/Chats/Screen',
  component: ChatsScreen,
  excludeStories: ['OPENINGS', 'demo', 'ChatsScreen'],
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: {
    url: demo.chatsUrl(OPENINGS.warehouse, `chat=${demo.chatId(OPENINGS.warehouse, 'unlocked')}`),
  },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    await expect(
      await canvas.findByText(msg('chats.opening.hired', { hired: 1, total: 6 })),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeEnabled();
  },
};

export const OpenChatSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    await expect(await canvas.findByText('Contratados 1 de 6')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: /^Mensajes con/ })).toBeVisible();
  },
};
