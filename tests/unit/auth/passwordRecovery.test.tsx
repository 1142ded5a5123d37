/**
 * Password recovery over the simulated API (SPEC §2, §4, §8; contract requestPasswordChange,
 * resetPassword), through the app's routes: request → confirmation naming the address → a
 * resend; "Mail not found." on the email field; a reset through the e-mailed token → login
 * with a toast; a used token says so and links to a new request; mismatched passwords.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { DemoEmail } from '../../../mocks';
import { resetDb } from '../../../mocks/db';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { makeStore } from '../../../src/store';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';

jest.setTimeout(30_000);

let mock: MockServer;
let emails: DemoEmail[] = [];
let path = '';

function Probe() {
  path = useLocation().pathname;
  return null;
}

beforeAll(() => {
  mock = createMockServer({
    now: new Date('2026-05-15T12:00:00Z'),
    onEmail: (email) => emails.push(email),
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  resetDb(mock.db);
  emails = [];
});
afterAll(() => mock.server.close());

function renderAt(url: string) {
  const store = makeStore({
    auth: { ...initialAuthState(), status: 'anonymous' },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function requestLink(email: string) {
  renderAt('/auth/password-recovery-request');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
  await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
  return user;
}

describe('password recovery', () => {
  it('request → the confirmation names the address; a resend sends another link', async () => {
    const user = await requestLink('demo@hireline.test');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(path).toBe('/auth/password-recovery-confirmation');
    expect(screen.getByText('demo@hireline.test')).toBeVisible();
    expect(emails).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/We sent a new link to demo@hireline.test/)).toBeVisible();
    expect(emails).toHaveLength(2);
    expect(emails[1]).toMatchObject({ kind: 'passwordReset', to: 'demo@hireline.test' });
  });

  it('an unknown email shows "Mail not found." on the field and keeps it', async () => {
    await requestLink('nobody@example.com');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'Mail not found.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('nobody@example.com');
    expect(path).toBe('/auth/password-recovery-request');
  });

  it('without the address (after a reload) the confirmation links to a new request', async () => {
    renderAt('/auth/password-recovery-confirmation');
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/password-recovery-request',
    );
  });

  it('resets with the e-mailed token, then goes to login; the used token then says so', async () => {
    await requestLink('demo@hireline.test');
    await screen.findByRole('heading', { name: 'Check your email' });
    const token = emails[0].secret;
    const reset = async () => {
      renderAt(`/auth/password-recovery/${token}`);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Password/), 'Recovered789!');
      await user.type(screen.getByLabelText(/^Confirm password/), 'Recovered789!');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
    };
    await reset();
    await waitFor(() => expect(path).toBe('/auth/login'));
    expect(mock.db.tables.employees.find((e) => e.email === 'demo@hireline.test')?.password).toBe(
      'Recovered789!',
    );

    document.body.innerHTML = '';
    await reset();
    expect(await screen.findByText("This reset link can't be used")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/password-recovery-request',
    );
  });

  it('refuses mismatched passwords before sending anything', async () => {
    renderAt('/auth/password-recovery/abcdefghijklmnopqrstuvwxyz');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'Recovered789!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Different789!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();
  });
});
