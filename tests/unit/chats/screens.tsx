/**
 * The chats screen and the inbox rendered whole for unit tests (issue #30 point 12): the app's
 * providers, the two routes and a probe of the router's URL, against the simulated API over
 * the demo seed (a fresh seed per test), with `Date` at the stories' frozen instant (chat
 * statuses such as an unlock's end are read then) and the notifier faked (its toasts are
 * `notifications`, whose `onClose` ends an undo window).
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { MockServer } from '../../../mocks/node';
import { chatStatus } from '../../../mocks/model';
import { chatsApi } from '../../../src/api/chatsApi';
import { AppProviders } from '../../../src/app/AppProviders';
import type { AppStore } from '../../../src/app/store';
import type { Chat, ChatStatus } from '../../../src/contract/types';
import { ChatsPage } from '../../../src/features/chats/ChatsPage';
import { InboxPage } from '../../../src/features/chats/InboxPage';
import type { Language } from '../../../src/i18n/messages';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { setNotifier, type Notification } from '../../../src/store/notifier';
import { initialThemeState } from '../../../src/store/themeSlice';
import { makeTestStore } from '../testStore';
import { demoToken, NOW, openingUuid, setupChatsServer, WAREHOUSE } from './helpers';

/** What {@link setupScreens} hands a test file. */
export interface Screens {
  mock: { current: MockServer };
  /** The notifications raised in the current test (the notifier is a fake). */
  notifications: Notification[];
  /** The router's current path and query string. */
  url: () => string;
  /** A store logged in as the demo employer, in `language`. */
  demoStore: (language?: Language) => Promise<AppStore>;
  /** The chats screen and the inbox at `path`, with the app's providers. */
  render: (store: AppStore, path: string) => ReturnType<typeof render>;
  /** The chats screen's path of the demo opening `opening`, with `query`. */
  chatsUrl: (opening: string, query?: string) => string;
  /** The seed's chats, each with its status at the frozen instant (`shown`). */
  seededChats: () => Array<MockServer['db']['tables']['chats'][number] & { shown: ChatStatus }>;
  /**
   * The warehouse opening's `index`-th chat (by id) in `status`, as the employer's API shows it
   * (the candidate's name masked until unlocked).
   */
  warehouseChat: (store: AppStore, status: ChatStatus, index?: number) => Promise<Chat>;
}

/**
 * Sets up a test file of whole chat screens: the simulated API (setupChatsServer), and before
 * each test cleared storage, a fresh fake notifier and `Date` frozen at {@link NOW} (timers
 * stay real).
 */
export function setupScreens(): Screens {
  const mock = setupChatsServer();
  const notifications: Notification[] = [];
  let currentUrl = '';
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    notifications.length = 0;
    setNotifier((n) => notifications.push(n));
    jest.useFakeTimers({
      now: NOW,
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    setNotifier(null);
  });

  function LocationProbe() {
    const location = useLocation();
    currentUrl = `${location.pathname}${location.search}`;
    return null;
  }

  const seededChats = () =>
    mock.current.db.tables.chats.map((chat) => ({ ...chat, shown: chatStatus(chat, NOW) }));

  return {
    mock,
    notifications,
    url: () => currentUrl,
    async demoStore(language = 'en') {
      return makeTestStore({
        auth: { ...initialAuthState(await demoToken()), status: 'authenticated' },
        theme: initialThemeState(),
        language: initialLanguageState(language),
      });
    },
    render: (store, path) =>
      render(
        <AppProviders store={store} timeZone="UTC" toastsAfter={() => new Promise(() => undefined)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/job-openings/:jobOpeningId/chats" element={<ChatsPage />} />
              <Route path="/inbox" element={<InboxPage />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </AppProviders>,
      ),
    chatsUrl: (opening, query = '') =>
      `/job-openings/${openingUuid(mock.current, opening)}/chats${query ? `?${query}` : ''}`,
    seededChats,
    async warehouseChat(store, status, index = 0) {
      const uuid = openingUuid(mock.current, WAREHOUSE);
      const seeded = seededChats()
        .filter((c) => c.job_opening_uuid === uuid && c.shown === status)
        .sort((a, b) => a.id - b.id)[index];
      if (!seeded) throw new Error(`no ${status} chat #${index} in ${WAREHOUSE}`);
      const list = await store
        .dispatch(
          chatsApi.endpoints.listJobOpeningChats.initiate({
            jobOpeningId: uuid,
            queryString: 'per_page=100',
          }),
        )
        .unwrap();
      const chat = list.data.find((c) => c.id === seeded.id);
      if (!chat) throw new Error('chat not listed');
      return chat;
    },
  };
}

/** The status tabs as label → count ("Pending 2" → `Pending: '2'`; no count → `''`). */
export function tabCounts(): Record<string, string> {
  const tabs = within(screen.getByRole('tablist', { name: /Status|Estado/ })).getAllByRole('tab');
  return Object.fromEntries(
    tabs.map((tab) => {
      const name = tab.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const [, label = name, count = ''] = /^(.*?)\s*(\d+)?$/.exec(name) ?? [];
      return [label, count];
    }),
  );
}

/** The screen's polite live region (TriageScreen's announcements). */
export const liveRegion = () =>
  document.querySelector('[role="status"][aria-live="polite"][aria-atomic="true"]');
