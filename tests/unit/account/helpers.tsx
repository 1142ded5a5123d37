/**
 * Helpers of the account screen tests: the simulated API (msw/node) over the demo seed at a
 * frozen instant, a store logged in as one of the demo accounts (token and user loaded
 * through the API, as the login flow does), and the page rendered with the app's providers
 * in English and UTC.
 */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { setupChatsServer } from '../chats/helpers';
import type { Employee } from '../../../src/contract/types';
import { AccountDetailsPage } from '../../../src/features/account/AccountDetailsPage';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { makeTestStore } from '../testStore';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { lightTheme } from '../../../src/theme/themes';

/** The frozen "now" of these tests (the stories' FIXED_NOW). */
export const NOW = new Date('2026-05-15T12:00:00.000Z');

/** Password of every demo account. */
export const PASSWORD = 'Password123!';

/** Demo accounts of the seed. */
export const DEMO = 'demo@hireline.test';
export const UNVERIFIED = 'new@hireline.test';

/**
 * Started mock server for one test file; the demo data is seeded again before every test
 * (the chats tests' helper: same frozen instant).
 */
export const setupAccountServer = setupChatsServer;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`http://localhost${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
  });
  return (await response.json()) as T;
}

/** A store logged in as `email` (token and user from the API), English, light. */
export async function loggedInStore(email: string) {
  const { access_token: token } = await api<{ access_token: string }>('/v1/employers/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const user = await api<Employee>('/v1/employers/auth/employee', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return makeTestStore({
    auth: { status: 'authenticated', token, user },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
}

/** Renders /account-details for `store` with the theme and English in UTC. */
export function renderAccount(store: Awaited<ReturnType<typeof loggedInStore>>) {
  return render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <I18nProvider language="en" timeZone="UTC">
          <MemoryRouter initialEntries={['/account-details']}>
            <AccountDetailsPage />
          </MemoryRouter>
        </I18nProvider>
      </ThemeProvider>
    </Provider>,
  );
}
