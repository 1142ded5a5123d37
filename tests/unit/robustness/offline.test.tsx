/**
 * Going offline and back (issue #7 point 6; SPEC §2, §8): the browser's `offline` event
 * shows the full-screen notice, translated; `online` takes it away and the screen's queries
 * are asked again (RTK Query `refetchOnReconnect` with the store's `setupListeners`).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { GlobalStatus, InertBehindNotice } from '../../../src/app/App';
import { AppProviders } from '../../../src/app/AppProviders';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import type { Language } from '../../../src/i18n/messages';
import { languageChanged } from '../../../src/store/languageSlice';
import { DEMO, loggedInStore } from '../account/helpers';
import { setupChatsServer } from '../chats/helpers';

const mock = setupChatsServer();

const NOTICE: Record<Language, string> = {
  en: 'No internet connection',
  es: 'Sin conexión a internet',
};

let online = true;
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

it('makes the app inert behind the notice: nothing behind it takes focus or typing (issue #19 point 7)', async () => {
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
  const search = await screen.findByRole('searchbox', { name: 'Search job openings' });
  expect(search.closest('[inert]')).toBeNull();
  goOnline(false);
  expect(screen.getByRole('alert')).toHaveTextContent(NOTICE.en);
  expect(search.closest('[inert]')).not.toBeNull();
  expect(screen.getByRole('alert').closest('[inert]')).toBeNull();
  goOnline(true);
  expect(search.closest('[inert]')).toBeNull();
});
