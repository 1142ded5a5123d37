/**
 * The whole hiring loop of issue #3 in one run, in real Chromium against the production build
 * in demo mode (SPEC §2, §4, §9): create an opening → pay for its suggested candidates with
 * 4242 4242 4242 4242 → the chats appear → unlock one → send a message → the candidate's
 * reply arrives through the refetch → hire → the opening's hired count goes up.
 */
import { setupBrowser } from './browser';
import { createOpening, fillPayment, logIn, waitForCandidateReply } from './flows';

const e2e = setupBrowser();
const THREAD = '[data-testid="chat-thread"]';

test('create → pay → chats → unlock → message → reply → hire', async () => {
  const { page } = e2e;
  // The demo's time is moved on, never waited for (the candidate answers 20–90 s later).
  await page.clock.install();
  await logIn(page);
  const uuid = await createOpening(page, {
    name: 'E2E Hiring Loop Forklift',
    state: 'Texas',
    city: 'Houston',
    skills: ['Forklift Operation', 'Order Picking'],
    desiredCandidates: 3,
  });
  const candidates = page.getByRole('list', { name: 'Suggested candidates' });
  await candidates.waitFor({ timeout: 15_000 });
  const paid = await candidates.getByRole('checkbox', { checked: true }).count();
  expect(paid).toBeGreaterThan(0);

  await fillPayment(page, '4242424242424242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL((url) => url.pathname === `/job-openings/${uuid}/chats`, {
    timeout: 15_000,
  });

  // The chats of the paid candidates appear, all pending (locked until unlocked).
  const chats = page.getByRole('list', { name: 'Chats' });
  await chats.waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    (count) => document.querySelectorAll('[aria-label="Chats"] button').length >= count,
    paid,
  );
  const hired = page.getByTestId('opening-hired-count');
  await page.waitForFunction(
    (total) =>
      document.querySelector('[data-testid="opening-hired-count"]')?.textContent ===
      `Hired 0 of ${total}`,
    paid,
  );

  // Unlock the first chat (charged to the card on file): it becomes usable.
  await chats.getByRole('button').first().click();
  await page.getByText('This chat is locked').waitFor();
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unlock and pay' }).click();
  await page.getByText('Chat unlocked', { exact: true }).waitFor({ timeout: 15_000 });
  const box = page.getByRole('textbox', { name: 'Message' });
  await page.waitForFunction(
    () => !(document.querySelector('textarea[name^="message-"]') as HTMLTextAreaElement).disabled,
  );

  // Ask something; the candidate answers a question 20–90 s later (issue #21 point 5): the
  // demo's time moves on and the refetch brings the reply in.
  const text = `Can you start on Monday? (${Date.now()})`;
  await box.fill(text);
  await box.press('Enter');
  await page.locator(THREAD).getByText(text).waitFor({ timeout: 15_000 });
  await waitForCandidateReply(e2e, THREAD);

  // Hire: the notice shows and the opening's hired count goes up.
  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hire candidate' }).click();
  await page.getByText('Candidate hired successfully').waitFor();
  await page.waitForFunction(
    (total) =>
      document.querySelector('[data-testid="opening-hired-count"]')?.textContent ===
      `Hired 1 of ${total}`,
    paid,
  );
  expect(await hired.textContent()).toBe(`Hired 1 of ${paid}`);
  expect(e2e.pageErrors).toEqual([]);
}, 120_000);
