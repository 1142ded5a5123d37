import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createDb, createHandlers } from '../../mocks';
import type { ChatList } from '../../src/contract/types';
import { notificationsHintStorageKey } from '../../src/features/notifications/notifyReplies';
import { fixedNow } from '../../.storybook/fixedNow';
import { withEmployer } from '../support/withEmployer';
import { chooseOption, press } from '../support/keyboard';
import { chatListLoadError, chatListLoading, chatListStale } from '../support/chatListLoad';
import { ChatsScreen, demo, OPENINGS } from './Chats.stories';
import { selectLoaded } from '../support/selectLoaded';
import { placeholderRoom } from '../support/fits';
import { ANY, msg, msgPattern } from '../support/storyText';

/** The inbox's API path (contract `listChats`), as msw matches it. */
const INBOX_API = '*/v1/employers/chats';

/** The demo openings with chats (mocks/seed.ts): 6 + 2 + 2 chats, 3 with unread replies. */
const WITH_CHATS = {
  [OPENINGS.warehouse]: 6,
  [OPENINGS.service]: 2,
  'CDL Class A Truck Driver': 2,
} as const;
const OPENING_NAMES = Object.keys(WITH_CHATS);
const ALL_CHATS = 10;
const UNREAD_CHATS = 3;

/** The inbox at `query` (no leading `?`). */
const inboxUrl = (query = '') => `/inbox${query ? `?${query}` : ''}`;

/**
 * The rows of the chat list the virtual list shows (those in view), once `total` chats are
 * listed ("N chats" in the filters, the contract's `meta.total`) and rows are shown — all
 * `total` of them with `all` (a list short enough to fit), else at least one. The filters and
 * the count are found by their catalog texts, in the story's language.
 */
async function rowsOf(
  canvasElement: HTMLElement,
  total: number,
  { all = false } = {},
): Promise<HTMLElement[]> {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: msg('chats.list.label') });
  const filters = canvas.getByRole('group', { name: msg('chats.filters.label') });
  await expect(
    await within(filters).findByText(msg('chats.list.summary', { total })),
  ).toBeVisible();
  return waitFor(() => {
    const rows = within(list).getAllByRole('listitem');
    if (all) expect(rows).toHaveLength(total);
    else expect(rows.length).toBeLessThanOrEqual(total);
    return rows;
  });
}

/** The job opening a row names (its second line), or undefined. */
const openingOf = (row: HTMLElement) =>
  OPENING_NAMES.find((name) => within(row).queryByText(name) !== null);

/**
 * The inbox (issue #21 point 1; contract `listChats`): every chat of the employer across job
 * openings, latest activity first, rows naming their opening — loaded with no chat open, a
 * chat open (same thread pane and actions as an opening's chats screen), filtered in the URL
 * (unread only, one opening, no results), no chats at all, loading, load error, stale after a
 * failed refresh, and the two phone views. The navigation's "Inbox" carries the unread badge
 * and the document title is led by "(N)" (issue #21 point 2). Logged in as the demo employer
 * against the simulated API at the frozen clock; the test-runner also shoots each story in
 * dark (with axe), in Spanish and at 768 / 375 px.
 */
const meta = {
  title: 'Screens/Inbox',
  component: ChatsScreen,
  decorators: [withEmployer('ready')],
  loaders: [selectLoaded],
  parameters: {
    layout: 'fullscreen',
    router: { disable: true },
    visual: { height: { desktop: 900 } },
  },
  args: { url: inboxUrl() },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: msg('inbox.title') })).toBeVisible();
    const rows = await rowsOf(canvasElement, ALL_CHATS);
    // Rows of several openings mix, each naming its own (every row: KeyboardThroughRows).
    const named = rows.map(openingOf);
    await expect(named).not.toContain(undefined);
    await expect(new Set(named).size).toBeGreaterThan(1);
    // The status tabs count every opening's chats, as the chats screen's count one's (issue #30
    // point 12).
    const tabs = canvas.getByRole('tablist', { name: msg('chats.filters.status') });
    await expect(
      await within(tabs).findByRole('tab', { name: `${msg('chats.filters.all')} ${ALL_CHATS}` }),
    ).toBeVisible();
    for (const tab of within(tabs).getAllByRole('tab')) {
      await expect(tab.textContent).toMatch(/\d+$/);
    }
    await expect(canvas.getByText(msg('chats.placeholder.title'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: msg('chats.filters.unread', { count: UNREAD_CHATS }) }),
    ).toHaveAttribute('aria-pressed', 'false');
    // The unread badge of the navigation and the document title (issue #21 point 2).
    const nav = canvas.getByRole('navigation', { name: msg('components.appShell.navLabel') });
    await expect(
      within(nav).getByRole('link', {
        name: `${msg('nav.inbox')} ${msg('nav.inbox.unread', { count: UNREAD_CHATS })}`,
      }),
    ).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(
        `(${UNREAD_CHATS}) Hireline | ${msg('route.inbox')}`,
      ),
    );
  },
};

