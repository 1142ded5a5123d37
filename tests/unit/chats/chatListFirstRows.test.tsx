/**
 * The chat list draws its first rows before react-virtuoso's chunk has arrived (issue #31
 * point 1), as the same ARIA list of rows, then the virtual list takes over with the focused row
 * still focused. A file of its own: the chunk, once loaded, stays loaded for the file.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { Chat } from '../../../src/contract/types';
import { ChatList } from '../../../src/features/chats/ChatList';
import { NOW, setupChatsServer, warehouseChats } from './helpers';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { lightTheme } from '../../../src/theme/themes';

const mock = setupChatsServer();

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <I18nProvider language="en" timeZone="UTC">
        <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 96 }}>
          {children}
        </VirtuosoMockContext.Provider>
      </I18nProvider>
    </ThemeProvider>
  );
}

/** The warehouse opening's chats as the API lists them, repeated to `count` (new ids). */
async function chatsOf(count: number): Promise<Chat[]> {
  const data = await warehouseChats(mock.current);
  return Array.from({ length: count }, (_, index) => ({
    ...data[index % data.length],
    id: 9000 + index,
  }));
}

test('the first eight rows are drawn before the virtual list loads; it then takes over, focus kept', async () => {
  const chats = await chatsOf(12);
  const { container } = render(
    <ChatList chats={chats} selectedId={undefined} onSelect={() => {}} label="Chats" now={NOW} />,
    { wrapper: Providers },
  );
  // First render: no react-virtuoso yet, the first 8 rows as list items of the named list.
  expect(container.querySelector('[data-virtuoso-scroller]')).toBeNull();
  const first = screen.getByRole('list', { name: 'Chats' });
  const rows = within(first).getAllByRole('listitem');
  expect(rows).toHaveLength(8);
  expect(
    rows.map((row) => row.querySelector('[data-chat-id]')?.getAttribute('data-chat-id')),
  ).toEqual(chats.slice(0, 8).map((chat) => String(chat.id)));
  // Focus moves on while the chunk loads (j, or Tab): the row focused last is the one kept.
  rows[1].querySelector<HTMLElement>('[data-chat-id]')!.focus();
  const third = rows[2].querySelector<HTMLElement>('[data-chat-id]')!;
  third.focus();

  // The virtual list's chunk arrives: its scroller, every row it measures room for, same focus.
  await waitFor(() => expect(container.querySelector('[data-virtuoso-scroller]')).not.toBeNull());
  const virtual = screen.getByRole('list', { name: 'Chats' });
  expect(virtual).not.toBe(first);
  expect(within(virtual).getAllByRole('listitem').length).toBeGreaterThan(8);
  expect(document.activeElement).not.toBe(third);
  expect(document.activeElement?.getAttribute('data-chat-id')).toBe(String(chats[2].id));
});
