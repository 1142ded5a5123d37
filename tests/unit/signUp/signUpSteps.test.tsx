/**
 * The sign-up steps through the app's routes and guards, over the simulated API (msw/node)
 * with the real store, translations and the demo payment provider (issue #6): the resume
 * redirects, email verification (a wrong code on its field, the right code moves on, a 409
 * moves on, resend cooldowns of 60 s and of a 429's Retry-After), and the subscription
 * checkout (declined, then paid → /job-openings with the welcome toast), and the page asked for
 * before the account was ready, reached at the end of the sign-up (issue #30 point 10).
 */
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import {
  pageAfterSetUp,
  rememberPageAfterSetUp,
} from '../../../src/features/signUp/pageAfterSetUp';
import { DEMO, loggedInStore, setupAccountServer, UNVERIFIED } from '../account/helpers';
import { payByCard } from '../billing/payByCard';

jest.setTimeout(30_000);

const mock = setupAccountServer();
let currentUrl = '';
let currentHash = '';

function LocationProbe() {
  const location = useLocation();
  currentUrl = `${location.pathname}${location.search}`;
  currentHash = location.hash;
  return null;
}

beforeEach(() => {
  currentUrl = '';
  sessionStorage.clear();
});

async function renderAt(url: string, email: string) {
  const store = await loggedInStore(email);
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

/** Makes `new@hireline.test` verified, and with `complete` a finished company too. */
function advanceNewAccount({ complete }: { complete: boolean }) {
  const employee = mock.current.db.tables.employees.find((e) => e.email === UNVERIFIED);
  if (!employee) throw new Error('no new@hireline.test');
  employee.email_verified_at = '2026-05-14T09:00:00Z';
  if (!complete) return;
  const demoCompany = mock.current.db.tables.companies.find((c) => c.name !== null);
  const company = mock.current.db.tables.companies.find((c) => c.id === employee.company_id);
  if (!company || !demoCompany) throw new Error('no companies');
  Object.assign(company, {
    ...demoCompany,
    id: company.id,
    name: 'Rivera Home Health',
  });
}

const heading = (name: string) =>
  screen.findByRole('heading', { name, level: 1 }, { timeout: 10_000 });

describe('resume (the access rules of the sign-up routes)', () => {
  it('sends an unverified employer from /job-openings to email verification', async () => {
    await renderAt('/job-openings', UNVERIFIED);
    await heading('Email verification');
    expect(currentUrl).toBe('/sign-up/email-verification');
  });

  it('leads /sign-up/ through account creation to the first unfinished step', async () => {
    advanceNewAccount({ complete: true });
    await renderAt('/sign-up', UNVERIFIED);
    await heading('Plans');
    expect(currentUrl).toBe('/sign-up/plans');
  });

  it('sends a set-up employer who opens a sign-up step to the app', async () => {
    await renderAt('/sign-up/company-information', DEMO);
    await waitFor(() => expect(currentUrl).toBe('/job-openings'), { timeout: 10_000 });
  });

  it('redirects a later step to the first unfinished one', async () => {
    await renderAt('/sign-up/checkout?plan=2', UNVERIFIED);
    await heading('Email verification');
  });

  it('remembers the page of the app an unfinished employer is sent away from (issue #30 point 10)', async () => {
    const store = await renderAt('/inbox?status=pending#chats', UNVERIFIED);
    await heading('Email verification');
    await waitFor(() =>
      expect(pageAfterSetUp(store.getState().auth.user?.uuid)).toBe('/inbox?status=pending#chats'),
    );
  });

  it('sends a set-up employer who opens a sign-up step to the page asked for before, then forgets it', async () => {
    const demo = mock.current.db.tables.employees.find((e) => e.email === DEMO);
    rememberPageAfterSetUp(demo!.uuid, '/job-openings?search=Warehouse#list');
    await renderAt('/sign-up/company-information', DEMO);
    await waitFor(() => expect(currentUrl).toBe('/job-openings?search=Warehouse&page=1'), {
      timeout: 10_000,
    });
    expect(currentHash).toBe('#list');
    await waitFor(() => expect(pageAfterSetUp(demo!.uuid)).toBeUndefined());
  });
});

describe('the sign-up steps say who is signed in (issue #19 point 13)', () => {
  it('shows the signed-in e-mail with "Not you?" and a Log out that ends the session', async () => {
    const store = await renderAt('/sign-up/email-verification', UNVERIFIED);
    await screen.findByRole('textbox', { name: /^Verification code/ }, { timeout: 10_000 });
    expect(screen.getAllByText(UNVERIFIED, { selector: 'strong' })[0]).toBeVisible();
    expect(screen.getByText('Not you?')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentUrl).toBe('/auth/login'));
    expect(store.getState().auth.status).toBe('anonymous');
  });
});

