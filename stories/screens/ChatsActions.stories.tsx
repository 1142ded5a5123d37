import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { press } from '../support/keyboard';
import { selectLoaded } from '../support/selectLoaded';

const open = demo.openChat;

/**
 * Chat states and actions (SPEC §4): a locked (pending) chat, an expired one being unlocked
 * again, a hired and a rejected chat; and the reject, hire and unlock interactions with their
 * notices and cache updates (the hired count in the header, the revealed name); an unlock
 * whose card is declined (the reason shows in the dialog).
 */
const meta = {
  title: 'Screens/Chats/Actions',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    viewport: { width: 1280, height: 900 },
  },
  args: { url: open('pending') },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LockedChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This chat is locked')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByText('Unlock the chat to send free messages.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlock' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hire' })).toBeNull();
  },
};

export const UnlockExpired: Story = {
  args: { url: open('expired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The unlock period is over')).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Unlock' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText(/Unlocking again restarts it/)).toBeVisible();
    await expect(
      await dialog.findByText('$12.00 charged to your Visa ending in 4242'),
    ).toBeVisible();
  },
};

export const Hired: Story = {
  args: { url: open('hired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Hired on/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await expect(canvas.queryByRole('group', { name: 'Chat actions' })).toBeNull();
  },
};

export const Rejected: Story = {
  args: { url: open('rejected') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Candidate rejected')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: 'Chat actions' })).toBeNull();
  },
};

export const RejectCandidate: Story = {
  args: { url: open('pending', 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: 'Reject' }));
    // The undo window (issue #9 point 5) ends when its toast closes: close it now.
    const undo = (await body.findByText(/^The rejection is sent in 5 seconds\./)).closest(
      '.Toastify__toast',
    );
    if (!(undo instanceof HTMLElement)) throw new Error('no Undo toast');
    await press(within(undo).getByRole('button', { name: 'Close notification' }));
    await expect(await body.findByText('Candidate Rejected')).toBeVisible();
    await expect(body.getByText('Candidate was successfully rejected')).toBeVisible();
    await expect(await canvas.findByText('Candidate rejected')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const HireCandidate: Story = {
  args: { url: open('unlocked') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Hired 1 of 6')).toBeVisible();
    await press(await canvas.findByRole('button', { name: 'Hire' }));
    await press(await body.findByRole('button', { name: 'Hire candidate' }));
    await expect(await body.findByText('Candidate hired')).toBeVisible();
    await expect(body.getByText('Candidate hired successfully')).toBeVisible();
    await expect(await canvas.findByText('Hired 2 of 6')).toBeVisible();
    await expect(await canvas.findByText(/^Hired on/)).toBeVisible();
  },
};

/**
 * Issue #30 point 12: hiring under the "Unlocked" tab takes the chat out of that list; the
 * open chat follows it — the "Hired" tab is shown with the chat open and listed, and the live
 * region says so (a hired chat no longer stays open under a tab whose list lacks it).
 */
export const HireUnderStatusTab: Story = {
  args: {
    url: demo.chatsUrl(
      OPENINGS.warehouse,
      `status=unlocked&chat=${demo.chatId(OPENINGS.warehouse, 'unlocked')}`,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tabs = await canvas.findByRole('tablist', { name: 'Status' });
    await expect(within(tabs).getByRole('tab', { name: /^Unlocked/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await press(await canvas.findByRole('button', { name: 'Hire' }));
    await press(await body.findByRole('button', { name: 'Hire candidate' }));
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /^Hired/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(await canvas.findByText(/^Hired on/)).toBeVisible();
    const row = await waitFor(() => {
      const found = canvasElement.querySelector(
        `[data-chat-id="${demo.chatId(OPENINGS.warehouse, 'unlocked')}"]`,
      );
      if (!found) throw new Error('the hired chat is not listed under Hired');
      return found;
    });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText(/moved to the Hired tab, now shown\./)).toBeInTheDocument();
  },
};

/**
 * Issue #30 point 12: a rejection sent under the "Pending" tab takes the chat out of that list;
 * the chat closes, the tab stays, the live region says so and focus goes to the next row.
 */
export const RejectUnderStatusTab: Story = {
  args: {
    url: demo.chatsUrl(
      OPENINGS.warehouse,
      `status=pending&chat=${demo.chatId(OPENINGS.warehouse, 'pending')}`,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: 'Reject' }));
    // The undo window (issue #9 point 5) ends when its toast closes: close it now.
    const undo = (await body.findByText(/^The rejection is sent in 5 seconds\./)).closest(
      '.Toastify__toast',
    );
    if (!(undo instanceof HTMLElement)) throw new Error('no Undo toast');
    await press(within(undo).getByRole('button', { name: 'Close notification' }));
    await expect(await canvas.findByText('Choose a chat')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Pending/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText(/was rejected and left the Pending tab\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement?.hasAttribute('data-chat-id')).toBe(true),
    );
  },
};

export const UnlockChat: Story = {
  args: { url: open('pending', 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: 'Unlock' }));
    // The price is named before paying (issue #19 point 4).
    const pay = await body.findByRole('button', { name: 'Unlock and pay $12.00' });
    await body.findByText('$12.00 charged to your Visa ending in 4242');
    // Enter twice in a row: the payment is still made once (a payment can't be submitted twice).
    await press(pay, '{Enter}{Enter}');
    await expect(await body.findByText('Chat unlocked')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message' })).toBeEnabled());
    await expect(canvas.queryByText('This chat is locked')).toBeNull();
    await expect(canvas.getByText(/^Phone:/)).toBeVisible();
  },
};

/**
 * Issue #19 point 3: the unlock dialog names the card on file it charges by brand, last four
 * and expiry. The contract's unlock takes no card, so there is no "Use another card" here.
 */
export const UnlockCardOnFile: Story = {
  args: { url: open('pending', 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: 'Unlock' }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(
      await dialog.findByText('$12.00 charged to your Visa ending in 4242'),
    ).toBeVisible();
    await expect(dialog.getByText('Expires 08/28')).toBeVisible();
    await expect(dialog.queryByRole('radio')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Unlock and pay $12.00' })).toBeEnabled();
  },
};

export const UnlockDeclined: Story = {
  args: { url: open('pending', 1) },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/v1/employers/chat/:id/unlock', () =>
        HttpResponse.json(
          {
            message: 'Your card was declined.',
            errors: [],
            payment_error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
            },
          },
          { status: 402 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: 'Unlock' }));
    await body.findByText('$12.00 charged to your Visa ending in 4242');
    await press(await body.findByRole('button', { name: /^Unlock and pay/ }));
    await expect(await body.findByText("The payment didn't go through")).toBeVisible();
    await expect(body.getByRole('dialog')).toBeVisible();
    // The pay button lost focus while busy, at a moment that varies: settle focus.
    await waitFor(() =>
      expect(body.getByRole('button', { name: /^Unlock and pay/ })).toBeEnabled(),
    );
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A hired chat read in Spanish (issue #19 point 8; contract `Message.body`): the API writes
 * the system notices of the unlock and the hire in the request's language, the date as Spanish
 * writes it; the messages people typed stay as written.
 */
export const HiredInSpanish: Story = {
  args: { url: open('hired') },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Se contrató a Jaren Brekke.')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(
      canvas.getByText(
        'Chat desbloqueado hasta el 10 de mayo de 2026. El nombre completo y el teléfono ya están visibles.',
      ),
    ).toBeInTheDocument();
    // The thread follows its end as its rows are measured (followEnd.ts): web-first.
    await waitFor(
      () =>
        expect(canvas.getByText('Sí, claro. Thursday at 9 AM works for me.')).toBeInTheDocument(),
      { timeout: 5000 },
    );
  },
};

/**
 * Switching to Español with a chat open (issue #19 point 8): what the server wrote — the
 * thread's system notices, the chat list — is asked again with the new Accept-Language and
 * shows in Spanish, without a reload.
 */
export const SwitchLanguageRefetches: Story = {
  args: { url: open('hired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Jaren Brekke was hired.')).toBeVisible(), {
      timeout: 5000,
    });
    await press(canvas.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(canvas.getByText('Se contrató a Jaren Brekke.')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.queryByText('Jaren Brekke was hired.')).toBeNull();
  },
};