export const LoadedSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Bandeja de entrada' })).toBeVisible();
    const rows = await rowsOf(canvasElement, ALL_CHATS);
    await expect(rows.map(openingOf)).not.toContain(undefined);
    await expect(await canvas.findByRole('tab', { name: `Todos ${ALL_CHATS}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Sin leer ${UNREAD_CHATS}` })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: `Bandeja de entrada ${UNREAD_CHATS} chats con respuestas sin leer`,
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(
        `(${UNREAD_CHATS}) Hireline | Bandeja de entrada`,
      ),
    );
  },
};

const UNLOCKED_CHAT = demo.chatId(OPENINGS.warehouse, 'unlocked');

export const OpenChat: Story = {
  args: { url: inboxUrl(`chat=${UNLOCKED_CHAT}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await rowsOf(canvasElement, ALL_CHATS);
    const current = rows.find(
      (row) => within(row).getByRole('button').getAttribute('aria-current') === 'true',
    );
    await expect(current && openingOf(current)).toBe(OPENINGS.warehouse);
    await expect(
      await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) }),
    ).toBeVisible();
    // The same actions as an opening's chats screen.
    const actions = await canvas.findByRole('group', { name: msg('chats.actions.label') });
    await expect(
      within(actions).getByRole('button', { name: msg('chats.actions.hire') }),
    ).toBeVisible();
    await expect(
      within(actions).getByRole('button', { name: msg('chats.actions.reject') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeEnabled();
  },
};

/**
 * Reading a chat with an unread reply (issue #21 point 2): opened from the list with the
 * keyboard, its thread is read and the badge and the title drop by one at once.
 */
export const ReadingLowersBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await rowsOf(canvasElement, ALL_CHATS);
    const unread = rows.find(
      (row) =>
        openingOf(row) === OPENINGS.service &&
        within(row).queryByText(msgPattern('chats.list.unread', { count: ANY })) !== null,
    );
    if (!unread) throw new Error(`no unread chat of "${OPENINGS.service}" in the inbox`);
    await press(within(unread).getByRole('button'));
    await expect(
      await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', {
        name: `${msg('nav.inbox')} ${msg('nav.inbox.unread', { count: UNREAD_CHATS - 1 })}`,
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(
        `(${UNREAD_CHATS - 1}) Hireline | ${msg('route.inbox')}`,
      ),
    );
    await expect(
      canvas.getByRole('button', {
        name: msg('chats.filters.unread', { count: UNREAD_CHATS - 1 }),
      }),
    ).toBeVisible();
  },
};

/** The screen's live region (what a screen reader hears after each shortcut). */
const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');

/**
 * Keyboard triage over the whole inbox (issue #9 point 6 on issue #21 point 1's list): j moves
 * row by row through all ten chats — each said "…, n of 10" — past the rows first in view,
 * and the rows name every opening with chats; Enter opens the last one.
 */
export const KeyboardThroughRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, ALL_CHATS);
    const live = liveRegion(canvasElement);
    const seen: (string | undefined)[] = [];
    for (let position = 1; position <= ALL_CHATS; position += 1) {
      await userEvent.keyboard('j');
      await waitFor(() =>
        expect(live).toHaveTextContent(
          msgPattern(
            'chats.triage.position',
            { name: ANY, status: ANY, position, total: ALL_CHATS },
            { whole: true },
          ),
        ),
      );
      const row =
        canvasElement.ownerDocument.activeElement?.closest<HTMLElement>('[role="listitem"]');
      if (!row) throw new Error(`j did not focus row ${position}`);
      seen.push(openingOf(row));
    }
    await expect(seen).not.toContain(undefined);
    await expect(new Set(seen)).toEqual(new Set(OPENING_NAMES));
    for (const [name, count] of Object.entries(WITH_CHATS)) {
      await expect(seen.filter((opening) => opening === name)).toHaveLength(count);
    }
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) }),
    ).toBeVisible();
    await expect(live).toHaveTextContent(
      msgPattern('chats.triage.opened', { name: ANY }, { whole: true }),
    );
  },
};

export const UnreadOnly: Story = {
  args: { url: inboxUrl('unread=1') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', {
      name: msg('chats.filters.unread', { count: UNREAD_CHATS }),
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const rows = await rowsOf(canvasElement, UNREAD_CHATS, { all: true });
    for (const row of rows) {
      await expect(
        within(row).getByText(msgPattern('chats.list.unread', { count: ANY })),
      ).toBeInTheDocument();
    }
    await expect(new Set(rows.map(openingOf))).toEqual(
      new Set([OPENINGS.warehouse, OPENINGS.service]),
    );
    await expect(canvas.getByRole('button', { name: msg('chats.filters.clear') })).toBeVisible();
  },
};

export const FilteredByOpening: Story = {
  args: { url: inboxUrl(`job_opening_uuid=${demo.openingUuid(OPENINGS.service)}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await rowsOf(canvasElement, WITH_CHATS[OPENINGS.service], { all: true });
    await expect(rows.map(openingOf)).toEqual([OPENINGS.service, OPENINGS.service]);
    // The status tabs count that opening's chats only (issue #30 point 12).
    await expect(
      await canvas.findByRole('tab', {
        name: `${msg('chats.filters.all')} ${WITH_CHATS[OPENINGS.service]}`,
      }),
    ).toBeVisible();
    // The combobox shows the opening chosen in the URL by its name.
    const filters = canvas.getByRole('group', { name: msg('chats.filters.label') });
    await expect(
      within(filters).getByRole('combobox', { name: msg('account.history.column.opening') }),
    ).toBeVisible();
    await expect(await within(filters).findByText(OPENINGS.service)).toBeVisible();
    await expect(
      within(filters).getByRole('button', { name: msg('chats.filters.clear') }),
    ).toBeVisible();
  },
};

/** One opening chosen in the combobox with the keyboard: the list and the URL follow. */
export const ChooseOpeningWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, ALL_CHATS);
    const cdl = 'CDL Class A Truck Driver';
    await chooseOption(
      canvas.getByRole('combobox', { name: msg('account.history.column.opening') }),
      cdl,
      {
        search: 'CDL',
      },
    );
    const rows = await rowsOf(canvasElement, WITH_CHATS[cdl], { all: true });
    await expect(rows.map(openingOf)).toEqual([cdl, cdl]);
    await expect(
      within(canvas.getByRole('group', { name: msg('chats.filters.label') })).getByText(cdl),
    ).toBeVisible();
  },
};

