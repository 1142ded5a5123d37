import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withEmployer } from '../support/withEmployer';
import { draftsStorageKey } from '../../src/store/draftsSlice';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { typeInto } from '../support/keyboard';
import { chatListLoadError, chatListLoading, chatListStale } from '../support/chatListLoad';
import { selectLoaded } from '../support/selectLoaded';
import { ANY, msg, msgPattern, msgTag } from '../support/storyText';

/**
 * The chat list of a job opening (SPEC §2, §7, §9): loaded with no chat open, filtered by
 * search and status in the URL, no results for the filters, no chats yet (offers "Find more
 * candidates"), loading and load error with retry, and chats with a draft (issue #21 point 4).
 */
const meta = {
  title: 'Screens/Chats/Chat list',
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

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: msg('chats.list.label') });
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText(msg('chats.list.summary', { total: 6 }))).toBeVisible();
    await expect(canvas.getByText(msg('chats.placeholder.title'))).toBeVisible();
  },
};

export const Filtered: Story = {
  args: { url: demo.chatsUrl(OPENINGS.warehouse, 'status=pending') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: msg('chats.list.label') });
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(msg('chats.list.summary', { total: 2 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('chats.filters.clear') })).toBeVisible();
  },
};

export const FilteredBySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: msg('chats.list.label') });
    await typeInto(
      canvas.getByRole('searchbox', { name: msg('chats.filters.search') }),
      'forklift',
    );
    await expect(await canvas.findByText(msg('chats.list.summary', { total: 1 }))).toBeVisible();
  },
};

export const FilteredNoResults: Story = {
  args: { url: demo.chatsUrl(OPENINGS.warehouse, 'search=astronaut&status=hired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.noResults.title'))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: msg('chats.filters.search') })).toHaveValue(
      'astronaut',
    );
  },
};

/**
 * An opening without chats: "No chats yet" with "Find candidates" — not "more", there are none
 * yet — and no "Hired 0 of 0" in the header (issue #30 point 12).
 */
export const Empty: Story = {
  args: { url: demo.chatsUrl(OPENINGS.orderPicker) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.empty.title'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('chats.findFirst.open') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('chats.findMore.open') })).toBeNull();
    await expect(
      canvas.queryByText(
        msgPattern('chats.opening.hired', { hired: ANY, total: ANY }, { whole: true }),
      ),
    ).toBeNull();
  },
};

/** The same in Spanish: "Buscar candidatos", no "Contratados 0 de 0". */
export const EmptySpanish: Story = {
  ...Empty,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay chats')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buscar candidatos' })).toBeVisible();
    await expect(canvas.queryByText(/^Contratados \d+ de \d+$/)).toBeNull();
  },
};

/** The chats' path of any opening (contract `listJobOpeningChats`), as msw matches it. */
const CHATS_API = '*/v1/employers/job-openings/:id/chats';

const loading = chatListLoading(CHATS_API);
export const Loading: Story = { ...loading, play: loading.play };

const loadError = chatListLoadError(CHATS_API);
export const LoadError: Story = { ...loadError, play: loadError.play };

const stale = chatListStale(CHATS_API, async (canvasElement) => {
  const list = await within(canvasElement).findByRole('list', { name: msg('chats.list.label') });
  await expect(await within(list).findAllByRole('listitem')).toHaveLength(6);
});
/**
 * The list loaded, then a refresh failed (issue #18 point 5): the chats stay as last seen
 * under a quiet "Couldn't refresh. Retrying…" note; the 10 s poll asks again.
 */
export const Stale: Story = { ...stale, play: stale.play };

/**
 * Two chats with a draft (issue #21 point 4), read back from the employer's saved drafts at
 * sign-in: their rows say "Draft: …" in place of the last message (a long draft is cut with an
 * ellipsis); the other rows keep theirs.
 */
export const WithDrafts: Story = {
  beforeEach() {
    localStorage.setItem(
      draftsStorageKey(demo.employeeUuid()),
      JSON.stringify({
        [demo.chatId(OPENINGS.warehouse, 'unlocked')]: {
          text: 'Can you start on Monday at 10 PM? Bring your forklift certification and',
        },
        [demo.chatId(OPENINGS.warehouse, 'pending')]: { text: 'Thanks for applying!' },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: msg('chats.list.label') });
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(6);
    await expect(
      await within(list).findAllByText(msgTag('chats.list.draft', 'prefix', { text: '' })),
    ).toHaveLength(2);
    await expect(within(list).getByText(/Thanks for applying!/)).toBeVisible();
    await expect(within(list).getByText(/Can you start on Monday at 10 PM\?/)).toBeVisible();
  },
};
