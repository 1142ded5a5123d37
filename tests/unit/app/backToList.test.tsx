/**
 * "Back to job openings" returns to the list as the employer left it (issue #30 point 10): the
 * list remembers its URL query in this tab (src/features/shared/listReturn.ts), and the chats
 * screen's link back reads it; an opening's chats opened without the list before (a shared
 * link in a new tab) go back to the bare list.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { DEMO, loggedInStore, setupAccountServer } from '../account/helpers';
import { openingUuid } from '../chats/helpers';

jest.setTimeout(30_000);

const mock = setupAccountServer();

let location: Location;
function LocationProbe() {
  location = useLocation();
  return null;
}

async function open(url: string) {
  const store = await loggedInStore(DEMO);
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const backLink = () =>
  screen.findByRole('link', { name: 'Back to job openings' }, { timeout: 10_000 });

beforeEach(() => sessionStorage.clear());

it('goes back to the job openings with the filters they were left with', async () => {
  await open('/job-openings?search=Warehouse');
  const list = await screen.findByRole('list', { name: 'Job openings' }, { timeout: 10_000 });
  await waitFor(() => expect(location.search).toBe('?search=Warehouse&page=1'));
  fireEvent.click(within(list).getAllByRole('link', { name: /^View chats/ })[0]);

  const back = await backLink();
  expect(location.pathname).toMatch(/^\/job-openings\/[^/]+\/chats$/);
  expect(back).toHaveAttribute('href', '/job-openings?search=Warehouse&page=1');
  fireEvent.click(back);
  expect(
    await screen.findByRole('searchbox', { name: 'Search job openings' }, { timeout: 10_000 }),
  ).toHaveValue('Warehouse');
  expect(location.search).toBe('?search=Warehouse&page=1');
});

it('goes back to the bare list when the list was not shown before in this tab', async () => {
  const uuid = openingUuid(mock.current, 'Warehouse Associate - Night Shift');
  await open(`/job-openings/${uuid}/chats`);
  expect(await backLink()).toHaveAttribute('href', '/job-openings');
});