export const FilteredNoResults: Story = {
  args: { url: inboxUrl('search=astronaut&status=hired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.noResults.title'))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: msg('chats.filters.search') })).toHaveValue(
      'astronaut',
    );
    // The tab's count comes with its own answer (the status counts), maybe after the list's.
    await expect(
      await canvas.findByRole(
        'tab',
        { name: new RegExp(`^${msg('chats.status.hired')} \\d+$`) },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getAllByRole('button', { name: msg('chats.filters.clear') }).length,
    ).toBeGreaterThan(0);
  },
};

/** An employer without any chat: the first page is empty, nothing unread. */
const NO_CHATS: ChatList = {
  data: [],
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 50,
    total: 0,
    from: null,
    to: null,
    unread_chats: 0,
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(INBOX_API, () => HttpResponse.json(NO_CHATS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('chats.empty.title'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('inbox.empty.action') })).toHaveAttribute(
      'href',
      '/job-openings',
    );
    await expect(canvas.queryByRole('list', { name: msg('chats.list.label') })).toBeNull();
    // Nothing unread: no badge, no "(N)" in the title.
    await expect(canvas.getByRole('link', { name: msg('inbox.title') })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(`Hireline | ${msg('route.inbox')}`),
    );
  },
};

const loading = chatListLoading(INBOX_API);
export const Loading: Story = { ...loading, play: loading.play };

const loadError = chatListLoadError(INBOX_API);
export const LoadError: Story = { ...loadError, play: loadError.play };

const stale = chatListStale(INBOX_API, (canvasElement) => rowsOf(canvasElement, ALL_CHATS));
/**
 * The inbox loaded, then a refresh failed (issue #18 point 5): the chats stay as last seen
 * under a quiet "Couldn't refresh. Retrying…" note; the 10 s poll asks again.
 */
export const Stale: Story = { ...stale, play: stale.play };

