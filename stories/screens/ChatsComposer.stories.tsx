import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { press, typeInto } from '../support/keyboard';

const W = OPENINGS.warehouse;
const FREE_MESSAGES = '*/v1/employers/chat/:chat_id/free-messages';

/**
 * The free-message composer of a usable chat (SPEC §4, §8): sending with Enter (the message
 * joins the thread, the input clears), a send in progress, and a failed send (the text stays,
 * the HTTP error notification shows).
 */
const meta = {
  title: 'Screens/Chats/Composer',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    viewport: { width: 1280, height: 900 },
  },
  args: { url: demo.chatsUrl(W, `chat=${demo.chatId(W, 'unlocked')}`) },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Send: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Message' });
    await canvas.findByRole('region', { name: /^Messages with/ });
    await typeInto(box, 'Can you start at 10 PM?{Shift>}{Enter}{/Shift}Thanks!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const thread = canvas.getByRole('region', { name: /^Messages with/ });
    await expect(
      await within(thread).findByText(/Can you start at 10 PM\?\s+Thanks!/),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.post(FREE_MESSAGES, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Message' });
    await typeInto(box, 'Are you free on Friday?');
    await press(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(box).toHaveValue('Are you free on Friday?');
  },
};

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
    const body = within(canvasElement.ownerDocument.body);
    const box = await canvas.findByRole('textbox', { name: 'Message' });
    await typeInto(box, 'Are you free on Friday?{Enter}');
    await expect(await body.findByText('Oops! Something went wrong.')).toBeVisible();
    await expect(box).toHaveValue('Are you free on Friday?');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled());
  },
};
