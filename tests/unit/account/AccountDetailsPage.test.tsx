/**
 * /account-details (SPEC §2 account screen, §4) over the simulated API: change password
 * (success resets the form; a wrong current password shows on its field), plan
 * cancellation ("active until"), the past_due banner and its pay button, and the panel that
 * names the next sign-up step.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMPANY_STEP_EMAIL,
  DEMO_EMPLOYEE_UUID,
  PAST_DUE_EMAIL,
  PAST_DUE_EMPLOYEE_UUID,
} from '../../../mocks/seed';
import { setNotifier, type Notification } from '../../../src/store/notifier';
import {
  DEMO,
  loggedInStore,
  PASSWORD,
  renderAccount,
  setupAccountServer,
  UNVERIFIED,
} from './helpers';

const mock = setupAccountServer();
let notifications: Notification[];

beforeEach(() => {
  notifications = [];
  setNotifier((n) => notifications.push(n));
});
afterEach(() => setNotifier(null));

function securityForm() {
  return within(screen.getByRole('form', { name: 'Change password' }));
}

async function fillPasswords(current: string, next: string, confirmation = next) {
  const form = securityForm();
  const user = userEvent.setup();
  await user.type(form.getByLabelText(/^Current password/), current);
  await user.type(form.getByLabelText(/^New password/), next);
  await user.type(form.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(form.getByRole('button', { name: 'Change password' }));
}

describe('AccountDetailsPage', () => {
  it('changes the password: a success toast, an empty form, and the new password is stored', async () => {
    renderAccount(await loggedInStore(DEMO));
    await fillPasswords(PASSWORD, 'NewPassword456!');
    await waitFor(() =>
      expect(notifications).toContainEqual(
        expect.objectContaining({
          kind: 'success',
          summary: expect.objectContaining({ id: 'account.security.changed' }),
        }),
      ),
    );
    await waitFor(() => expect(securityForm().getByLabelText(/^Current password/)).toHaveValue(''));
    expect(securityForm().getByLabelText(/^New password/)).toHaveValue('');
    const employee = mock.current.db.tables.employees.find((e) => e.email === DEMO);
    expect(employee?.password).toBe('NewPassword456!');
  });

  it('validates the security form before sending: required, too short, mismatch', async () => {
    renderAccount(await loggedInStore(DEMO));
    const user = userEvent.setup();
    const form = securityForm();
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The current password field is required.')).toBeInTheDocument();
    expect(form.getByText('The new password field is required.')).toBeInTheDocument();
    expect(form.getByText('The new password confirmation field is required.')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^New password/), 'short');
    await user.type(form.getByLabelText(/^Confirm new password/), 'shorter');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(
      await form.findByText('The new password must be at least 8 characters.'),
    ).toBeInTheDocument();
    expect(form.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('shows a wrong current password (422 on current_password) on that field and keeps the values', async () => {
    renderAccount(await loggedInStore(DEMO));
    await fillPasswords('WrongPassword1!', 'NewPassword456!');
    const field = securityForm().getByLabelText(/^Current password/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('The password is incorrect.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('WrongPassword1!');
    // One summary in human words (issue #19 point 10), not the server's generic 422 message.
    expect(securityForm().getByRole('alert')).toHaveTextContent(
      'Please correct the highlighted field',
    );
  });

  it('cancels the plan behind a confirmation that says until when it stays active', async () => {
    renderAccount(await loggedInStore(DEMO));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    const row = mock.current.db.tables.subscriptions.find(
      (s) => s.employee_uuid === DEMO_EMPLOYEE_UUID,
    );
    const end = new Date(row?.current_period_end ?? '').toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(dialog.getByText(new RegExp(`stays active until ${end}`))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel plan' }));
    expect(
      await screen.findByText(`Cancelled — active until ${end}`, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    expect(screen.queryByText('Next billing date')).not.toBeInTheDocument();
    expect(row?.cancel_at_period_end).toBe(true);
  });

  it('warns of a failed monthly payment (past_due) with a way to pay it on this page', async () => {
    const row = mock.current.db.tables.subscriptions.find(
      (s) => s.employee_uuid === PAST_DUE_EMPLOYEE_UUID,
    );
    if (!row) throw new Error('no past-due subscription in the seed');
    renderAccount(await loggedInStore(PAST_DUE_EMAIL));
    const banner = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(banner).toHaveTextContent('Your monthly payment failed');
    // Paid in the account area (issue #30 point 11; tests/unit/account/overduePayment.test.tsx).
    expect(within(banner).getByRole('button', { name: 'Update card and pay' })).toBeVisible();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.queryByText('Finish setting up your account')).not.toBeInTheDocument();
  });

  it('leads an employer without a plan with the plan step', async () => {
    renderAccount(await loggedInStore(COMPANY_STEP_EMAIL));
    expect(await screen.findByText('Next step: plan', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('No plan yet')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Choose a plan' }))
      expect(link).toHaveAttribute('href', '/sign-up/plans');
  });

  it('leads an unverified account with the email verification step and holds the company form back', async () => {
    renderAccount(await loggedInStore(UNVERIFIED));
    const panel = (await screen.findByText('Finish setting up your account')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(panel).toHaveTextContent('Next step: email verification');
    expect(within(panel).getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/sign-up/email-verification',
    );
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(
      screen.getByText('You can enter your company information once your email is verified.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /company/i })).not.toBeInTheDocument();
    expect(await screen.findByText('No plan yet')).toBeInTheDocument();
    // The plans would send an unverified employer back to verification: no link there yet.
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).not.toBeInTheDocument();
  });
});

describe('AccountDetailsPage company section', () => {
  it('edits the company: the saved values show in the read view and focus returns to Edit', async () => {
    renderAccount(await loggedInStore(DEMO));
    const user = userEvent.setup();
    const edit = screen.getByRole('button', { name: 'Edit company information' });
    await user.click(edit);
    const form = within(await screen.findByRole('form', { name: 'Company information' }));
    const name = form.getByLabelText(/^Company name/);
    expect(name).toHaveValue('Lone Star Logistics LLC');
    await user.clear(name);
    await user.type(name, 'Lone Star Freight LLC');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Lone Star Freight LLC', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Company information' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit company information' })).toHaveFocus();
    expect(notifications).toContainEqual(
      expect.objectContaining({
        kind: 'success',
        summary: expect.objectContaining({ id: 'notification.company.UPDATED' }),
      }),
    );
  });
});
