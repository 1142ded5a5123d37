import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { ChatsScreen, demo } from './Chats.stories';
import { chooseOption, press, tabTo } from '../support/keyboard';
import { selectLoaded } from '../support/selectLoaded';
import { TEMPLATES } from '../../mocks/fixtures/catalogs';
import { ANY, msg, msgPattern, storyLanguage } from '../support/storyText';

const open = demo.openChat;
const TEMPLATE_MESSAGES = '*/v1/employers/chat/:id/messages';
const FORKLIFT = 'Do you have a valid forklift operator certification?';

/**
 * Screening with templates (issue #9 point 1; contract `sendChatMessage`): every chat that
 * is not rejected offers the first-question templates catalog in its composer, locked ones
 * included, while free text stays limited to usable chats. The picker open in a pending
 * chat (the interface language's templates first); a pending chat screened with a template
 * (the message joins the thread and becomes the chat's last message in the list); a failed
 * send (the template's text stays in the thread as not sent, with Retry and Discard).
 * Keyboard only.
 */
const meta = {
  title: 'Screens/Chats/Templates',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: { url: open('pending') },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TemplatePickerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText(msg('chats.lock.locked.title'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeDisabled();
    const picker = await canvas.findByRole('combobox', { name: msg('chats.templates.label') });
    await tabTo(picker);
    await userEvent.keyboard('{ArrowDown}');
    const options = await body.findAllByRole('option');
    await expect(options).toHaveLength(16);
    // The interface language's templates first (the demo catalog's order within each
    // language): its first one leads, the other language's last one ends the list.
    const label = (t: (typeof TEMPLATES)[number]) => `${t.title} (${t.locale.toUpperCase()})`;
    const shown = TEMPLATES.filter((t) => t.locale === storyLanguage());
    const others = TEMPLATES.filter((t) => t.locale !== storyLanguage());
    await expect(options[0]).toHaveTextContent(label(shown[0]));
    await expect(options[15]).toHaveTextContent(label(others[others.length - 1]));
    await expect(canvas.getByRole('button', { name: msg('chats.templates.send') })).toBeDisabled();
  },
};

export const LockedChatScreenedWithTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thread = await canvas.findByRole('region', {
      name: msgPattern('chats.thread.label', { name: ANY }),
    });
    await expect(await canvas.findByText(msg('chats.lock.locked.title'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeDisabled();
    const picker = await canvas.findByRole('combobox', { name: msg('chats.templates.label') });
    await chooseOption(picker, 'Forklift certification (EN)', { search: 'fork' });
    await expect(
      await canvas.findByText(msg('chats.templates.preview', { body: FORKLIFT })),
    ).toBeVisible();
    // Enter twice on the button: the template is sent once.
    await press(
      canvas.getByRole('button', { name: msg('chats.templates.send') }),
      '{Enter}{Enter}',
    );
    // Acknowledged: the message leaves the outbox for the thread (issue #18 point 2).
    await waitFor(() =>
      expect(canvas.queryByRole('list', { name: msg('chats.outbox.label') })).toBeNull(),
    );
    await expect(await within(thread).findByText(FORKLIFT)).toBeVisible();
    // The chat's row in the list shows it as its last message, without a reload.
    const list = canvas.getByRole('list', { name: msg('chats.list.label') });
    await expect(
      await within(list).findByText(msg('chats.list.youPrefix', { text: FORKLIFT })),
    ).toBeVisible();
    await expect(within(thread).getAllByText(FORKLIFT)).toHaveLength(1);
    // The choice clears and focus is back on the picker, for the next question.
    await waitFor(() => expect(picker).toHaveFocus());
    await expect(canvas.queryByText('Forklift certification (EN)')).toBeNull();
    // Free text is still for unlocked chats only.
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeDisabled();
  },
};

export const TemplateSendFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(TEMPLATE_MESSAGES, () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const picker = await canvas.findByRole('combobox', { name: msg('chats.templates.label') });
    await chooseOption(picker, 'Night shifts (EN)', { search: 'night' });
    await press(canvas.getByRole('button', { name: msg('chats.templates.send') }));
    // Not sent: the template's text stays in the thread with Retry and Discard (issue #18
    // point 2); the picker is free for the next question, and nothing is toasted.
    const outbox = await canvas.findByRole('list', { name: msg('chats.outbox.label') });
    await expect(await within(outbox).findByRole('alert')).toHaveTextContent(
      `${msg('chats.outbox.failed')} ${msg('chats.outbox.reason.server')}`,
    );
    await expect(within(outbox).getByText(/^Are you available to work night shifts/)).toBeVisible();
    await expect(
      within(outbox).getByRole('button', { name: msg('chats.outbox.retry') }),
    ).toBeVisible();
    await expect(body.queryByText(msg('common.error.generic'))).toBeNull();
  },
};
