/**
 * Paying a past-due plan happens inside the account area, in its own words (issue #30 point
 * 11), through the app's routes and guards over the simulated API (msw/node) with the real
 * store, translations and the demo payment provider: the past_due banner's action opens "Pay
 * the overdue month" on /account-details (no navigation to /sign-up) with the plan, the month
 * and the amount; paying closes it with "Payment received — your plan is active again" (no
 * welcome, no redirect), the plan active and the charge named as the overdue month in the
 * billing history; a declined card stays in the dialog; the pages that need a plan in good
 * standing and the sign-up steps lead a past-due employer to that dialog, while an
 * `incomplete` first payment stays in the sign-up checkout.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PAST_DUE_EMAIL, PAST_DUE_EMPLOYEE_UUID } from '../../../mocks/seed';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { pageAfterSetUp } from '../../../src/features/signUp/pageAfterSetUp';
import { messages } from '../../../src/i18n/messages';
import { setNotifier, type Notification, type NotificationText } from '../../../src/store/notifier';
import { payByCard } from '../billing/payByCard';
import { DEMO, loggedInStore, setupAccountServer } from './helpers';

jest.setTimeout(30_000);

const mock = setupAccountServer();
const T = { timeout: 10_000 };
/** The seed's past-due Starter plan failed on its billing day of May 10, 2026. */
const OVERDUE_MONTH = 'May 2026';

let notifications: Notification[];
let currentPath = '';
let currentSearch = '';

function LocationProbe() {
  const location = useLocation();
  currentPath = location.pathname;
  currentSearch = location.search;
  return null;
}

beforeEach(() => {
  notifications = [];
  currentPath = '';
  currentSearch = '';
  sessionStorage.clear();
  setNotifier((n) => notifications.push(n));
});
afterEach(() => setNotifier(null));

const intl = createIntl({ locale: 'en', messages: messages.en });

/** A notification's text as the toast shows it in English. */
function textOf(text: NotificationText | undefined): string {
  if (text === undefined || typeof text === 'string') return text ?? '';
  const { values, ...descriptor } = text;
  return intl.formatMessage(descriptor, values);
}

