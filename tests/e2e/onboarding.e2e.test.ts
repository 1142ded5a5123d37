/**
 * Issue #6's account journeys in real Chromium against the production build in demo mode
 * (each test has its own in-browser database, so the demo employer can be changed freely; the
 * sign-up journeys, which run on both targets, are in signUp.e2e.test.ts): the demo employer
 * cancels the plan and changes the password; a forgotten password is recovered through the
 * link of the demo inbox; an unknown email shows "Mail not found".
 */
import { setupBrowser } from './browser';
import { logIn } from './flows';

const e2e = setupBrowser();
const PASSWORD = 'Password123!';

test('the demo employer cancels the plan from account details', async () => {
  const { page } = e2e;
  await logIn(page);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await dialog.getByText(/stays active until/).waitFor();
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByText(/^Cancelled — active until/).waitFor({ timeout: 15_000 });
  expect(e2e.pageErrors).toEqual([]);
});

test('the demo employer changes the password and logs in with the new one', async () => {
  const { page } = e2e;
  await logIn(page);
  await page.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^New password/ }).fill('NewPassword456!');
  await page.getByRole('textbox', { name: /^Confirm new password/ }).fill('NewPassword456!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed').first().waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await logIn(page, 'demo@hireline.test', 'NewPassword456!');
  expect(e2e.pageErrors).toEqual([]);
});

test('a forgotten password is recovered through the link of the demo inbox', async () => {
  const { page } = e2e;
  await page.goto('/auth/password-recovery-request');
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@hireline.test');
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/password-recovery-confirmation');
  await page.getByRole('button', { name: /Demo inbox/ }).click();
  await page
    .getByRole('dialog', { name: 'Demo inbox' })
    .getByRole('link', { name: 'Reset your password' })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/auth/password-recovery/'));
  await page.getByRole('textbox', { name: /^Password/ }).fill('Recovered789!');
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill('Recovered789!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await logIn(page, 'demo@hireline.test', 'Recovered789!');
  expect(e2e.pageErrors).toEqual([]);
});

test('an unknown email shows "Mail not found"', async () => {
  const { page } = e2e;
  await page.goto('/auth/password-recovery-request');
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await page.getByText('Mail not found.').first().waitFor({ timeout: 15_000 });
  expect(page.url()).toContain('/auth/password-recovery-request');
  expect(e2e.pageErrors).toEqual([]);
});
