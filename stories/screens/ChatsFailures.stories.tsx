import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../mocks';
import { withEmployer } from '../support/withEmployer';
import { msg } from '../support/storyText';
import { press } from '../support/keyboard';
import { serverError } from '../support/outage';
import { selectLoaded } from '../support/selectLoaded';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';

const MESSAGES_API = '*/v1/employers/chat/:id/messages';
const CANDIDATES_API = '*/v1/employers/job-openings/:id/candidates';
const CHATS_API = '*/v1/employers/job-openings/:id/chats';

/** The find-more modal's read of every chat of the opening (FindMoreCandidates: per_page=100). */
function allChatsRead(request: Request): boolean {
  return new URL(request.url).searchParams.get('per_page') === '100';
}

/**
 * The chats screen while something is on its way or failed on the server (issue #32 point 4):
 * a thread loading and failing to load, the find-more modal loading and failing to load its
 * candidates, and a hire and a reject the server refuses with a 5xx (the generic "Oops!
 * Something went wrong." toast, the chat unchanged).
 */
const meta = {
  title: 'Screens/Chats/Loading and failures',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: { url: demo.openChat('unlocked') },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The messages endpoint never answers: the thread stays loading. */
const messagesNeverAnswer = () =>
  http.get(MESSAGES_API, async () => {
    await delay('infinite');
  });

/**
 * Checks a thread loading: its spinner's status says so (its text is for screen readers), the
 * thread is busy, and it shows `shown` messages meanwhile (the row's last message, or none).
 */
async function threadLoads(canvasElement: HTMLElement, shown: 0 | 1): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: msg('chats.list.label') });
  const label = await canvas.findByText(msg('chats.thread.loading'));
  await expect(label.closest('[role="status"]')).not.toBeNull();
  const thread = canvas.getByTestId('chat-thread');
  await expect(thread).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(thread.querySelectorAll('[data-sender]')).toHaveLength(shown));
  return label;
}

/**
 * A chat opened, its messages not here yet: the thread shows the row's last message at once,
 * under a small "Loading messages…" spinner (issue #31 point 1).
 */
export const ThreadLoading: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(messagesNeverAnswer());
  },
  play: async ({ canvasElement }) => {
    const label = await threadLoads(canvasElement, 1);
    // The spinner sits above the newest message, inside the thread's scrolling region.
    const thread = within(canvasElement).getByTestId('chat-thread');
    await expect(within(thread).getByRole('region')).toContainElement(label);
  },
};

/**
 * A chat with no message yet opened, its (empty) page not here yet: nothing to show above, so
 * the thread is one large "Loading messages…" spinner.
 */
export const ThreadLoadingEmptyChat: Story = {
  parameters: { visual: { waitForNetwork: false } },
  args: { url: demo.emptyChat().url },
  beforeEach({ msw }) {
    msw.use(messagesNeverAnswer(), ...createHandlers(demo.emptyChat().db, { delayMs: 0 }));
  },
  play: async ({ canvasElement }) => {
    await threadLoads(canvasElement, 0);
  },
};

/** The messages failed to load (a 500): the thread says so with the server's summary. */
export const ThreadLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(MESSAGES_API, () => serverError()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.thread.loadError'))).toBeVisible();
    // The rest of the screen stays: the list and the chat's actions.
    await expect(canvas.getByRole('list', { name: msg('chats.list.label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('chats.actions.hire') })).toBeVisible();
  },
};

/** "Find more candidates" pressed; the opening's chats it leaves out are still loading. */
export const FindMoreLoading: Story = {
  args: { url: demo.chatsUrl(OPENINGS.warehouse) },
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.get(CHATS_API, async ({ request }) => {
        if (!allChatsRead(request)) return undefined;
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    await press(await canvas.findByRole('button', { name: msg('chats.findMore.open') }));
    const dialog = await body.findByRole('dialog', {
      name: msg('chats.findMore.title'),
    });
    const label = await within(dialog).findByText(msg('chats.findMore.loading'));
    await expect(label.closest('[role="status"]')).not.toBeNull();
  },
};

/** "Find more candidates": the suggestions failed to load (a 500), with Try again. */
export const FindMoreLoadError: Story = {
  args: { url: demo.chatsUrl(OPENINGS.warehouse) },
  beforeEach({ msw }) {
    msw.use(http.get(CANDIDATES_API, () => serverError()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    await press(await canvas.findByRole('button', { name: msg('chats.findMore.open') }));
    const dialog = await body.findByRole('dialog', {
      name: msg('candidates.loadError'),
    });
    await expect(within(dialog).getByRole('button', { name: msg('common.retry') })).toBeVisible();
  },
};

/**
 * Hire confirmed, the server fails (a 500): "Oops! Something went wrong.", the dialog stays
 * open to try again, and the chat is not hired (the hired count is unchanged).
 */
export const HireFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/v1/employers/chat/:id/hire', () => serverError()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const hired = msg('chats.opening.hired', { hired: 1, total: 6 });
    await expect(await canvas.findByText(hired)).toBeVisible();
    await press(await canvas.findByRole('button', { name: msg('chats.actions.hire') }));
    const confirm = await body.findByRole('button', {
      name: msg('chats.hire.confirm'),
    });
    await press(confirm);
    await expect(await body.findByText(msg('common.error.generic'))).toBeVisible();
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(canvas.getByText(hired)).toBeVisible();
  },
};

/**
 * Reject pressed and its undo window closed (the rejection is sent), the server fails (a
 * 500): "Oops! Something went wrong.", and the chat stays as it was (the Reject button back,
 * the composer usable).
 */
export const RejectFailed: Story = {
  args: { url: demo.openChat('pending', 1) },
  beforeEach({ msw }) {
    msw.use(http.post('*/v1/employers/chat/:id/reject', () => serverError()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const reject = msg('chats.actions.reject');
    await press(await canvas.findByRole('button', { name: reject }));
    // The undo window (issue #9 point 5) ends when its toast closes: close it now.
    const undo = (
      await body.findByText(msg('chats.rejectUndo.detail', { seconds: 5 }).split('. ')[0], {
        exact: false,
      })
    ).closest('.Toastify__toast');
    if (!(undo instanceof HTMLElement)) throw new Error('no Undo toast');
    await press(within(undo).getByRole('button', { name: msg('components.toast.close') }));
    await expect(await body.findByText(msg('common.error.generic'))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: reject })).toBeVisible();
    await expect(canvas.queryByText(msg('chats.lock.rejected.title'))).toBeNull();
  },
};