/** The app at `url` for `email`; the toasts stay unmounted (the test's notifier reads them). */
async function renderAt(url: string, email = PAST_DUE_EMAIL) {
  const store = await loggedInStore(email);
  render(
    <AppProviders store={store} timeZone="UTC" toastsAfter={() => new Promise(() => undefined)}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

/** The past-due employer's latest subscription row. */
function latestSubscription() {
  return mock.current.db.tables.subscriptions
    .filter((s) => s.employee_uuid === PAST_DUE_EMPLOYEE_UUID)
    .sort((a, b) => b.id - a.id)[0];
}

/** The open "Pay the overdue month" dialog, once its card form has loaded. */
async function overdueDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Pay the overdue month' }, T);
  await within(dialog).findByRole('textbox', { name: /^Card number/ }, T);
  return within(dialog);
}

/** Pays the overdue month in `dialog` with `card` (Marcus Bell's billing details). */
const payWith = (dialog: ReturnType<typeof within>, card: string) =>
  payByCard(dialog, card, /^Pay \$49\.00/, {
    holder: 'Marcus Bell',
    address: '400 Bay St',
    zip: '33602',
  });

describe('the past_due banner (issue #30 point 11)', () => {
  it('opens "Pay the overdue month" in the account page, not the sign-up checkout', async () => {
    await renderAt('/account-details');
    const banner = await screen.findByRole('alert', {}, T);
    expect(banner).toHaveTextContent('Your monthly payment failed');
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Update card and pay' }));

    const dialog = await overdueDialog();
    expect(currentPath).toBe('/account-details');
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account details', level: 1 })).toBeInTheDocument();
    // The plan, the month being paid for and the amount, in the account area's words.
    const summary = dialog.getByRole('region', { name: 'What you are paying' });
    expect(summary).toHaveTextContent(
      `The fee for ${OVERDUE_MONTH} couldn't be charged to your Visa ending in 0341.`,
    );
    expect(within(summary).getByText('Starter plan')).toBeVisible();
    expect(within(summary).getByText(OVERDUE_MONTH)).toBeVisible();
    expect(within(summary).getByText('$49.00')).toBeVisible();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      `The fee for ${OVERDUE_MONTH} couldn't be charged to your Visa ending in 0341.`,
    );
    // "Not now" closes it; the plan is still past due.
    await userEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(latestSubscription().status).toBe('past_due');
  });

  it('pays the overdue month: its own toast, no welcome, the plan active, still on the account page', async () => {
    await renderAt('/account-details');
    const banner = await screen.findByRole('alert', {}, T);
    await userEvent.click(within(banner).getByRole('button', { name: 'Update card and pay' }));
    await payWith(await overdueDialog(), '4242424242424242');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    const success = notifications.filter((n) => n.kind === 'success');
    expect(success.map((n) => textOf(n.summary))).toEqual([
      'Payment received — your plan is active again',
    ]);
    expect(textOf(success[0].detail)).toBe(
      `The Starter plan fee for ${OVERDUE_MONTH} is paid. You can create job openings and contact candidates again.`,
    );
    expect(notifications.map((n) => textOf(n.summary)).join(' ')).not.toMatch(/Welcome/);
    expect(screen.queryByText(/Welcome to Hireline/)).not.toBeInTheDocument();

    expect(latestSubscription().status).toBe('active');
    expect(currentPath).toBe('/account-details');
    expect(await screen.findByText('Active', {}, T)).toBeVisible();
    expect(screen.queryByText('Your monthly payment failed')).not.toBeInTheDocument();
    // The billing history reloads: its newest charge is named as the overdue month (the only
    // "first month" is the one paid when the employer subscribed, months ago).
    await waitFor(
      () =>
        expect(document.querySelector('td[data-cell="description"]')).toHaveTextContent(
          `Hireline Starter plan, overdue fee for ${OVERDUE_MONTH}`,
        ),
      T,
    );
    expect(screen.getAllByText(/first month/)).toHaveLength(1);
  });

  it('keeps a declined card in the dialog, the plan still past due', async () => {
    await renderAt('/account-details');
    const banner = await screen.findByRole('alert', {}, T);
    await userEvent.click(within(banner).getByRole('button', { name: 'Update card and pay' }));
    const dialog = await overdueDialog();
    await payWith(dialog, '4000000000000002');
    expect(await dialog.findByText(/^Your card was declined/, {}, T)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Pay the overdue month' })).toBeInTheDocument();
    expect(latestSubscription().status).toBe('past_due');
    expect(notifications.filter((n) => n.kind === 'success')).toEqual([]);
  });
});

describe('pages that need a plan in good standing (issue #30 point 11)', () => {
  it.each(['/job-openings?search=Clean', '/inbox', '/sign-up/checkout?plan=1', '/sign-up/plans'])(
    'lead a past-due employer from %s to the account page with the payment open',
    async (url) => {
      const store = await renderAt(url);
      await overdueDialog();
      expect(currentPath).toBe('/account-details');
      expect(currentSearch).not.toContain('sign-up');
      expect(screen.queryByRole('list', { name: 'Sign-up steps' })).not.toBeInTheDocument();
      // Paying ends on the account page: nothing is remembered to go to afterwards.
      expect(pageAfterSetUp(store.getState().auth.user?.uuid)).toBeUndefined();
    },
  );

  it('keeps an incomplete first payment in the sign-up checkout', async () => {
    const demo = mock.current.db.tables.employees.find((e) => e.email === DEMO);
    const row = mock.current.db.tables.subscriptions.find((s) => s.employee_uuid === demo?.uuid);
    if (!row) throw new Error('the seed has no demo subscription');
    row.status = 'incomplete';
    await renderAt('/job-openings', DEMO);
    await screen.findByRole('heading', { name: 'Checkout', level: 1 }, T);
    expect(currentPath).toBe('/sign-up/checkout');
    expect(currentSearch).toBe(`?plan=${row.plan_id}`);
  });
});
