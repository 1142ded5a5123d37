/**
 * Checkout of candidates (issue #3 point 1) in real Chromium, on both targets of
 * tests/e2e/browser.ts (SPEC §2, §4, §7, §8; contract `checkoutCandidates`): the demo employer
 * creates an opening and pays for its suggested candidates with test cards (the demo payment
 * provider in demo mode; Stripe Elements over the fake Stripe.js in production) — 4242 4242 4242 4242 lands on the opening's chats; 4000 0000 0000 0002 is declined,
 * shows its error and creates nothing; a double click on pay sends one checkout request.
 */
import type { Page, Request, Response } from 'playwright-core';
import { apiFromPage, setupBrowser } from './browser';
import { cardNumberField, createOpening as createNewOpening, fillPayment, logIn } from './flows';

const e2e = setupBrowser();
const CHECKOUT = /\/v1\/employers\/job-openings\/[^/?]+\/checkout$/;

/** Creates a Houston, TX forklift opening; resolves with its uuid once candidates show. */
async function createOpening(page: Page, name: string): Promise<string> {
  const uuid = await createNewOpening(page, {
    name,
    state: 'Texas',
    city: 'Houston',
    skills: ['Forklift Operation'],
    desiredCandidates: 3,
  });
  await page.getByRole('list', { name: 'Suggested candidates' }).waitFor({ timeout: 15_000 });
  return uuid;
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });

/** Records every checkout POST of the page and its response. */
function watchCheckouts(page: Page) {
  const requests: Request[] = [];
  const responses: Response[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && CHECKOUT.test(new URL(request.url()).pathname))
      requests.push(request);
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && CHECKOUT.test(new URL(response.url()).pathname))
      responses.push(response);
  });
  return { requests, responses };
}

/** The opening as the (simulated) API has it now, read with the page's own session. */
async function openingTotal(uuid: string): Promise<number | undefined> {
  const body = await apiFromPage<{ data: { uuid: string; total: number }[] }>(
    e2e,
    '/v1/employers/job-openings?per_page=100',
  );
  return body.data.find((opening) => opening.uuid === uuid)?.total;
}

/** The Stripe.js calls of the page (production target: the fake records them). */
function stripeCalls(page: Page): Promise<{ method: string }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __stripeFake?: { calls: { method: string }[] } }).__stripeFake
        ?.calls ?? [],
  );
}

test('pay with 4242 4242 4242 4242 → the checkout succeeds and lands on the opening’s chats', async () => {
  const { page } = e2e;
  await logIn(page);
  const uuid = await createOpening(page, 'E2E Checkout Forklift');
  const checkouts = watchCheckouts(page);
  await fillPayment(page, '4242424242424242');
  await payButton(page).click();
  await page.waitForURL((url) => url.pathname === `/job-openings/${uuid}/chats`, {
    timeout: 15_000,
  });
  expect(checkouts.requests).toHaveLength(1);
  const request = checkouts.requests[0];
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ job_opening_uuid: uuid, payment_method_id: 'pm_card_visa' });
  expect(Array.isArray(body.candidate_uuids) && body.candidate_uuids.length).toBeGreaterThan(0);
  const response = checkouts.responses[0];
  expect(response.status()).toBe(201);
  const result = (await response.json()) as { data: unknown[]; job_opening: { total: number } };
  expect(result.data).toHaveLength((body.candidate_uuids as string[]).length);
  expect(result.job_opening.total).toBe(result.data.length);
  await page.getByText('Payment complete').waitFor();
  if (e2e.target.name === 'production') {
    // The real Stripe provider ran: Elements mounted, the PaymentMethod created by Stripe.js.
    const methods = (await stripeCalls(page)).map((call) => call.method);
    expect(methods).toEqual(
      expect.arrayContaining(['Stripe', 'elements', 'elements.create', 'createPaymentMethod']),
    );
  }
  expect(e2e.pageErrors).toEqual([]);
});

test('a declined card (4000 0000 0000 0002) shows its error and creates nothing', async () => {
  const { page } = e2e;
  await logIn(page);
  const uuid = await createOpening(page, 'E2E Declined Forklift');
  const checkouts = watchCheckouts(page);
  await fillPayment(page, '4000000000000002');
  await payButton(page).click();
  await page
    .getByText(
      'Your card was declined. Nothing was charged. Use another card or contact your bank.',
    )
    .waitFor({ timeout: 15_000 });
  expect(checkouts.responses.map((response) => response.status())).toEqual([402]);
  expect(new URL(page.url()).pathname).toBe('/job-openings');
  // The values stay for another try; nothing was created.
  expect((await cardNumberField(page).inputValue()).replace(/\s/g, '')).toBe('4000000000000002');
  expect(await payButton(page).isEnabled()).toBe(true);
  expect(await openingTotal(uuid)).toBe(0);
  expect(e2e.pageErrors).toEqual([]);
});

test('a double click on pay sends exactly one checkout request', async () => {
  const { page } = e2e;
  await logIn(page);
  const uuid = await createOpening(page, 'E2E Double Click Forklift');
  const checkouts = watchCheckouts(page);
  await fillPayment(page, '4242424242424242');
  await payButton(page).dblclick();
  await page.waitForURL((url) => url.pathname === `/job-openings/${uuid}/chats`, {
    timeout: 15_000,
  });
  // The chats screen has loaded its data: any second request would have gone out before.
  await page.getByRole('list', { name: 'Chats' }).waitFor({ timeout: 15_000 });
  expect(checkouts.requests).toHaveLength(1);
  expect(e2e.pageErrors).toEqual([]);
});

test('a card that asks for 3-D Secure (4000 0027 6000 3184) is confirmed, then the checkout is repeated and succeeds', async () => {
  const { page } = e2e;
  await logIn(page);
  const uuid = await createOpening(page, 'E2E 3DS Forklift');
  const checkouts = watchCheckouts(page);
  await fillPayment(page, '4000002760003184');
  await payButton(page).click();
  if (e2e.target.name === 'demo') {
    // The demo provider's stand-in for the bank's page.
    await page.getByRole('button', { name: 'Complete authentication' }).click();
  }
  await page.waitForURL((url) => url.pathname === `/job-openings/${uuid}/chats`, {
    timeout: 15_000,
  });
  expect(checkouts.responses.map((response) => response.status())).toEqual([402, 201]);
  const [first, second] = checkouts.requests;
  expect(second.headers()['idempotency-key']).toBe(first.headers()['idempotency-key']);
  expect(second.postDataJSON()).toMatchObject({
    payment_method_id: 'pm_card_authenticationRequired',
  });
  if (e2e.target.name === 'production') {
    const confirm = (await stripeCalls(page)).filter(
      (call) => call.method === 'confirmCardPayment',
    );
    expect(confirm).toHaveLength(1);
  }
  expect(e2e.pageErrors).toEqual([]);
});
