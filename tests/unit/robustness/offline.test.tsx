/**
 * Going offline and back (issue #7 point 6; SPEC §2, §8): the browser's `offline` event
 * shows the notice, translated — full screen, or a banner above a signed-in employer's page,
 * which stays readable (issue #31 point 3); `online` takes it away and the screen's queries
 * are asked again (RTK Query `refetchOnReconnect` with the store's `setupListeners`).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { GlobalStatus, InertBehindNotice } from '../../../src/app/App';
import { AppProviders } from '../../../src/app/AppProviders';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import type { Language } from '../../../src/i18n/messages';
import { languageChanged } from '../../../src/store/languageSlice';
import { initialAuthState } from '../../../src/store/authSlice';
import { DEMO, loggedInStore } from '../account/helpers';
import { makeTestStore } from '../testStore';
import { setupChatsServer } from '../chats/helpers';

const mock = setupChatsServer();

const NOTICE: Record<Language, string> = {
  en: 'No internet connection',
  es: 'Sin conexión a internet',
};

let online = true;
beforeEach(() => {
  online = true;
});
beforeAll(() => jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online));
afterAll(() => jest.restoreAllMocks());

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

it.each<Language>(['en', 'es'])(
  'shows the notice while offline (%s), and refetches the screen when back',
  async (language) => {
    const requests: string[] = [];
    mock.current.server.events.on('request:start', ({ request }) => {
      requests.push(new URL(request.url).pathname);
    });
    const store = await loggedInStore(DEMO);
    store.dispatch(languageChanged(language));
    render(
      <AppProviders store={store} timeZone="UTC">
        <MemoryRouter initialEntries={['/job-openings']}>
          <GlobalStatus />
          <Routes>
            <Route path="/job-openings" element={<JobOpeningsPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const list = language === 'en' ? 'Job openings' : 'Vacantes';
    await screen.findByRole('list', { name: list });
    const listLoads = () => requests.filter((path) => path === '/v1/employers/job-openings');
    expect(listLoads()).toHaveLength(1);
    expect(screen.queryByText(NOTICE[language])).toBeNull();

    goOnline(false);
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICE[language]);

    goOnline(true);
    expect(screen.queryByText(NOTICE[language])).toBeNull();
    await waitFor(() => expect(listLoads()).toHaveLength(2));
    mock.current.server.events.removeAllListeners();
  },
);

it('leaves a signed-in employer’s page readable and in use under the banner (issue #31 point 3)', async () => {
  const store = await loggedInStore(DEMO);
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={['/job-openings']}>
        <GlobalStatus />
        <InertBehindNotice>
          <Routes>
            <Route path="/job-openings" element={<JobOpeningsPage />} />
          </Routes>
        </InertBehindNotice>
      </MemoryRouter>
    </AppProviders>,
  );
  const list = await screen.findByRole('list', { name: 'Job openings' });
  // Whole: answered and every card drawn.
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  const cards = list.querySelectorAll('h2').length;
  expect(cards).toBeGreaterThan(0);
  goOnline(false);
  const banner = screen.getByRole('alert');
  expect(banner).toHaveTextContent(NOTICE.en);
  expect(banner).toHaveTextContent('You can keep reading what is on screen.');
  // The page under it: the same cards, not inert (its search takes focus and typing).
  expect(screen.getByRole('list', { name: 'Job openings' }).querySelectorAll('h2')).toHaveLength(
    cards,
  );
  const search = screen.getByRole('searchbox', { name: 'Search job openings' });
  expect(search.closest('[inert]')).toBeNull();
  goOnline(true);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('makes the app inert behind the full-screen notice: nothing behind it takes focus or typing (issue #19 point 7)', async () => {
  const store = makeTestStore({ auth: initialAuthState(null) });
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={['/']}>
        <GlobalStatus />
        <InertBehindNotice>
          <input aria-label="Email" />
        </InertBehindNotice>
      </MemoryRouter>
    </AppProviders>,
  );
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email.closest('[inert]')).toBeNull();
  goOnline(false);
  expect(screen.getByRole('alert')).toHaveTextContent(NOTICE.en);
  expect(email.closest('[inert]')).not.toBeNull();
  expect(screen.getByRole('alert').closest('[inert]')).toBeNull();
  goOnline(true);
  expect(email.closest('[inert]')).toBeNull();
});
