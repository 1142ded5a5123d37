/**
 * The job openings' "Created between" filter changes the list only once its range is whole
 * (issue #30 point 9): picking the first day leaves the URL's filters, and so the list, as they
 * were — no "No job openings match" behind the calendar while the last day is being picked —;
 * the last day writes `between_dates` with both days.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { lightTheme } from '../../../src/theme/themes';
import { demoToken, setupChatsServer, storeWithToken } from '../chats/helpers';

setupChatsServer();

let location: Location;
function LocationProbe() {
  location = useLocation();
  return null;
}

async function renderJobOpenings() {
  const store = storeWithToken(await demoToken());
  render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <I18nProvider language="en" timeZone="UTC">
          <MemoryRouter initialEntries={['/job-openings']}>
            <LocationProbe />
            <Routes>
              <Route path="/job-openings" element={<JobOpeningsPage />} />
            </Routes>
          </MemoryRouter>
        </I18nProvider>
      </ThemeProvider>
    </Provider>,
  );
}

/** The buttons of the days of the month shown (not the neighbouring months' days). */
function monthDays(dialog: HTMLElement): HTMLButtonElement[] {
  return [...dialog.querySelectorAll<HTMLButtonElement>('[data-day]:not([data-outside]) button')];
}

it('filters the list by both days once the last one is picked, not before', async () => {
  await renderJobOpenings();
  const list = await screen.findByRole('list', { name: 'Job openings' }, { timeout: 5000 });
  // The whole page of cards (the first paint draws only the first ones: useItemsBeforeFirstPaint).
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  const cards = within(list).getAllByRole('listitem').length;
  expect(cards).toBeGreaterThan(0);
  const searchBefore = location.search;

  await userEvent.click(screen.getByRole('button', { name: /^Created between/ }));
  const dialog = screen.getByRole('dialog', { name: 'Choose a date range' });
  await within(dialog).findByRole('button', { name: 'Done' });
  // The calendar opens on this month (no range yet): its 1st, then its 10th.
  const days = monthDays(dialog);
  const first = days[0].closest('[data-day]')!.getAttribute('data-day')!;
  const tenth = days[9].closest('[data-day]')!.getAttribute('data-day')!;

  await userEvent.click(days[0]);
  // Nothing applied: the URL's filters and the list are as they were, under the calendar.
  expect(location.search).toBe(searchBefore);
  expect(location.search).not.toContain('between_dates');
  // The URL is the list's query (debounced from it): unchanged, no new list is asked for.
  expect(screen.queryByText('No job openings match these filters')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Job openings' })).getAllByRole('listitem'),
  ).toHaveLength(cards);

  await userEvent.click(monthDays(dialog)[9]);
  await waitFor(() =>
    expect(new URLSearchParams(location.search).get('between_dates')).toBe(
      `${first},${tenth},created_at`,
    ),
  );
});
