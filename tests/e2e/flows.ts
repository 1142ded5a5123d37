/**
 * Steps the end-to-end tests share: logging in as a demo employer, picking a react-select
 * option, creating a job opening, filling the card form of either payment provider.
 */
import type { Page } from 'playwright-core';
import type { E2EState } from './browser';

/** The demo employer with a verified email, a complete company and an active plan. */
export const DEMO = { email: 'demo@hireline.test', password: 'Password123!' };

/** Logs in through the login page; resolves on /account-details (SPEC §4). */
export async function logIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/account-details', { timeout: 15_000 });
}

/**
 * Picks `option` in the dialog's react-select labelled `label`, typing `text` to find it;
 * resolves once the select shows it as chosen (a single value or a multi-value chip), so that
 * a busy machine never moves on before the form holds the value. The catalogs search on the
 * server as the text is typed and the menu's options are replaced when the answer comes: the
 * click waits for the select to stop loading, and a click that landed on an option being
 * replaced (no chip after it) is made again, up to three times in all.
 */
export async function choose(page: Page, label: string, text: string, option: string) {
  const input = page.getByRole('dialog').getByRole('combobox', { name: label });
  const control = input.locator('xpath=ancestor::div[contains(@class, "hl-select__control")][1]');
  const chosen = control
    .locator('.hl-select__single-value, .hl-select__multi-value__label')
    .filter({ hasText: option })
    .first();
  for (let attempt = 1; ; attempt += 1) {
    await input.click();
    await input.fill(text);
    await control
      .locator('.hl-select__loading-indicator')
      .waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('option', { name: option, exact: true }).click();
    try {
      await chosen.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export interface OpeningValues {
  name: string;
  /** State and city: typed to search; the options picked are `stateOption` / `cityOption`
   * when the catalog names differ from what is typed (default: the same text). */
  state: string;
  stateOption?: string;
  city: string;
  cityOption?: string;
  /** Skills (typed: their first 6 characters); `skillOptions` as for the state. */
  skills: string[];
  skillOptions?: string[];
  desiredCandidates?: number;
  firstQuestion?: string;
}

/**
 * Creates a job opening from /job-openings and resolves with its uuid once the create
 * request answered (the checkout step or the no-candidates dialog follows).
 */
export async function createOpening(page: Page, values: OpeningValues): Promise<string> {
  if (new URL(page.url()).pathname !== '/job-openings') await page.goto('/job-openings');
  await page.getByRole('button', { name: 'Create job opening' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(values.name);
  for (const [i, skill] of values.skills.entries()) {
    await choose(page, 'Skills', skill.slice(0, 6), values.skillOptions?.[i] ?? skill);
  }
  await choose(page, 'State', values.state, values.stateOption ?? values.state);
  await choose(page, 'City', values.city, values.cityOption ?? values.city);
  await dialog
    .getByRole('spinbutton', { name: 'Desired candidates' })
    .fill(String(values.desiredCandidates ?? 5));
  await dialog
    .getByRole('textbox', { name: 'First question' })
    .fill(values.firstQuestion ?? 'Are you available to start within the next two weeks?');
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/v1/employers/job-openings',
    { timeout: 20_000 },
  );
  const alertsBefore = await dialog.getByRole('alert').count();
  await dialog.getByRole('button', { name: 'Create and find candidates' }).click();
  // A form the app refused (a new alert in the dialog) names its errors instead of leaving the
  // wait to time out.
  const refused = dialog
    .getByRole('alert')
    .nth(alertsBefore)
    .waitFor({ timeout: 20_000 })
    .then(async () => {
      const errors = await dialog.getByRole('alert').allInnerTexts();
      throw new Error(`the job opening form was not sent: ${errors.join(' | ')}`);
    });
  refused.catch(() => undefined);
  const response = await Promise.race([created, refused]);
  return ((await response.json()) as { uuid: string }).uuid;
}

/** The card number field: the demo form's, or the Stripe (fake) Element's input. */
export function cardNumberField(page: Page) {
  return page
    .locator('[data-stripe-fake="cardNumber"]')
    .or(page.getByRole('textbox', { name: 'Card number', exact: true }));
}

/**
 * Fills a card form (expiry 12/34, CVC 123), whichever payment provider the build uses: the
 * demo provider's fields in demo mode, the Stripe Elements (the fake Stripe.js of
 * tests/e2e/fakes/stripe.js) in production, each emptied first (a retry); then the billing fields, when the form has them
 * (state and city come from the company).
 */
export async function fillCard(page: Page, card: string, cardholder = 'Dana Demo') {
  const number = cardNumberField(page);
  await number.waitFor({ timeout: 15_000 });
  const stripe = (await number.getAttribute('data-stripe-fake')) !== null;
  await number.fill('');
  await number.pressSequentially(card);
  const expiry = stripe
    ? page.locator('[data-stripe-fake="cardExpiry"]')
    : page.getByRole('textbox', { name: 'Expiration date' });
  await expiry.fill('');
  await expiry.pressSequentially('1234');
  const cvc = stripe
    ? page.locator('[data-stripe-fake="cardCvc"]')
    : page.getByRole('textbox', { name: 'CVV' });
  await cvc.fill('');
  await cvc.pressSequentially('123');
  await page.getByRole('textbox', { name: 'Cardholder name' }).fill(cardholder);
  const address = page.getByRole('textbox', { name: 'Billing address' });
  if (await address.count()) {
    await address.fill('1200 Main St');
    await page.getByRole('textbox', { name: 'Zip code' }).fill('77002');
  }
}

/**
 * On the checkout's payment step, chooses "Use another card" when the employer has a card on
 * file (issue #19 point 3: the card on file is preselected and the card form hidden), so the
 * card form shows; without a card on file the form is already there.
 */
export async function chooseAnotherCard(page: Page) {
  const another = page.getByRole('radio', { name: 'Use another card' });
  await another.or(cardNumberField(page)).first().waitFor({ timeout: 15_000 });
  if (await another.count()) await another.check();
}

/** Continues to payment, chooses another card ({@link chooseAnotherCard}) and fills it ({@link fillCard}). */
export async function fillPayment(page: Page, card: string) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await chooseAnotherCard(page);
  await fillCard(page, card);
}

/** The demo employers' password, also used for the employers the tests sign up. */
export const PASSWORD = DEMO.password;

/** Signs up a new employer at /auth/sign-up; resolves on /account-details (SPEC §4). */
export async function signUpAs(page: Page, email: string, name = 'Erin Example') {
  await page.goto('/auth/sign-up');
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/account-details', { timeout: 15_000 });
}

/**
 * Picks `option` in the form's react-select labelled `label`, typing `text` to find it; with
 * no `text`, a select without search opened from the keyboard.
 */
async function chooseInForm(page: Page, label: string, text: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label });
  if (text) {
    await input.click();
    await input.fill(text);
  } else {
    await input.focus();
    await page.keyboard.press('ArrowDown');
  }
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Fills the company step (Houston, TX freight company, the first customer-since day the
 * calendar offers) with `phone` and presses "Save and continue"; the caller awaits the outcome.
 */
export async function fillCompany(page: Page, phone: string, name = 'Bayou Freight LLC') {
  await page.getByRole('textbox', { name: 'Company name' }).fill(name);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await chooseInForm(page, 'State', 'Texas', 'Texas');
  await chooseInForm(page, 'City', 'Houston', 'Houston');
  await chooseInForm(page, 'Company size', '', /employees/);
  await chooseInForm(page, 'Industry', 'Logistics', /Logistics/);
  await page.getByRole('button', { name: /Customer since/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await calendar
    .getByRole('button', { name: /, \d{4}$/ })
    .first()
    .click();
  await calendar.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** The latest a demo candidate answers a question, in ms (mocks/handlers/replies.ts). */
const DEMO_REPLY_MAX_MS = 90_000;

/**
 * Moves the demo's time `ms` on instead of waiting for it. On the demo target the simulated API
 * runs in the page and reads the page's clock: Playwright's `page.clock`, which the test
 * installed before the app loaded, jumps forward (each due timer fires once, as after a closed
 * laptop lid). On the production target the API server's own clock moves (`POST /__clock` on
 * E2E_API_UPSTREAM, mocks/server.ts).
 */
export async function advanceDemoTime(e2e: E2EState, ms: number): Promise<void> {
  if (e2e.target.name === 'demo') {
    await e2e.page.clock.fastForward(ms);
    return;
  }
  const response = await fetch(`${process.env.E2E_API_UPSTREAM ?? ''}/__clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });
  if (response.status !== 200) throw new Error(`POST /__clock answered ${response.status}`);
}

/**
 * Waits until the last message of the thread in `threadSelector` is the candidate's, after a
 * question the employer sent there: the demo candidate answers a question 20–90 s after it
 * (issue #21 point 5). Once the outbox has drained (the question acknowledged), the demo's time
 * moves 90 s on ({@link advanceDemoTime}; the page's clock must have been installed before the
 * app loaded); then a window focus refetches the thread (SPEC §9) before each check, once a
 * second for 15 s at most — a web-first wait on the data, no sleep.
 */
export async function waitForCandidateReply(e2e: E2EState, threadSelector: string): Promise<void> {
  const { page } = e2e;
  await page.waitForFunction(() => document.querySelectorAll('[data-outbox-status]').length === 0);
  await advanceDemoTime(e2e, DEMO_REPLY_MAX_MS);
  await page.waitForFunction(
    (selector) => {
      const senders = document.querySelectorAll(`${selector} [data-sender]`);
      if (senders[senders.length - 1]?.getAttribute('data-sender') === 'candidate') return true;
      window.dispatchEvent(new Event('focus'));
      return false;
    },
    threadSelector,
    { polling: 1_000, timeout: 15_000 },
  );
}
