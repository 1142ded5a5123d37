import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { press, tabTo, typeInto } from '../support/keyboard';
import { selectLoaded } from '../support/selectLoaded';
import { ANY, msg, msgPattern, msgTag } from '../support/storyText';

const W = OPENINGS.warehouse;
const FREE_MESSAGES = '*/v1/employers/chat/:chat_id/free-messages';

/**
 * The free-message composer of a usable chat (SPEC §4, §8; issue #18 point 2): sending with
 * Enter (the message joins the thread, the input clears), a message on its way (sending, and
 * a second one waiting its turn), a message that was not sent (its text stays in the
 * thread with Retry and Discard), and a draft kept while another chat is open (issue #21
 * point 4).
 */
const meta = {
  title: 'Screens/Chats/Composer',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: { url: demo.chatsUrl(W, `chat=${demo.chatId(W, 'unlocked')}`) },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Send: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: msg('chats.composer.label') });
    await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) });
    await typeInto(box, 'Can you start at 10 PM?{Shift>}{Enter}{/Shift}Thanks!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    // Acknowledged: the message leaves the outbox for the thread (issue #18 point 2).
    await waitFor(() =>
      expect(canvas.queryByRole('list', { name: msg('chats.outbox.label') })).toBeNull(),
    );
    const thread = canvas.getByRole('region', {
      name: msgPattern('chats.thread.label', { name: ANY }),
    });
    await expect(
      await within(thread).findByText(/Can you start at 10 PM\?\s+Thanks!/),
    ).toBeVisible();
  },
};

/**
 * Free messages whose answer never comes: they stay on their way. The shots wait for every
 * other request but those. No Spanish shot after a language switch (the pending message holds
 * RTK Query's refetch of the lists in the new language): the Spanish states are stories of
 * their own, below.
 */
const neverAnswered: Pick<Story, 'parameters' | 'beforeEach'> = {
  parameters: { visual: { neverAnswered: ['/free-messages'] } },
  beforeEach({ msw }) {
    msw.use(
      http.post(FREE_MESSAGES, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
};

export const Sending: Story = {
  ...neverAnswered,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: msg('chats.composer.label') });
    await typeInto(box, 'Are you free on Friday?');
    await press(canvas.getByRole('button', { name: msg('chats.composer.send') }));
    // The composer is free at once; the message waits in the thread until acknowledged.
    await expect(box).toHaveValue('');
    const outbox = await canvas.findByRole('list', { name: msg('chats.outbox.label') });
    await expect(within(outbox).getByText('Are you free on Friday?')).toBeVisible();
    // Queued until this tab holds the employer's outbox lock (issue #29), then on its way.
    await expect(await within(outbox).findByText(msg('chats.outbox.sending'))).toBeVisible();
  },
};

/**
 * Two messages sent while the first is still on its way: the second waits its turn (a chat's
 * messages go in order, issue #18 point 2).
 */
export const Queued: Story = {
  ...neverAnswered,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: msg('chats.composer.label') });
    await typeInto(box, 'Are you free on Friday?{Enter}');
    await typeInto(box, 'Or on Saturday morning?{Enter}');
    const outbox = await canvas.findByRole('list', { name: msg('chats.outbox.label') });
    // The first leaves once the outbox lock is held; only then is the second alone in waiting.
    await expect(await within(outbox).findByText(msg('chats.outbox.sending'))).toBeVisible();
    await expect(await within(outbox).findByText(msg('chats.outbox.queued'))).toBeVisible();
    await expect(within(outbox).getByText('Or on Saturday morning?')).toBeVisible();
  },
};

/** Sending, in Spanish from the start (its own story: see `neverAnswered`). */
export const SendingInSpanish: Story = { ...Sending, globals: { locale: 'es' } };

/** Queued, in Spanish from the start (its own story: see `neverAnswered`). */
export const QueuedInSpanish: Story = { ...Queued, globals: { locale: 'es' } };

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(FREE_MESSAGES, () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: msg('chats.composer.label') });
    await typeInto(box, 'Are you free on Friday?{Enter}');
    // Not sent: the text stays in the thread with Retry and Discard; the composer is free.
    const outbox = await canvas.findByRole('list', { name: msg('chats.outbox.label') });
    await expect(await within(outbox).findByRole('alert')).toHaveTextContent(
      `${msg('chats.outbox.failed')} ${msg('chats.outbox.reason.server')}`,
    );
    await expect(within(outbox).getByText('Are you free on Friday?')).toBeVisible();
    await expect(
      within(outbox).getByRole('button', { name: msg('chats.outbox.retry') }),
    ).toBeVisible();
    await expect(
      within(outbox).getByRole('button', { name: msg('chats.outbox.discard') }),
    ).toBeVisible();
    await expect(box).toHaveValue('');
  },
};

/**
 * A pasted message past the 2,000-character limit (issue #19 point 9): nothing is cut; the
 * field says by how much it is over, and Send waits until it is shortened.
 */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: msg('chats.composer.label') });
    await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) });
    box.focus();
    await userEvent.paste(`${'Night shift details. '.repeat(96)}Thanks!`);
    await expect((box as HTMLTextAreaElement).value.length).toBe(2023);
    await expect(
      await canvas.findByText(msg('chats.composer.tooLong', { over: 23, max: 2000 })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('chats.composer.send') })).toBeDisabled();
    // Once the typing pauses, the open chat's row says "Draft:" (the state the baseline shows).
    const list = canvas.getByRole('list', { name: msg('chats.list.label') });
    await expect(
      await within(list).findByText(msgTag('chats.list.draft', 'prefix', { text: '' })),
    ).toBeVisible();
  },
};

/**
 * The composer keeps its text as the chat's draft (issue #21 point 4): typed in one chat and
 * not sent, it stays while another chat is open — the first chat's row says "Draft: …" — and
 * is there again when the first chat is opened again.
 */
export const DraftKept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: msg('chats.composer.label') });
    await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) });
    const text = 'Can you bring your forklift certification on Monday';
    await typeInto(box, text);
    const list = canvas.getByRole('list', { name: msg('chats.list.label') });
    // Once the typing pauses, the open chat's row says so.
    await expect(
      await within(list).findByText(msgTag('chats.list.draft', 'prefix', { text: '' })),
    ).toBeVisible();
    const openId = within(list).getByRole('button', { current: true }).dataset.chatId;
    const other = within(list)
      .getAllByRole('button')
      .find((row) => row.getAttribute('aria-current') !== 'true');
    if (!other) throw new Error('no other chat in the list');
    await tabTo(other, { backwards: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(other).toHaveAttribute('aria-current', 'true'));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).not.toHaveValue(
        text,
      ),
    );
    await expect(
      within(list).getByText(msgTag('chats.list.draft', 'prefix', { text: '' })),
    ).toBeVisible();

    const first = list.querySelector<HTMLElement>(`[data-chat-id="${openId}"]`);
    if (!first) throw new Error('the first chat left the list');
    await tabTo(first, { backwards: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).toHaveAttribute('aria-current', 'true'));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toHaveValue(text),
    );
  },
};
