/**
 * The composer keeps its text as the chat's draft (issue #21 point 4): across a remount
 * (leaving the chat and coming back) and a reload (a new store reading localStorage at
 * sign-in), saved after a pause in typing, at once when the composer unmounts or the page is
 * hidden; Send empties it and the draft is cleared once the server acknowledges the message
 * (a failed send keeps it); logout removes it. The chat list row shows "Draft: …" (English and
 * Spanish). Against the simulated API (msw/node) on Jest's fake clock: no test sleeps.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ThemeProvider } from 'styled-components';
import type { Chat } from '../../../src/contract/types';
import { logOut } from '../../../src/features/auth/session';
import { ChatListItem } from '../../../src/features/chats/ChatListItem';
import { Composer } from '../../../src/features/chats/Composer';
import { DRAFT_SAVE_DELAY_MS } from '../../../src/features/chats/useChatDraft';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { userLoaded } from '../../../src/store/authSlice';
import { draftsStorageKey, selectDraftTexts } from '../../../src/store/draftsSlice';
import { lightTheme } from '../../../src/theme/themes';
import { employeeWith } from '../store/fixtures';
import { chatIdIn, demoToken, NOW, setupChatsServer, storeWithToken, WAREHOUSE } from './helpers';
import { renderChats } from './render';

const mock = setupChatsServer();
const FREE = '*/v1/employers/chat/:chat_id/free-messages';

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

/** The demo employer's uuid (the drafts' owner). */
function demoUuid(): string {
  const employee = mock.current.db.tables.employees.find((e) => e.email === 'demo@hireline.test');
  return employee?.uuid ?? '';
}

/** A signed-in store (the employee loaded, so drafts are kept) and the unlocked chat's id. */
async function signedIn() {
  const store = storeWithToken(await demoToken());
  store.dispatch(userLoaded(employeeWith({ uuid: demoUuid() })));
  return { store, chatId: chatIdIn(mock.current, WAREHOUSE, 'unlocked') };
}

const box = () => screen.getByRole('textbox', { name: 'Message' });
const savedDrafts = () => JSON.parse(localStorage.getItem(draftsStorageKey(demoUuid())) ?? '{}');

/** Runs the fake clock until `done()` holds (a send and its answer settle). */
async function runUntil(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i += 1) {
    await act(() => jest.advanceTimersByTimeAsync(50));
  }
  expect(done()).toBe(true);
}

