/**
 * The create-opening dialog is a history entry (issue #30 point 5): Back closes it — asking
 * "Discard changes?" first when something was typed, and "Keep editing" keeps it all — and a
 * reload of the tab reopens it with what was typed; so is the new opening's checkout that
 * follows (a reload reopens it, closing it leaves the list's entry without it). Against the simulated API (msw/node) with
 * the real store; Back is the router's `navigate(-1)`, a reload a new render of the same
 * history entry (its state survives a reload in the browser).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type InitialEntry,
  type Location,
} from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { lightTheme } from '../../../src/theme/themes';
import { demoToken, setupChatsServer, storeWithToken, warehouseOpening } from '../chats/helpers';

const mock = setupChatsServer();
jest.setTimeout(30_000);

let location: Location;
function Probe() {
  location = useLocation();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

async function renderAt(entries: InitialEntry[]) {
  const store = storeWithToken(await demoToken());
  return render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <I18nProvider language="en" timeZone="UTC">
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            <Probe />
            <Routes>
              <Route path="/job-openings" element={<JobOpeningsPage />} />
            </Routes>
          </MemoryRouter>
        </I18nProvider>
      </ThemeProvider>
    </Provider>,
  );
}

const dialogOpen = () => screen.queryByRole('dialog', { name: 'Create a job opening' });
const opened = (state: unknown) => (state as { createOpening?: boolean } | null)?.createOpening;

beforeEach(() => sessionStorage.clear());

it('Back closes a clean dialog at once, and asks first when something was typed', async () => {
  const user = userEvent.setup();
  await renderAt(['/job-openings']);
  await user.click((await screen.findAllByRole('button', { name: 'Create job opening' }))[0]);
  await screen.findByRole('dialog', { name: 'Create a job opening' });
  expect(opened(location.state)).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(dialogOpen()).toBeNull());
  expect(opened(location.state)).toBeUndefined();

  await user.click(screen.getAllByRole('button', { name: 'Create job opening' })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Create a job opening' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Night Dock Lead');
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  // Still open, its entry back, asking.
  const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
  expect(opened(location.state)).toBe(true);
  await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
  expect(within(dialogOpen()!).getByRole('textbox', { name: /^Name/ })).toHaveValue(
    'Night Dock Lead',
  );
  // Back again, discarded: closed, its entry gone, the draft forgotten.
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
      name: 'Discard',
    }),
  );
  await waitFor(() => expect(dialogOpen()).toBeNull());
  expect(opened(location.state)).toBeUndefined();
  expect(Object.keys(sessionStorage).filter((key) => key.includes('createOpening'))).toEqual([]);
});

it('a reload reopens the dialog with what was typed', async () => {
  const user = userEvent.setup();
  const first = await renderAt(['/job-openings']);
  await user.click((await screen.findAllByRole('button', { name: 'Create job opening' }))[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Create a job opening' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Yard Jockey');
  first.unmount();

  await renderAt(['/job-openings', { pathname: '/job-openings', state: { createOpening: true } }]);
  const reopened = await screen.findByRole('dialog', { name: 'Create a job opening' });
  await waitFor(() =>
    expect(within(reopened).getByRole('textbox', { name: /^Name/ })).toHaveValue('Yard Jockey'),
  );
});

it('a reload during the new opening’s checkout reopens it; closing it leaves the list', async () => {
  const user = userEvent.setup();
  const opening = warehouseOpening(mock.current);
  // The list's entry as creating an opening leaves it (useCreateOpeningEntry's `created`).
  const first = await renderAt([
    '/job-openings',
    { pathname: '/job-openings', state: { checkoutOpening: opening } },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Close without paying' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Close without paying' })).toBeNull(),
  );
  expect(location.pathname).toBe('/job-openings');
  expect(location.state).toBeNull();
  first.unmount();
  // A state that is not an opening opens nothing.
  await renderAt(['/job-openings', { pathname: '/job-openings', state: { checkoutOpening: 'x' } }]);
  await screen.findAllByRole('button', { name: 'Create job opening' });
  expect(screen.queryByRole('button', { name: 'Close without paying' })).toBeNull();
});
