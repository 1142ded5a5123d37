import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Employee } from '../../../src/contract/types';
import { GlobalStatus } from '../../../src/app/App';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { makeTestStore } from '../testStore';
import { initialAuthState, type AuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';

let currentPath = '';
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

function renderAt(url: string, auth: AuthState) {
  const store = makeTestStore({
    auth,
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  return render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

const anonymous: AuthState = { ...initialAuthState(), status: 'anonymous' };
const admin: AuthState = {
  status: 'authenticated',
  token: 't',
  user: { uuid: 'u', roles: ['admin'] } as unknown as Employee,
};

describe('routes and guards rendered (SPEC §2, §6)', () => {
  it('sends an anonymous visitor of /job-openings to the login page, titled', async () => {
    renderAt('/job-openings', anonymous);
    // The login screen's own chunk (lazy, issue #20 point 6): its first import is slow here.
    expect(
      await screen.findByRole('heading', { name: 'Log in to Hireline' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(currentPath).toBe('/auth/login');
    await waitFor(() => expect(document.title).toBe('Hireline | Log in'));
  });

  it('sends an anonymous visitor of /account-details to sign-up', async () => {
    renderAt('/account-details', anonymous);
    expect(
      await screen.findByRole('heading', { name: 'Create your employer account' }),
    ).toBeInTheDocument();
    expect(currentPath).toBe('/auth/sign-up');
  });

  it('redirects / to /job-openings, then (anonymous) to login', async () => {
    renderAt('/', anonymous);
    await screen.findByRole('heading', { name: 'Log in to Hireline' });
    expect(currentPath).toBe('/auth/login');
  });

  it('redirects /auth to /auth/login', async () => {
    renderAt('/auth', anonymous);
    await screen.findByRole('heading', { name: 'Log in to Hireline' });
    expect(currentPath).toBe('/auth/login');
  });

  it('redirects /sign-up to account creation, which sends an anonymous visitor to sign-up', async () => {
    renderAt('/sign-up', anonymous);
    await screen.findByRole('heading', { name: 'Create your employer account' });
    expect(currentPath).toBe('/auth/sign-up');
  });

  it('sends a logged-in user without the employer role to /error', async () => {
    renderAt('/job-openings', admin);
    expect(await screen.findByRole('button', { name: 'Back to homepage' })).toBeInTheDocument();
    expect(currentPath).toBe('/error');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no/such/page', anonymous);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hireline | Page not found'));
  });

  it('while authentication is unknown, shows the overlay alone, with no page content under it', async () => {
    const store = makeTestStore({
      auth: initialAuthState('stored-token'),
      theme: initialThemeState(),
      language: initialLanguageState(),
    });
    render(
      <AppProviders store={store} timeZone="UTC">
        <MemoryRouter initialEntries={['/job-openings']}>
          <AppRoutes />
          <GlobalStatus />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session…');
    // Nothing of the screen under it (issue #20 point 6: the page's first content, and its
    // largest contentful paint, is the screen itself, uncovered): no header, no actions.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Create openings and review the candidates suggested for them.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create job opening' })).not.toBeInTheDocument();
    // One overlay: GlobalStatus's (the guard draws none of its own while the check runs).
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('keeps a screen without a fixed header behind the overlay alone while authentication is unknown', async () => {
    renderAt('/auth/login', initialAuthState('stored-token'));
    await waitFor(() => expect(currentPath).toBe('/auth/login'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('never shows "Checking your session…" on an in-app navigation: the next screen’s wait is a spinner', async () => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Checking your session…')) seen.push('overlay');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      renderAt('/auth/login', anonymous);
      await screen.findByRole('heading', { name: 'Log in to Hireline' }, { timeout: 5000 });
      // The password-recovery screen's chunk is not loaded yet: the router waits for it.
      await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
      expect(
        await screen.findByRole('heading', { name: /password/i, level: 1 }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(currentPath).toBe('/auth/password-recovery-request');
      expect(seen).toEqual([]);
    } finally {
      observer.disconnect();
    }
  });
});
