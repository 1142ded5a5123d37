/**
 * The selected chat stays in view (issue #19 point 5): a list update that leaves the open chat
 * in view does not scroll the list (that the list scrolls to a chat that moved out of view is
 * proven in real Chromium: tests/e2e/chatsLayout.e2e.test.ts). After a checkout the chat to open is the one the
 * list shows first (`firstInListOrder`: latest activity first, ties by the highest id). The
 * device's copy of the last visit is `aria-busy` until this visit's answer replaces it.
 */
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { Chat } from '../../../src/contract/types';
import { ChatList, loadVirtualChatList } from '../../../src/features/chats/ChatList';
import { ChatListPane } from '../../../src/features/chats/ChatListPane';
import { firstInListOrder } from '../../../src/features/chats/ChatsPage';
import { normalizeError, type NormalizedError } from '../../../src/api/errors';
import { NOW, setupChatsServer, warehouseChats } from './helpers';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { lightTheme } from '../../../src/theme/themes';

const mock = setupChatsServer();

// The virtual list from the first render (the app draws the first rows without it until its
// chunk arrives: tests/unit/chats/chatListFirstRows.test.tsx).
beforeAll(() => loadVirtualChatList());

/** Theme and English in UTC, kept across rerenders. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <I18nProvider language="en" timeZone="UTC">
        {children}
      </I18nProvider>
    </ThemeProvider>
  );
}

const renderList = (ui: React.ReactElement) => render(ui, { wrapper: Providers });
const ROW = 100;

/** Records the scroller's `scrollTo` calls (jsdom has none), as react-virtuoso makes them. */
function spyScrollTo(): jest.Mock {
  const scrollTo = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    writable: true,
    value: scrollTo,
  });
  return scrollTo;
}

afterEach(() => {
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

function list(chats: readonly Chat[], selectedId: number | undefined) {
  return (
    <VirtuosoMockContext.Provider value={{ viewportHeight: ROW * 3, itemHeight: ROW }}>
      <ChatList chats={chats} selectedId={selectedId} onSelect={() => {}} label="Chats" now={NOW} />
    </VirtuosoMockContext.Provider>
  );
}

test('a list update that leaves the open chat where it was does not scroll', async () => {
  const chats = await warehouseChats(mock.current);
  const scrollTo = spyScrollTo();
  const view = renderList(list(chats, chats[0].id));
  scrollTo.mockClear();
  act(() => view.rerender(list([...chats], chats[0].id)));
  expect(scrollTo).not.toHaveBeenCalled();
});

test('after a checkout the chat to open is the one the list shows first', () => {
  const at = (iso: string) => ({ created_at: iso, last_message: null });
  const created = [
    { id: 41, ...at('2026-05-15T12:00:00Z') },
    { id: 42, ...at('2026-05-15T12:00:00Z') },
    { id: 43, ...at('2026-05-15T12:00:00Z') },
  ] as unknown as Chat[];
  // Same activity: the highest id leads (the contract's tie rule), not the first created.
  expect(firstInListOrder(created)?.id).toBe(43);
  const answered = [
    created[0],
    {
      ...created[1],
      last_message: { created_at: '2026-05-15T12:05:00Z' },
    } as unknown as Chat,
  ];
  expect(firstInListOrder(answered)?.id).toBe(42);
  expect(firstInListOrder([])).toBeUndefined();
});

test('the device’s copy of the last visit is busy until this visit’s answer, and not once its refresh failed', async () => {
  const chats = await warehouseChats(mock.current);
  const page = {
    data: chats,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: chats.length,
      from: 1,
      to: chats.length,
      unread_chats: 0,
    },
  };
  const pane = (lastVisit: boolean, error?: NormalizedError) => (
    <ChatListPane
      id="chats"
      filters={null}
      page={page}
      loading={false}
      fetching={false}
      error={error}
      lastVisit={lastVisit}
      onRetry={() => {}}
      onClearFilters={() => {}}
      selectedId={undefined}
      onSelect={() => {}}
      onPageChange={() => {}}
      now={NOW}
      rejectingIds={new Set()}
      listRef={null}
    />
  );
  const view = renderList(pane(true));
  const box = () => view.container.querySelector('[data-triage-list]');
  expect(view.getByText('Saved from your last visit. Refreshing…')).toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-busy', 'true');
  // This visit's answer: the same rows, no longer busy.
  view.rerender(pane(false));
  expect(box()).not.toHaveAttribute('aria-busy');
  // The refresh failed: the copy stays under its note, but nothing is on its way.
  view.rerender(pane(true, normalizeError({ status: 'FETCH_ERROR', error: 'offline' })));
  expect(box()).not.toHaveAttribute('aria-busy');
});
