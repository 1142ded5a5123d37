/**
 * /account-details against 200 generated cases (issue #7 point 6): the employee
 * (`getCurrentEmployee`, kept in the store as the login flow does: null company or company
 * fields, unverified email, long right-to-left names) and the current subscription
 * (`getCurrentSubscription`: every status, null card, far dates, the largest fees; one case
 * in ten the contract's 204 "never subscribed") and the charges (`listPayments`, issue #9
 * point 4: the billing history's page and the spend meter, whose later pages answer empty, so
 * the list ends; the openings named by the charges from `listJobOpenings`). The page renders;
 * the error boundary never shows.
 */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { AccountDetailsPage } from '../../../src/features/account/AccountDetailsPage';
import { caseOptions, generateResponse } from './contractData';
import {
  catalogHandler,
  batchIndexes,
  BATCH_TIMEOUT_MS,
  caseBatches,
  CASES_PER_SCREEN,
  loggedInStore,
  runCases,
  setupRobustnessServer,
  type ScreenCase,
} from './harness';

jest.setTimeout(BATCH_TIMEOUT_MS);

const server = setupRobustnessServer();
const SEED = 72_000;

function accountCase(index: number): ScreenCase {
  const seed = SEED + index;
  const user = generateResponse('getCurrentEmployee', seed, caseOptions(index));
  const subscription =
    index % 10 === 9 ? null : generateResponse('getCurrentSubscription', seed, caseOptions(index));
  const payments = generateResponse('listPayments', seed, caseOptions(index));
  const openings = generateResponse('listJobOpenings', seed, caseOptions(index));
  return {
    seed,
    data: { user, subscription },
    handlers: [
      http.get('*/v1/employers/current-subscription', () =>
        subscription ? HttpResponse.json(subscription) : new HttpResponse(null, { status: 204 }),
      ),
      // The billing history's page; the spend meter reads `page=2` on only when meta says so.
      http.get('*/v1/employers/payments', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return HttpResponse.json(page > 1 ? { ...payments, data: [] } : payments);
      }),
      http.get('*/v1/employers/job-openings', () => HttpResponse.json(openings)),
      // The company section shows the company form while the company is incomplete.
      catalogHandler(seed, index),
    ],
    store: loggedInStore(user),
    path: '/account-details',
    routes: (
      <Routes>
        <Route path="/account-details" element={<AccountDetailsPage />} />
      </Routes>
    ),
    endpoints: ['getCurrentSubscription', 'listPayments'],
    check: () => {
      expect(document.querySelector('h1')).toHaveTextContent('Account details');
      expect(document.body.textContent).toContain(user.email);
      if (subscription) expect(document.body.textContent).toContain(subscription.plan.name);
      const rows = document.querySelectorAll('table tbody tr');
      if (payments.data.length === 0) expect(document.body).toHaveTextContent('No charges yet');
      else expect(rows).toHaveLength(payments.data.length);
    },
  };
}

describe(`${CASES_PER_SCREEN} generated account screens`, () => {
  it.each(caseBatches())('cases %i to %i render without the error boundary', async (first, end) => {
    expect(await runCases(server, batchIndexes(first, end).map(accountCase))).toEqual([]);
  });
});
