import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createDb, createHandlers } from '../../mocks';
import { notificationsHintStorageKey } from '../../src/features/notifications/notifyReplies';
import { fixedNow } from '../../.storybook/fixedNow';
import { withEmployer } from '../support/withEmployer';
import { msg } from '../support/storyText';
import { assertNoSidewaysScroll, lengthenCandidates, LONG_TEXTS } from '../support/longNames';
import { selectLoaded } from '../support/selectLoaded';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';

const UNLOCKED_CHAT = demo.chatId(OPENINGS.warehouse, 'unlocked');
const PENDING_CHAT = demo.chatId(OPENINGS.warehouse, 'pending');

/**
 * The chats screen with the longest texts real data holds, on a 375 px phone (issue #32 point
 * 4): the warehouse opening renamed to the contract's full 120 characters, and two of its
 * candidates (the unlocked one, named in full, and a locked one, masked) with two given names,
 * two family names and a sentence-long headline. Where the phone cuts (an ellipsis, the whole
 * text in the accessible name or the title) and where it wraps is what the shots show; nothing
 * pushes the page sideways.
 */
const meta = {
  title: 'Screens/Chats/Long names',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { url: demo.chatsUrl(OPENINGS.warehouse) },
  beforeEach({ msw }) {
    // The notifications hint answered before: the list has the room to show its rows.
    localStorage.setItem(notificationsHintStorageKey(demo.employeeUuid()), 'done');
    const db = createDb({ now: fixedNow });
    const opening = db.tables.jobOpenings.find((o) => o.name === OPENINGS.warehouse);
    if (!opening) throw new Error(`No demo opening "${OPENINGS.warehouse}"`);
    opening.name = LONG_TEXTS.openingName;
    const chats = db.tables.chats.filter((c) => c.id === UNLOCKED_CHAT || c.id === PENDING_CHAT);
    const restore = lengthenCandidates(
      db,
      chats.map((c) => c.candidate_uuid),
    );
    msw.use(...createHandlers(db, { delayMs: 0 }));
    return restore;
  },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The opening's header and its chat list: the opening's name wraps in the header; in the rows
 * the long names and headlines end in an ellipsis on one line each, the time and the status
 * badge kept whole beside them.
 */
export const ChatRowsPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(LONG_TEXTS.openingName).toHaveLength(120);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: LONG_TEXTS.openingName }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', {
      name: msg('chats.list.label'),
    });
    const fullName = `${LONG_TEXTS.firstName} ${LONG_TEXTS.lastName}`;
    // The row's button is named by the whole name, however much of it shows.
    const row = await within(list).findByRole('button', { name: fullName });
    await waitFor(() => expect(row).toBeVisible());
    const shown = within(row).getByText(fullName);
    await expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
    await expect(getComputedStyle(shown).textOverflow).toBe('ellipsis');
    await expect(within(list).getAllByText(LONG_TEXTS.headline).length).toBeGreaterThan(0);
    assertNoSidewaysScroll(canvasElement);
  },
};

/**
 * The unlocked chat open: its header wraps the long name (with its status under it), then the
 * headline on lines of its own (whole, and in its title), the phone number and the unlock's
 * end; the thread and the composer keep the rest of the screen.
 */
export const ChatHeaderPhone: Story = {
  args: { url: demo.chatsUrl(OPENINGS.warehouse, `chat=${UNLOCKED_CHAT}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fullName = `${LONG_TEXTS.firstName} ${LONG_TEXTS.lastName}`;
    await expect(
      await canvas.findByRole('region', {
        name: msg('chats.thread.label', { name: fullName }),
      }),
    ).toBeVisible();
    const headline = canvasElement.querySelector<HTMLElement>('[data-pane="chat"] [data-headline]');
    if (!headline) throw new Error('no headline in the chat header');
    await expect(headline).toHaveAttribute('title', LONG_TEXTS.headline);
    await expect(headline.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    assertNoSidewaysScroll(canvasElement);
  },
};
