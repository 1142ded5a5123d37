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
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import type { Language } from '../../../src/i18n/messages';
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

function renderAt(url: string, language: Language = 'en') {
  const store = makeTestStore({
    auth: { ...initialAuthState(), status: 'anonymous' },
    theme: initialThemeState(),
    language: initialLanguageState(language),
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

/** The alert (among the form's and the toasts) whose text starts with `title`. */
function alertTitled(title: string) {
  const alert = screen
    .getAllByRole('alert')
    .find((element) => element.textContent?.trim().startsWith(title));
  if (!alert) throw new Error(`no alert titled ${title}`);
  return alert;
}

/** Fills the reset form with `password` and its `confirmation`, and sends it. */
async function submitReset(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  return user;
}

describe('password recovery', () => {
  it('request → the confirmation names the address and what to do; a resend sends another link', async () => {
    const user = await requestLink('demo@hireline.test');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(path).toBe('/auth/password-recovery-confirmation');
    expect(screen.getByText('demo@hireline.test')).toBeVisible();
    expect(screen.getByText(/valid for 60 minutes/)).toBeVisible();
    expect(screen.getByText(/Check your spam folder/)).toBeVisible();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'passwordReset', to: 'demo@hireline.test' });
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/We sent a new link to demo@hireline.test/)).toBeVisible();
    expect(emails).toHaveLength(2);
    expect(emails[1]).toMatchObject({ kind: 'passwordReset', to: 'demo@hireline.test' });
    expect(emails[1].secret).not.toBe(emails[0].secret);
  });

  it('validates the email before sending anything', async () => {
    renderAt('/auth/password-recovery-request');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send recovery link' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email field is required.'));
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email must be a valid email address.'),
    );
    expect(emails).toHaveLength(0);
  });

  it('an unknown email shows "Mail not found." on the field and in the alert, and keeps it', async () => {
    await requestLink('nobody@example.com');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'Mail not found.',
      ),
    );
    // The field's message, listed in the form's one summary (issue #19 point 10).
    expect(alertTitled('Please correct the highlighted field')).toHaveTextContent(
      /Mail not found\./,
    );
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('nobody@example.com');
    expect(path).toBe('/auth/password-recovery-request');
    expect(emails).toHaveLength(0);
  });

  it('in Spanish, "Mail not found" comes in Spanish from the server', async () => {
    renderAt('/auth/password-recovery-request', 'es');
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: /^Correo electrónico/ });
    await user.type(email, 'nadie@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Correo no encontrado.'));
    expect(alertTitled('Corrige el campo marcado')).toHaveTextContent(/Correo no encontrado\./);
  });

  it('without the address (after a reload) the confirmation links to a new request', async () => {
    renderAt('/auth/password-recovery-confirmation');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/password-recovery-request',
    );
  });

  it('resets with the e-mailed token, then goes to login with a toast; the used token then says so', async () => {
    await requestLink('demo@hireline.test');
    await screen.findByRole('heading', { name: 'Check your email' });
    const token = emails[0].secret;

    renderAt(`/auth/password-recovery/${token}`);
    await submitReset('Recovered789!');
    await waitFor(() => expect(path).toBe('/auth/login'));
    expect(
      await screen.findByText('Your password has been reset. Log in with your new password.'),
    ).toBeVisible();
    expect(mock.db.tables.employees.find((e) => e.email === 'demo@hireline.test')?.password).toBe(
      'Recovered789!',
    );

    document.body.innerHTML = '';
    renderAt(`/auth/password-recovery/${token}`);
    await submitReset('Another789!');
    expect(await screen.findByText("This reset link can't be used")).toBeVisible();
    // Why, in the interface language, with the way out.
    expect(alertTitled("This reset link can't be used")).toHaveTextContent(
      /expired or was already used: each link works once, for 60 minutes/,
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/password-recovery-request',
    );
    expect(path).toBe(`/auth/password-recovery/${token}`);
    expect(mock.db.tables.employees.find((e) => e.email === 'demo@hireline.test')?.password).toBe(
      'Recovered789!',
    );
  });

  it('an expired token says so too', async () => {
    await requestLink('demo@hireline.test');
    await screen.findByRole('heading', { name: 'Check your email' });
    const token = emails[0].secret;
    const row = mock.db.tables.passwordResets.find((r) => r.token === token);
    if (!row) throw new Error('no reset row');
    row.expires_at = '2026-05-15T11:00:00Z';

    document.body.innerHTML = '';
    renderAt(`/auth/password-recovery/${token}`);
    await submitReset('Recovered789!');
    expect(await screen.findByText("This reset link can't be used")).toBeVisible();
    expect(path).toBe(`/auth/password-recovery/${token}`);
  });

  it('refuses mismatched or too short passwords before sending anything', async () => {
    renderAt('/auth/password-recovery/abcdefghijklmnopqrstuvwxyz');
    await submitReset('Recovered789!', 'Different789!');
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();

    document.body.innerHTML = '';
    renderAt('/auth/password-recovery/abcdefghijklmnopqrstuvwxyz');
    await submitReset('short');
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeVisible();
    expect(path).toBe('/auth/password-recovery/abcdefghijklmnopqrstuvwxyz');
  });
});
