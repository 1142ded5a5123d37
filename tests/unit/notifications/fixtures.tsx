/**
 * Fixtures of the notification tests (issue #21 point 3): chats (contract `Chat`), a fake
 * browser `Notification` API, a minimal store holding what the notifier reads (`auth`, the
 * RTK Query cache entries under `api.queries`) and a renderer with the app's providers.
 */
import { configureStore, createAction, createReducer, type Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Chat, ChatList, Employee } from '../../../src/contract/types';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { lightTheme } from '../../../src/theme/themes';
import { employeeWith } from '../store/fixtures';

/** The signed-in employer of these tests. */
export const EMPLOYER: Employee = employeeWith();

/** A chat of opening "Warehouse Associate" with a last message; `overrides` vary it. */
export function chatWith(
  id: number,
  last: { id: number; sender: 'candidate' | 'employer' | 'system'; body?: string } | null,
  overrides: Partial<Chat> = {},
): Chat {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    job_opening_uuid: '3f6a2d9e-8b1c-4e57-a0d2-6c9b7e1f4a35',
    job_opening: { uuid: '3f6a2d9e-8b1c-4e57-a0d2-6c9b7e1f4a35', name: 'Warehouse Associate' },
    candidate: {
      uuid: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      name: 'Lucía M.',
      contact_revealed: false,
      phone_number: null,
      headline: 'Inventory clerk',
      skills: [],
      location: {
        state: { id: 44, name: 'Texas', code: 'TX' },
        city: { id: 2716, name: 'Pasadena', state_id: 44 },
      },
      years_experience: 3,
      match_score: 81,
    },
    status: 'pending',
    is_unlocked: false,
    unlocked_until: null,
    is_hired: false,
    is_rejected: false,
    hired_at: null,
    rejected_at: null,
    last_message: last && {
      id: last.id,
      chat_id: id,
      sender: last.sender,
      body: last.body ?? `Message ${last.id}`,
      is_free: false,
      template_id: null,
      read_at: null,
      created_at: '2026-05-15T12:00:00Z',
    },
    unread_count: last?.sender === 'candidate' ? 1 : 0,
    created_at: '2026-05-14T12:00:00Z',
    updated_at: '2026-05-15T12:00:00Z',
    ...overrides,
  } as Chat;
}

/** A `ChatList` page of `chats`. */
export function listOf(chats: Chat[]): ChatList {
  return {
    data: chats,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: chats.length,
      from: chats.length ? 1 : null,
      to: chats.length || null,
      unread_chats: chats.filter((chat) => chat.unread_count > 0).length,
    },
  } as ChatList;
}

/** What a fake `Notification` recorded: the notifications made, the permission prompts. */
export interface FakeNotifications {
  shown: { title: string; options?: NotificationOptions; instance: FakeInstance }[];
  prompts: number;
  /** Answers the open prompt (a prompt with `answer: 'wait'`). */
  answer: (permission: NotificationPermission) => void;
  restore: () => void;
}

interface FakeInstance {
  onclick: ((event: Event) => void) | null;
  close: jest.Mock;
}

/**
 * Installs a fake `globalThis.Notification` with `permission`; `requestPermission` answers
 * `answer` at once (and sets `permission` to it), or, with `'wait'`, when the test calls
 * `answer(…)`. `restore()` puts back what was there.
 */
export function installFakeNotification(
  permission: NotificationPermission,
  answer: NotificationPermission | 'wait' = permission,
): FakeNotifications {
  const had = Object.prototype.hasOwnProperty.call(globalThis, 'Notification');
  const previous = (globalThis as { Notification?: unknown }).Notification;
  let pending: ((value: NotificationPermission) => void) | null = null;
  const record: FakeNotifications = {
    shown: [],
    prompts: 0,
    answer: (value) => {
      Fake.permission = value;
      pending?.(value);
      pending = null;
    },
    restore: () => {
      if (had) (globalThis as { Notification?: unknown }).Notification = previous;
      else delete (globalThis as { Notification?: unknown }).Notification;
    },
  };
  class Fake {
    static permission: NotificationPermission = permission;
    static requestPermission(): Promise<NotificationPermission> {
      record.prompts += 1;
      if (answer === 'wait')
        return new Promise((resolve) => {
          pending = resolve;
        });
      Fake.permission = answer;
      return Promise.resolve(answer);
    }
    onclick: ((event: Event) => void) | null = null;
    close = jest.fn();
    constructor(title: string, options?: NotificationOptions) {
      record.shown.push({ title, options, instance: this });
    }
  }
  (globalThis as { Notification?: unknown }).Notification = Fake;
  return record;
}

/** Removes `globalThis.Notification` (a browser without the API); returns the restore. */
export function removeNotification(): () => void {
  const previous = (globalThis as { Notification?: unknown }).Notification;
  delete (globalThis as { Notification?: unknown }).Notification;
  return () => {
    if (previous !== undefined) (globalThis as { Notification?: unknown }).Notification = previous;
  };
}

/** Sets `document.visibilityState` (jsdom's is always `visible`). */
export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

type Queries = Record<string, { endpointName: string; data: unknown } | undefined>;

/** Replaces the whole cache (`state.api.queries`) of a {@link notifierStore}. */
export const queriesSet = createAction<Queries>('test/queriesSet');

/** A store with what the notifier reads: the signed-in employer and the cache entries. */
export function notifierStore(user: Employee | null = EMPLOYER) {
  return configureStore({
    reducer: {
      auth: () => ({
        status: user ? 'authenticated' : 'anonymous',
        token: user ? 'token' : null,
        user,
      }),
      api: createReducer({ queries: {} as Queries }, (builder) =>
        builder.addCase(queriesSet, (_state, action) => ({ queries: action.payload })),
      ),
    },
  });
}

/** Shows the router's current path and query (`/inbox?chat=7`). */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/**
 * Renders `ui` with the store (a {@link notifierStore}, or the app's), light theme, English and
 * a router at /job-openings.
 */
export function renderWith(store: Store, ui: ReactNode) {
  return render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <I18nProvider language="en" timeZone="UTC">
          <MemoryRouter initialEntries={['/job-openings']}>
            {ui}
            <CurrentLocation />
          </MemoryRouter>
        </I18nProvider>
      </ThemeProvider>
    </Provider>,
  );
}