it('keeps the text across a remount and a reload; saved after a pause in typing', async () => {
  const { store, chatId } = await signedIn();
  const first = renderChats(<Composer chatId={chatId} />, store);
  fireEvent.change(box(), { target: { value: 'Can you start on' } });
  // Typing: not saved yet.
  act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
  expect(selectDraftTexts(store.getState())).toEqual({});
  act(() => jest.advanceTimersByTime(1));
  expect(selectDraftTexts(store.getState())).toEqual({ [chatId]: 'Can you start on' });
  expect(savedDrafts()).toEqual({ [chatId]: { text: 'Can you start on' } });

  // Typing on, then leaving the chat at once: saved as it unmounts.
  fireEvent.change(box(), { target: { value: 'Can you start on Monday?' } });
  first.unmount();
  expect(savedDrafts()).toEqual({ [chatId]: { text: 'Can you start on Monday?' } });

  // Back in the chat: the text is there.
  const again = renderChats(<Composer chatId={chatId} />, store);
  expect(box()).toHaveValue('Can you start on Monday?');
  again.unmount();

  // A reload: a new store, the same employer signs in again.
  const { store: reloaded } = await signedIn();
  renderChats(<Composer chatId={chatId} />, reloaded);
  expect(box()).toHaveValue('Can you start on Monday?');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

it('saves at once when the page is hidden (a reload or a closed tab loses nothing)', async () => {
  const { store, chatId } = await signedIn();
  renderChats(<Composer chatId={chatId} />, store);
  fireEvent.change(box(), { target: { value: 'Half a thought' } });
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(savedDrafts()).toEqual({ [chatId]: { text: 'Half a thought' } });
});

it('Send empties the composer; the draft is cleared once the server acknowledges the message', async () => {
  const { store, chatId } = await signedIn();
  renderChats(<Composer chatId={chatId} />, store);
  fireEvent.change(box(), { target: { value: 'Are you free on Friday?' } });
  fireEvent.keyDown(box(), { key: 'Enter' });
  expect(box()).toHaveValue('');
  // On its way: not a draft any more (the list shows none), its text kept until acknowledged.
  expect(selectDraftTexts(store.getState())).toEqual({});
  const [entry] = store.getState().outbox.entries;
  expect(store.getState().drafts.byChat[chatId]).toEqual({
    text: 'Are you free on Friday?',
    sentKey: entry.key,
  });
  await runUntil(() => store.getState().outbox.entries.length === 0);
  expect(store.getState().drafts.byChat).toEqual({});
  expect(localStorage.getItem(draftsStorageKey(demoUuid()))).toBeNull();
});

it('a send the server refuses keeps the text (in the outbox with Retry, and in the drafts)', async () => {
  mock.current.server.use(
    http.post(FREE, () =>
      HttpResponse.json({ message: 'This chat is locked.', errors: [] }, { status: 409 }),
    ),
  );
  const { store, chatId } = await signedIn();
  renderChats(<Composer chatId={chatId} />, store);
  fireEvent.change(box(), { target: { value: 'Are you free on Friday?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await runUntil(() => store.getState().outbox.entries[0]?.status === 'failed');
  expect(box()).toHaveValue('');
  expect(store.getState().drafts.byChat[chatId]?.text).toBe('Are you free on Friday?');
  expect(savedDrafts()[chatId]?.text).toBe('Are you free on Friday?');
});

it('logout removes the employer’s drafts, saved copy too', async () => {
  const { store, chatId } = await signedIn();
  const view = renderChats(<Composer chatId={chatId} />, store);
  fireEvent.change(box(), { target: { value: 'Not sent' } });
  act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
  expect(savedDrafts()).toEqual({ [chatId]: { text: 'Not sent' } });
  await act(async () => {
    const out = store.dispatch(logOut());
    await jest.advanceTimersByTimeAsync(100);
    await out;
  });
  // The screen goes after logout: the composer saving as it unmounts keeps nothing.
  view.unmount();
  expect(store.getState().drafts.byChat).toEqual({});
  expect(localStorage.getItem(draftsStorageKey(demoUuid()))).toBeNull();
});

describe('ChatListItem with a draft', () => {
  const chat = (): Chat =>
    ({
      id: 7,
      candidate: { name: 'Maria Lopez', headline: 'Forklift operator', contact_revealed: true },
      status: 'unlocked',
      is_unlocked: true,
      unlocked_until: '2026-05-20T12:00:00Z',
      unread_count: 0,
      last_message: {
        id: 1,
        chat_id: 7,
        sender: 'candidate',
        body: 'See you then!',
        created_at: '2026-05-15T11:00:00Z',
      },
      created_at: '2026-05-10T11:00:00Z',
    }) as unknown as Chat;

  function row(language: 'en' | 'es', draft?: string) {
    return render(
      <ThemeProvider theme={lightTheme}>
        <I18nProvider language={language} timeZone="UTC">
          <ChatListItem
            chat={chat()}
            selected={false}
            onSelect={() => {}}
            now={NOW}
            draft={draft}
          />
        </I18nProvider>
      </ThemeProvider>,
    );
  }

  it('shows "Draft: <text>" in place of the last message, in the row’s description', () => {
    row('en', 'Can you start on Monday?');
    expect(screen.getByText('Draft:')).toBeInTheDocument();
    expect(screen.queryByText('See you then!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maria Lopez' })).toHaveAccessibleDescription(
      /Draft: Can you start on Monday\?/,
    );
  });

  it('shows the last message when the draft is blank or absent', () => {
    row('en', '   ');
    expect(screen.getByText('See you then!')).toBeInTheDocument();
    expect(screen.queryByText('Draft:')).not.toBeInTheDocument();
  });

  it('says "Borrador:" in Spanish', () => {
    row('es', 'Nos vemos el lunes');
    expect(screen.getByText('Borrador:')).toBeInTheDocument();
    expect(screen.getByText(/Nos vemos el lunes/)).toBeInTheDocument();
  });
});
