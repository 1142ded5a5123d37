/**
 * Issue #30 point 12 ("Words"), the chats screens' states — the chats screen and the inbox
 * rendered with the app's providers against the simulated API over the demo seed, at the
 * stories' frozen instant:
 * - the inbox's status tabs carry counts, as the chats screen's do: every opening's summed, or
 *   the chosen opening's (the contract counts by status per opening only);
 * - the open chat follows the list: an unlock or a hire that takes it out of the status tab
 *   shown switches to its new status's tab (chat kept open, said in the live region); a sent
 *   rejection closes it, keeps the tab and puts focus on the next row (before: a hired chat
 *   stayed open under a tab whose list no longer held it).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatStatus, JobOpening } from '../../../src/contract/types';
import { inboxStatusCounts } from '../../../src/features/chats/inboxFilters';
import { openingUuid, WAREHOUSE } from './helpers';
import { liveRegion as live, setupScreens, tabCounts } from './screens';

// Every chat row is rendered (jsdom gives the real virtual list no height).
jest.mock('react-virtuoso', () => jest.requireActual('../robustness/allRowsVirtuoso'));
jest.setTimeout(30_000);

const screens = setupScreens();
const { mock, notifications } = screens;
const { demoStore, chatsUrl, seededChats, warehouseChat } = screens;
const renderScreen = screens.render;

describe("the inbox's status tabs count the chats", () => {
  /** The seed's counts by status: of `opening`, or of every opening. */
  function expectedCounts(opening?: string) {
    const uuid = opening ? openingUuid(mock.current, opening) : undefined;
    const employee = mock.current.db.tables.jobOpenings.find(
      (o) => o.name === WAREHOUSE,
    )?.employee_uuid;
    const openings = new Set(
      mock.current.db.tables.jobOpenings
        .filter((o) => (uuid ? o.uuid === uuid : o.employee_uuid === employee))
        .map((o) => o.uuid),
    );
    const chats = seededChats().filter((chat) => openings.has(chat.job_opening_uuid));
    const by = (status: ChatStatus) => String(chats.filter((c) => c.shown === status).length);
    return {
      All: String(chats.length),
      Pending: by('pending'),
      Unlocked: by('unlocked'),
      Expired: by('expired'),
      Hired: by('hired'),
      Rejected: by('rejected'),
    };
  }

  it('of every opening, as the chats screen counts one', async () => {
    renderScreen(await demoStore(), '/inbox');
    await screen.findAllByRole('listitem', undefined, { timeout: 10_000 });
    await waitFor(() => expect(tabCounts()).toEqual(expectedCounts()));
    expect(Number(tabCounts().All)).toBeGreaterThan(Number(expectedCounts(WAREHOUSE).All));
  });

  it("of the chosen opening, the same as that opening's chats screen", async () => {
    const uuid = openingUuid(mock.current, WAREHOUSE);
    const inbox = renderScreen(await demoStore(), `/inbox?job_opening_uuid=${uuid}`);
    await screen.findAllByRole('listitem', undefined, { timeout: 10_000 });
    await waitFor(() => expect(tabCounts()).toEqual(expectedCounts(WAREHOUSE)));
    const inInbox = tabCounts();
    inbox.unmount();
    renderScreen(await demoStore(), chatsUrl(WAREHOUSE));
    await screen.findAllByRole('listitem', undefined, { timeout: 10_000 });
    await waitFor(() => expect(tabCounts()).toEqual(inInbox));
  });

  it('in Spanish too', async () => {
    renderScreen(await demoStore('es'), '/inbox');
    await screen.findAllByRole('listitem', undefined, { timeout: 10_000 });
    const all = expectedCounts().All;
    await waitFor(() => expect(tabCounts().Todos).toBe(all));
  });
});

describe('inboxStatusCounts', () => {
  const counts = (pending: number, hired: number, unread = 0) => ({
    pending,
    unlocked: 0,
    expired: 0,
    hired,
    rejected: 0,
    unread,
  });
  const opening = (uuid: string, pending: number, hired: number, unread = 0) =>
    ({
      uuid,
      total: pending + hired,
      chat_counts: counts(pending, hired, unread),
    }) as JobOpening;
  const page = (data: JobOpening[], total = data.length) => ({
    data,
    meta: { current_page: 1, last_page: 1, per_page: 100, total, from: 1, to: data.length },
  });
  const A = opening('a', 2, 1, 1);
  const B = opening('b', 3, 0, 2);

  it('sums every opening when none is chosen', () => {
    expect(inboxStatusCounts(undefined, undefined, page([A, B]))).toEqual({
      counts: counts(5, 1, 3),
      total: 6,
    });
  });

  it("gives the chosen opening's own counts", () => {
    expect(inboxStatusCounts('b', B, page([A, B]))).toEqual({ counts: B.chat_counts, total: 3 });
  });

  it('says nothing rather than something wrong: openings beyond the page, or not known yet', () => {
    expect(inboxStatusCounts(undefined, undefined, page([A, B], 101))).toBeUndefined();
    expect(inboxStatusCounts(undefined, undefined, undefined)).toBeUndefined();
    expect(inboxStatusCounts('b', undefined, page([A, B]))).toBeUndefined();
    expect(inboxStatusCounts('b', A, page([A, B]))).toBeUndefined();
  });
});

