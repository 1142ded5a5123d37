/**
 * A login makes one navigation, to where login returns (SPEC §4: account details, or the page
 * a 401 ended the session on) — the login route's guard (anonymous-only) never sends the
 * employer to `/` as well — and the next screen's list writes its filters over that entry
 * only (`replace`). Every navigation asked of the router is recorded, also those that a later
 * one would overtake before they showed.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useContext, useState } from 'react';
import {
  MemoryRouter,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type Location,
  type Navigator,
  type To,
} from 'react-router-dom';
import { DEMO_PASSWORD } from '../../../mocks/seed';
import { createMockServer } from '../../../mocks/node';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';

jest.setTimeout(20_000);
const mock = createMockServer({ now: new Date('2026-03-02T10:00:00Z') });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

/**
 * Every navigation asked of the router (its history's `push` / `replace`), as
 * `push|replace path?search`, in order — also those a later one overtook before they showed.
 */
function NavigationLog({ into }: { into: string[] }) {
  const history = useContext(NavigationContext).navigator as Navigator;
  useState(() => {
    for (const kind of ['push', 'replace'] as const) {
      const original = history[kind].bind(history);
      history[kind] = (to: To, state?: unknown) => {
        const path = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;
        into.push(`${kind} ${path}`);
        original(to, state);
      };
    }
  });
  return null;
}

async function logInFrom(state: unknown): Promise<string[]> {
  const seen: string[] = [];
  const store = makeTestStore({
    auth: { ...initialAuthState(), status: 'anonymous' },
    theme: initialThemeState(),
    language: initialLanguageState('en'),
  });
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[{ pathname: '/auth/login', state }]}>
        <NavigationLog into={seen} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 }), {
    target: { value: 'demo@hireline.test' },
  });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
    target: { value: DEMO_PASSWORD },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return seen;
}

it('goes once, straight to account details', async () => {
  const seen = await logInFrom(null);
  expect(
    await screen.findByRole('heading', { name: 'Account details', level: 1 }, { timeout: 5000 }),
  ).toBeInTheDocument();
  // The screen with its data: the employee's e-mail, and the billing history's page in the URL.
  expect(await screen.findByText('demo@hireline.test', {}, { timeout: 5000 })).toBeVisible();
  await waitFor(() => expect(seen).toContain('replace /account-details?page=1'));
  // Login's one navigation, then that page written over it.
  expect(seen).toEqual(['replace /account-details', 'replace /account-details?page=1']);
});

it('goes once back to the page a 401 ended the session on, its filters kept', async () => {
  const seen = await logInFrom({
    from: { pathname: '/job-openings', search: '?search=Warehouse', hash: '' },
  });
  expect(
    await screen.findByRole('heading', { name: 'Job openings', level: 1 }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('searchbox', {}, { timeout: 5000 })).toHaveValue('Warehouse');
  await waitFor(() => expect(seen).toHaveLength(2));
  expect(seen).toEqual([
    'replace /job-openings?search=Warehouse',
    'replace /job-openings?search=Warehouse&page=1',
  ]);
});

/**
 * A link followed logged out keeps its query and hash through sign-in and sign-up (issue #30
 * point 10): the guard sends /account-details to the sign-up page (SPEC §6) with the link in
 * `state.from`; the sign-up page's "Log in" (and the login page's "Create an account") carry
 * it on, and both login and sign-up end at the link.
 */
describe('a logged-out link through sign-in and sign-up (issue #30 point 10)', () => {
  let location: Location;
  function LocationProbe() {
    location = useLocation();
    return null;
  }

  function openLoggedOut(url: string): string[] {
    const seen: string[] = [];
    const store = makeTestStore({
      auth: { ...initialAuthState(), status: 'anonymous' },
      theme: initialThemeState(),
      language: initialLanguageState('en'),
    });
    render(
      <AppProviders store={store} timeZone="UTC">
        <MemoryRouter initialEntries={[url]}>
          <NavigationLog into={seen} />
          <LocationProbe />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    return seen;
  }

  const page = (name: string) =>
    screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 });

  beforeEach(() => sessionStorage.clear());

  it('logs in through the sign-up page and lands on the link, its filter kept', async () => {
    openLoggedOut('/account-details?kind=unlock#billing-history');
    await page('Create your employer account');
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 }), {
      target: { value: 'demo@hireline.test' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: DEMO_PASSWORD },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await page('Account details');
    await waitFor(() => expect(location.search).toBe('?kind=unlock&page=1'));
    expect(location.pathname).toBe('/account-details');
    expect(location.hash).toBe('#billing-history');
    expect(
      await screen.findByRole('combobox', { name: 'Kind of charge' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The billing history shows the unlocks only (the filter's value, and each row's kind).
    expect(screen.getAllByText('Unlocks')[0]).toBeVisible();
  });

  async function signUpAs(email: string) {
    fireEvent.change(await screen.findByRole('textbox', { name: /^Full name/ }), {
      target: { value: 'Alex Rivera' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: email },
    });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: DEMO_PASSWORD },
    });
    fireEvent.change(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), {
      target: { value: DEMO_PASSWORD },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('signs up and lands on the link, its filter kept', async () => {
    openLoggedOut('/account-details?kind=unlock#billing-history');
    await page('Create your employer account');
    await signUpAs('rivera@example.test');
    await page('Account details');
    await waitFor(() => expect(location.search).toBe('?kind=unlock&page=1'));
    expect(location.hash).toBe('#billing-history');
  });

  it('signs up from the login page; a page that needs a finished account is kept for the end of the sign-up', async () => {
    openLoggedOut('/job-openings?search=Warehouse#list');
    await page('Log in to Hireline');
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await page('Create your employer account');
    await signUpAs('lopez@example.test');
    // The new account's first unfinished step (README "Access rules of the sign-up routes") …
    await page('Email verification');
    expect(location.pathname).toBe('/sign-up/email-verification');
    // … and the link, remembered for when the sign-up is done (the checkout's success).
    expect(JSON.parse(sessionStorage.getItem('hireline.pageAfterSetUp') ?? '{}')).toEqual({
      employer: expect.any(String),
      path: '/job-openings?search=Warehouse#list',
    });
  });
});
