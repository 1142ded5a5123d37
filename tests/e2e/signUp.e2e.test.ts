/**
 * Issue #6 end to end in real Chromium, on both targets of tests/e2e/browser.ts: a brand-new
 * employer becomes a paying customer alone (sign up → verify with the e-mailed code →
 * company, a 9-digit phone refused first → plan → card declined, then paid (the demo payment
 * provider, or Stripe Elements over the fake Stripe.js) → /job-openings → an opening); another
 * new employer logs out midway and resumes at the right step.
 */
import type { Page } from 'playwright-core';
import { setupBrowser } from './browser';
import { createOpening, fillCard, fillCompany, logIn, PASSWORD, signUpAs } from './flows';

const e2e = setupBrowser();

/** Opens the demo inbox and reads the newest verification code shown there. */
async function codeFromDemoInbox(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Demo inbox/ }).click();
  const inbox = page.getByRole('dialog', { name: 'Demo inbox' });
  const code = await inbox
    .getByText(/^Code: \d{6}$/)
    .first()
    .textContent();
  await inbox.getByRole('button', { name: 'Close' }).click();
  await inbox.waitFor({ state: 'hidden' });
  return (code ?? '').replace(/\D/g, '');
}

/**
 * The verification code of the newest e-mail: read in the demo inbox in demo mode; in
 * production the API server is the simulated API, whose demo rule accepts 123456 (the e-mail
 * itself is not reachable from the browser there).
 */
async function verificationCode(page: Page): Promise<string> {
  return e2e.target.name === 'demo' ? codeFromDemoInbox(page) : '123456';
}

/** Verifies the email with the e-mailed code; resolves on the company step. */
async function verifyEmail(page: Page) {
  await page.getByRole('link', { name: 'Verify your email' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-up/email-verification');
  // The step (its own chunk) is on screen before the code is looked up.
  await page.getByRole('textbox', { name: 'Verification code' }).waitFor({ timeout: 15_000 });
  const code = await verificationCode(page);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-up/company-information');
}

/** Fills the company step; the phone is refused with 9 digits first, then saved. */
async function enterCompany(page: Page) {
  await fillCompany(page, '713555018');
  await page.getByText('The phone number must have 10 digits.').waitFor();
  expect(page.url()).toContain('/sign-up/company-information');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('7135550187');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-up/plans', { timeout: 15_000 });
}

/** Fills the card form with `card` (emptied first: this may be a retry) and clicks pay. */
async function pay(page: Page, card: string) {
  await fillCard(page, card, 'Erin Example');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a brand-new employer signs up, verifies, enters the company, pays and creates an opening', async () => {
  const { page } = e2e;
  await signUpAs(page, `onboard-${Date.now()}@example.com`);
  await page.getByText('Finish setting up your account').waitFor();
  await verifyEmail(page);
  await enterCompany(page);

  await page.getByRole('button', { name: 'Choose Growth' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-up/checkout');
  await pay(page, '4000000000000002');
  await page.getByText('Your card was declined.').waitFor({ timeout: 15_000 });
  expect(page.url()).toContain('/sign-up/checkout');
  await pay(page, '4242424242424242');
  await page.waitForURL((url) => url.pathname === '/job-openings', { timeout: 20_000 });
  await page.getByText('Welcome to Hireline!').waitFor();

  await createOpening(page, {
    name: 'First Opening',
    state: 'Texas',
    city: 'Houston',
    skills: ['Forklift Operation'],
  });
  await page.getByRole('list', { name: 'Suggested candidates' }).waitFor({ timeout: 15_000 });
  expect(e2e.pageErrors).toEqual([]);
});

test('logging out midway, the employer resumes at the right step', async () => {
  const { page } = e2e;
  const email = `resume-${Date.now()}@example.com`;
  await signUpAs(page, email);
  await verifyEmail(page);
  await page.getByRole('textbox', { name: 'Company name' }).fill('Half Done Inc');
  await page.goto('/account-details');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');

  await logIn(page, email, PASSWORD);
  await page.getByText('Next step: company information').waitFor();
  await page.goto('/job-openings');
  await page.waitForURL((url) => url.pathname === '/sign-up/company-information');
  await page.goto('/sign-up/checkout?plan=2');
  await page.waitForURL((url) => url.pathname === '/sign-up/company-information');
  expect(e2e.pageErrors).toEqual([]);
});
