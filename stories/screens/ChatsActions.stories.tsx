import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { press } from '../support/keyboard';
import { selectLoaded } from '../support/selectLoaded';
import { ANY, msg, msgPattern } from '../support/storyText';

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
    visual: { height: { desktop: 900 } },
  },
  args: { url: open('pending') },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LockedChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.lock.locked.title'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeDisabled();
    await expect(canvas.getByText(msg('chats.composer.disabled.locked'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('chats.actions.unlock') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('chats.actions.hire') })).toBeNull();
  },
};

export const UnlockExpired: Story = {
  args: { url: open('expired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.lock.expired.title'))).toBeVisible();
    await press(canvas.getByRole('button', { name: msg('chats.actions.unlock') }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText(msgPattern('chats.unlock.textAgain'))).toBeVisible();
    await expect(
      await dialog.findByText(
        msg('chats.unlock.cardPrice', { price: '$12.00', brand: 'Visa', last4: '4242' }),
      ),
    ).toBeVisible();
  },
};

export const Hired: Story = {
  args: { url: open('hired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        msgPattern('chats.header.hiredAt', { date: ANY }, { anchored: true }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeEnabled();
    await expect(canvas.queryByRole('group', { name: msg('chats.actions.label') })).toBeNull();
  },
};

export const Rejected: Story = {
  args: { url: open('rejected') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.lock.rejected.title'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: msg('chats.actions.label') })).toBeNull();
  },
};

export const RejectCandidate: Story = {
  args: { url: open('pending', 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await press(await canvas.findByRole('button', { name: msg('chats.actions.reject') }));
    // The undo window (issue #9 point 5) ends when its toast closes: close it now.
    const undo = (
      await body.findByText(
        msgPattern('chats.rejectUndo.detail', { seconds: 5 }, { anchored: true }),
      )
    ).closest('.Toastify__toast');
    if (!(undo instanceof HTMLElement)) throw new Error('no Undo toast');
    await press(within(undo).getByRole('button', { name: msg('components.toast.close') }));
    // The toast's summary and the chat's notice read alike ("Candidate rejected"): each is
    // looked for in its own place.
    const done = (await body.findByText(msg('chats.toast.rejected.detail'))).closest(
      '.Toastify__toast',
    );
    if (!(done instanceof HTMLElement)) throw new Error('no rejected toast');
    await expect(within(done).getByText(msg('chats.toast.rejected.summary'))).toBeVisible();
    const notice = await waitFor(() => {
      const found = canvas
        .getAllByText(msg('chats.lock.rejected.title'))
        .filter((element) => !element.closest('.Toastify'));
      expect(found).toHaveLength(1);
      return found[0];
    });
    await expect(notice).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeDisabled();
  },
};

export const HireCandidate: Story = {
  args: { url: open('unlocked') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText(msg('chats.opening.hired', { hired: 1, total: 6 })),
    ).toBeVisible();
    await press(await canvas.findByRole('button', { name: msg('chats.actions.hire') }));
    await press(await body.findByRole('button', { name: msg('chats.hire.confirm') }));
    await expect(await body.findByText(msg('chats.toast.hired.summary'))).toBeVisible();
    await expect(body.getByText(msg('chats.toast.hired.detail'))).toBeVisible();
    await expect(
      await canvas.findByText(msg('chats.opening.hired', { hired: 2, total: 6 })),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        msgPattern('chats.header.hiredAt', { date: ANY }, { anchored: true }),
      ),
    ).toBeVisible();
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
    const tabs = await canvas.findByRole('tablist', { name: msg('chats.filters.status') });
    await expect(
      within(tabs).getByRole('tab', {
        name: msgPattern('chats.status.unlocked', {}, { anchored: true }),
      }),
    ).toHaveAttribute('aria-selected', 'true');
    await press(await canvas.findByRole('button', { name: msg('chats.actions.hire') }));
    await press(await body.findByRole('button', { name: msg('chats.hire.confirm') }));
    await waitFor(() =>
      expect(
        within(tabs).getByRole('tab', {
          name: msgPattern('chats.status.hired', {}, { anchored: true }),
        }),
      ).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(
      await canvas.findByText(
        msgPattern('chats.header.hiredAt', { date: ANY }, { anchored: true }),
      ),
    ).toBeVisible();
    const row = await waitFor(() => {
      const found = canvasElement.querySelector(
        `[data-chat-id="${demo.chatId(OPENINGS.warehouse, 'unlocked')}"]`,
      );
      if (!found) throw new Error('the hired chat is not listed under Hired');
      return found;
    });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(
      canvas.getByText(
        msgPattern('chats.followStatus.moved', { name: ANY, status: msg('chats.status.hired') }),
      ),
    ).toBeInTheDocument();
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
    await press(await canvas.findByRole('button', { name: msg('chats.actions.reject') }));
    // The undo window (issue #9 point 5) ends when its toast closes: close it now.
    const undo = (
      await body.findByText(
        msgPattern('chats.rejectUndo.detail', { seconds: 5 }, { anchored: true }),
      )
    ).closest('.Toastify__toast');
    if (!(undo instanceof HTMLElement)) throw new Error('no Undo toast');
    await press(within(undo).getByRole('button', { name: msg('components.toast.close') }));
    await expect(await canvas.findByText(msg('chats.placeholder.title'))).toBeVisible();
    await expect(
      canvas.getByRole('tab', {
        name: msgPattern('chats.status.pending', {}, { anchored: true }),
      }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByText(
        msgPattern('chats.followStatus.rejectedLeft', {
          name: ANY,
          status: msg('chats.status.pending'),
        }),
      ),
    ).toBeInTheDocument();
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
    await press(await canvas.findByRole('button', { name: msg('chats.actions.unlock') }));
    // The price is named before paying (issue #19 point 4).
    const pay = await body.findByRole('button', {
      name: msg('chats.unlock.confirmPrice', { price: '$12.00' }),
    });
    await body.findByText(
      msg('chats.unlock.cardPrice', { price: '$12.00', brand: 'Visa', last4: '4242' }),
    );
    // Enter twice in a row: the payment is still made once (a payment can't be submitted twice).
    await press(pay, '{Enter}{Enter}');
    await expect(await body.findByText(msg('chats.toast.unlocked.summary'))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeEnabled(),
    );
    await expect(canvas.queryByText(msg('chats.lock.locked.title'))).toBeNull();
    await expect(canvas.getByText(msg('chats.header.phone', { phone: '' }).trim())).toBeVisible();
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
    await press(await canvas.findByRole('button', { name: msg('chats.actions.unlock') }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(
      await dialog.findByText(
        msg('chats.unlock.cardPrice', { price: '$12.00', brand: 'Visa', last4: '4242' }),
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(msg('chats.unlock.cardExpiry', { expiry: '08/28' })),
    ).toBeVisible();
    await expect(dialog.queryByRole('radio')).toBeNull();
    await expect(
      dialog.getByRole('button', { name: msg('chats.unlock.confirmPrice', { price: '$12.00' }) }),
    ).toBeEnabled();
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
    await press(await canvas.findByRole('button', { name: msg('chats.actions.unlock') }));
    await body.findByText(
      msg('chats.unlock.cardPrice', { price: '$12.00', brand: 'Visa', last4: '4242' }),
    );
    await press(
      await body.findByRole('button', {
        name: msgPattern('chats.unlock.confirmPrice', { price: ANY }, { anchored: true }),
      }),
    );
    await expect(await body.findByText(msg('chats.unlock.failed'))).toBeVisible();
    await expect(body.getByRole('dialog')).toBeVisible();
    // The pay button lost focus while busy, at a moment that varies: settle focus.
    await waitFor(() =>
      expect(
        body.getByRole('button', {
          name: msgPattern('chats.unlock.confirmPrice', { price: ANY }, { anchored: true }),
        }),
      ).toBeEnabled(),
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
  // It starts in English whatever the toolbar says: the switch to Español is its subject.
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Jaren Brekke was hired.')).toBeVisible(), {
      timeout: 5000,
    });
    await press(canvas.getByRole('button', { name: msg('components.languageSwitch.es') }));
    await waitFor(() => expect(canvas.getByText('Se contrató a Jaren Brekke.')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.queryByText('Jaren Brekke was hired.')).toBeNull();
  },
};