export const PhoneList: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: msg('chats.list.label') });
    await expect(list).toBeVisible();
    // The search has its row to itself: its placeholder is read whole (it was cut to "Search
    // by name o" beside the "Filters" toggle).
    const search = canvas.getByRole('searchbox', { name: msg('chats.filters.search') });
    await expect(search).toHaveAttribute('placeholder', msg('chats.filters.searchPlaceholder'));
    const { width, room } = placeholderRoom(search as HTMLInputElement);
    await expect(width).toBeLessThanOrEqual(room);
    // The filters fold behind "Filters" on a phone (issue #30 point 3).
    await press(
      await canvas.findByRole('button', {
        name: msgPattern('chats.filters.more', { count: 0 }, { anchored: true }),
      }),
    );
    await expect(
      await canvas.findByRole('tablist', { name: msg('chats.filters.status') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: msg('account.history.column.opening') }),
    ).toBeVisible();
    const [first] = await within(list).findAllByRole('listitem');
    await expect(openingOf(first)).toBeDefined();
  },
};

/** A job opening name of the contract's full 120 characters (`JobOpening.name` maxLength). */
const LONG_OPENING_NAME =
  'Bilingual Customer Service Representative (English/Spanish) for Inbound Calls, Evening and Weekend Shifts, Houston North';

/**
 * Rows of an opening with a very long name (issue #21 point 1): the name is read whole — its
 * line spans the row beside the avatar and wraps (no ellipsis), the status badge sits beside
 * the unread count. Shot at 1280 px and, by the test-runner, at 768 and 375 px; the
 * notifications hint was answered before, so that the list has the room to show rows on a
 * phone.
 */
export const LongOpeningName: Story = {
  beforeEach({ msw }) {
    localStorage.setItem(notificationsHintStorageKey(demo.employeeUuid()), 'done');
    const db = createDb({ now: fixedNow });
    const opening = db.tables.jobOpenings.find((o) => o.name === OPENINGS.service);
    if (!opening) throw new Error(`No demo opening "${OPENINGS.service}"`);
    opening.name = LONG_OPENING_NAME;
    msw.use(...createHandlers(db, { delayMs: 0 }));
  },
  play: async ({ canvasElement }) => {
    await expect(LONG_OPENING_NAME).toHaveLength(120);
    const rows = await rowsOf(canvasElement, ALL_CHATS);
    const long = rows.flatMap((row) => within(row).queryAllByText(LONG_OPENING_NAME));
    await expect(long.length).toBeGreaterThan(0);
    for (const name of long) {
      await expect(name).toBeVisible();
      // Whole: nothing cut off or hidden on either axis.
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
      await expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight);
      await expect(getComputedStyle(name).textOverflow).not.toBe('ellipsis');
    }
  },
};

/**
 * The chat header on a 375 px phone in Spanish (issue #30 point 12: it was cut to "For… D…"):
 * the name and its status on the first line, the headline on a line of its own (an ellipsis
 * only past its width), then the phone number and "Desbloqueado hasta el …", each whole.
 */
export const PhoneChatHeaderSpanish: Story = {
  globals: { locale: 'es', viewport: { value: 'phone', isRotated: false } },
  args: { url: inboxUrl(`chat=${UNLOCKED_CHAT}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: /^Mensajes con/ })).toBeVisible();
    const headline = canvasElement.querySelector<HTMLElement>('[data-pane="chat"] [data-headline]');
    if (!headline) throw new Error('no headline in the chat header');
    const details = headline.parentElement as HTMLElement;
    // The headline has the line to itself.
    await expect(headline.getBoundingClientRect().width).toBeGreaterThan(
      details.getBoundingClientRect().width * 0.95,
    );
    // The other parts (phone number, unlocked until) are read whole.
    const rest = Array.from(details.children).filter((part) => part !== headline);
    await expect(rest.length).toBeGreaterThan(0);
    for (const part of rest) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth + 1);
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(
        details.getBoundingClientRect().right + 1,
      );
    }
    await expect(canvas.getByText(/^Desbloqueado hasta el/)).toBeVisible();
    // The match fold reads as the meter it opens: "Coincidencia 69%", label first. It comes
    // with the candidate's own answer, which may land after the chat's (seen in CI).
    await expect(await canvas.findByText(/^Coincidencia \d+%$/)).toBeVisible();
  },
};

export const PhoneThread: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { url: inboxUrl(`chat=${UNLOCKED_CHAT}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: msgPattern('chats.thread.label', { name: ANY }) }),
    ).toBeVisible();
    // One view at a time: the list is hidden, the back button leads to it.
    const listPane = canvasElement.querySelector('[data-pane="list"]');
    await expect(listPane).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('chats.backToList') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('chats.composer.label') })).toBeEnabled();
  },
};