describe('the open chat follows the status tab (a hired chat no longer stays open under Pending)', () => {
  it.each([
    ['the chats screen', (query: string) => chatsUrl(WAREHOUSE, query)],
    ['the inbox', (query: string) => `/inbox?${query}`],
  ])('%s: hiring under "Unlocked" shows the "Hired" tab with the chat open', async (_, url) => {
    const user = userEvent.setup();
    const store = await demoStore();
    const chat = await warehouseChat(store, 'unlocked');
    renderScreen(store, url(`status=unlocked&chat=${chat.id}`));
    const pane = await screen.findByRole('region', { name: `Chat with ${chat.candidate.name}` });
    await user.click(await within(pane).findByRole('button', { name: 'Hire' }));
    await user.click(await screen.findByRole('button', { name: 'Hire candidate' }));
    await waitFor(() => expect(screens.url()).toContain('status=hired'));
    expect(screens.url()).toContain(`chat=${chat.id}`);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Hired/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('region', { name: `Chat with ${chat.candidate.name}` })).toBeVisible();
    // Listed under its new tab, as the open chat.
    await waitFor(() =>
      expect(document.querySelector(`[data-chat-id="${chat.id}"]`)).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(live()?.textContent).toContain(
      `${chat.candidate.name} moved to the Hired tab, now shown.`,
    );
  });

  it('unlocking under "Pending" shows the "Unlocked" tab with the chat open (Spanish)', async () => {
    const user = userEvent.setup();
    const store = await demoStore('es');
    const chat = await warehouseChat(store, 'pending');
    renderScreen(store, chatsUrl(WAREHOUSE, `status=pending&chat=${chat.id}`));
    const pane = await screen.findByRole('region', { name: `Chat con ${chat.candidate.name}` });
    await user.click(await within(pane).findByRole('button', { name: 'Desbloquear' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Desbloquear y pagar/ }));
    await waitFor(() => expect(screens.url()).toContain('status=unlocked'), { timeout: 10_000 });
    expect(screens.url()).toContain(`chat=${chat.id}`);
    await waitFor(() => expect(live()?.textContent).toMatch(/pasó a la pestaña Desbloqueado/));
  });

  it.each([
    ['lost to the page', () => undefined],
    [
      "handed to the page's heading (the focus safety net)",
      () => {
        const heading = screen.getByRole('heading', { level: 1 });
        heading.setAttribute('tabindex', '-1');
        act(() => heading.focus());
      },
    ],
  ])(
    'a rejection sent under "Pending" closes the chat, keeps the tab and focuses the next row (focus %s)',
    async (_, whereFocusWent) => {
      const user = userEvent.setup();
      const store = await demoStore();
      const first = await warehouseChat(store, 'pending', 0);
      renderScreen(store, chatsUrl(WAREHOUSE, `status=pending&chat=${first.id}`));
      const pane = await screen.findByRole('region', { name: `Chat with ${first.candidate.name}` });
      const rows = () =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-chat-id]')).map((row) =>
          Number(row.dataset.chatId),
        );
      await waitFor(() => expect(rows().length).toBeGreaterThan(1));
      const listed = rows();
      const next = listed[listed.indexOf(first.id) + 1] ?? listed[listed.indexOf(first.id) - 1];
      await user.click(await within(pane).findByRole('button', { name: 'Reject' }));
      // The Reject button has left the page with the focus.
      whereFocusWent();
      // The undo window ends: its toast closes, and the rejection is sent.
      const undoToast = notifications.find((n) => n.action);
      await act(async () => undoToast?.onClose?.());
      await waitFor(() => expect(screens.url()).not.toContain('chat='), { timeout: 10_000 });
      expect(screens.url()).toContain('status=pending');
      expect(live()?.textContent).toContain(
        `${first.candidate.name} was rejected and left the Pending tab.`,
      );
      await waitFor(() =>
        expect(document.activeElement).toBe(document.querySelector(`[data-chat-id="${next}"]`)),
      );
      expect(
        screen.queryByRole('region', { name: `Chat with ${first.candidate.name}` }),
      ).toBeNull();
    },
  );

  it('under "All", an action changes neither the tab nor the open chat', async () => {
    const user = userEvent.setup();
    const store = await demoStore();
    const chat = await warehouseChat(store, 'unlocked');
    renderScreen(store, chatsUrl(WAREHOUSE, `chat=${chat.id}`));
    const pane = await screen.findByRole('region', { name: `Chat with ${chat.candidate.name}` });
    await user.click(await within(pane).findByRole('button', { name: 'Hire' }));
    await user.click(await screen.findByRole('button', { name: 'Hire candidate' }));
    await waitFor(() => expect(within(pane).queryByRole('button', { name: 'Hire' })).toBeNull());
    expect(screens.url()).not.toContain('status=');
    expect(screens.url()).toContain(`chat=${chat.id}`);
  });
});