describe('email verification', () => {
  const codeBox = () => screen.getByRole('textbox', { name: /^Verification code/ });
  const stepShown = () =>
    screen.findByRole('textbox', { name: /^Verification code/ }, { timeout: 10_000 });

  it('shows a wrong code on the field and keeps it; the right code moves on to the company', async () => {
    const store = await renderAt('/sign-up/email-verification', UNVERIFIED);
    await stepShown();
    const user = userEvent.setup();
    await user.type(codeBox(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(
      await screen.findByText('The code is invalid or has expired.', {
        selector: '#verification-code-error',
      }),
    ).toBeVisible();
    expect(codeBox()).toHaveValue('000000');

    await user.clear(codeBox());
    await user.type(codeBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await heading('Company information');
    expect(store.getState().auth.user?.email_verified_at).not.toBeNull();
  });

  it('keeps only the digits of a pasted code', async () => {
    await renderAt('/sign-up/email-verification', UNVERIFIED);
    await stepShown();
    const user = userEvent.setup();
    await user.click(codeBox());
    await user.paste('Code: 482 913');
    expect(codeBox()).toHaveValue('482913');
  });

  it('moves on when the email was verified meanwhile (409)', async () => {
    await renderAt('/sign-up/email-verification', UNVERIFIED);
    await stepShown();
    advanceNewAccount({ complete: false });
    const user = userEvent.setup();
    await user.type(codeBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await heading('Company information');
  });

  it('clears the old code and its error once a new code is sent (issue #19 point 14)', async () => {
    await renderAt('/sign-up/email-verification', UNVERIFIED);
    await stepShown();
    const user = userEvent.setup();
    await user.type(codeBox(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await screen.findByText('The code is invalid or has expired.', {
      selector: '#verification-code-error',
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await screen.findByRole('button', { name: 'Send a new code in 60 seconds' });
    expect(codeBox()).toHaveValue('');
    expect(codeBox()).not.toHaveAttribute('aria-invalid', 'true');
    const form = codeBox().closest('form') as HTMLElement;
    expect(within(form).queryByText('The code is invalid or has expired.')).toBeNull();
  });

  it('starts a 60 s cooldown after a resend', async () => {
    await renderAt('/sign-up/email-verification', UNVERIFIED);
    await stepShown();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByRole('button', { name: 'Send a new code in 60 seconds' }),
    ).toBeDisabled();
  });

  it("honours a 429's Retry-After", async () => {
    mock.current.server.use(
      http.post('*/v1/employers/auth/email-verification/resend', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again in 42 seconds.', errors: [] },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    await renderAt('/sign-up/email-verification', UNVERIFIED);
    await stepShown();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByRole('button', { name: 'Send a new code in 42 seconds' }),
    ).toBeDisabled();
  });
});

describe('subscription checkout', () => {
  const pay = (card: string) =>
    payByCard(screen, card, /^Pay \$99\.00/, {
      holder: 'Alex Rivera',
      address: '1 Main St',
      zip: '77002',
    });

  it('declines a card, then pays the Growth plan and lands in the app with a welcome', async () => {
    advanceNewAccount({ complete: true });
    await renderAt('/sign-up/checkout?plan=2', UNVERIFIED);
    await screen.findByRole('textbox', { name: /^Card number/ }, { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: 'Growth plan' })).toBeVisible();
    await pay('4000000000000002');
    expect(
      await screen.findByText(/^Your card was declined/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    const employee = mock.current.db.tables.employees.find((e) => e.email === UNVERIFIED);
    expect(
      mock.current.db.tables.subscriptions.filter((s) => s.employee_uuid === employee?.uuid),
    ).toEqual([]);

    await pay('4242424242424242');
    await waitFor(() => expect(currentUrl).toBe('/job-openings'), { timeout: 10_000 });
    expect(await screen.findByText('Welcome to Hireline!')).toBeVisible();
    const [subscription] = mock.current.db.tables.subscriptions.filter(
      (s) => s.employee_uuid === employee?.uuid,
    );
    expect(subscription).toMatchObject({ plan_id: 2, status: 'active' });
  });

  it('ends at the page asked for before the account was ready, query and hash kept (issue #30 point 10)', async () => {
    advanceNewAccount({ complete: true });
    // A link to the job openings, followed before the sign-up was done: its first unfinished step.
    await renderAt('/job-openings?search=Warehouse#list', UNVERIFIED);
    await heading('Plans');
    expect(currentUrl).toBe('/sign-up/plans');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Choose Growth' }, { timeout: 10_000 }),
    );
    await screen.findByRole('textbox', { name: /^Card number/ }, { timeout: 10_000 });
    await pay('4242424242424242');
    // The link, once the plan is paid (and the welcome as well).
    await waitFor(() => expect(currentUrl).toBe('/job-openings?search=Warehouse&page=1'), {
      timeout: 10_000,
    });
    expect(currentHash).toBe('#list');
    expect(await screen.findByText('Welcome to Hireline!')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search job openings' })).toHaveValue('Warehouse');
  });

  it('shows the plans instead when the checkout names no known plan', async () => {
    advanceNewAccount({ complete: true });
    await renderAt('/sign-up/checkout?plan=99', UNVERIFIED);
    await heading('Plans');
  });
});
