/**
 * The robustness harness finds what it is there to find: a screen that throws on some data
 * is reported (the error boundary shows), a request no handler answers is reported, and a
 * screen that renders passes.
 */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
// The harness first: it loads the app's providers before the API modules, as the app does.
import { loggedInStore, runCases, setupRobustnessServer, type ScreenCase } from './harness';
import { useGetCurrentSubscriptionQuery } from '../../../src/api/subscriptionApi';

const server = setupRobustnessServer();

/** Shows the plan's name; throws on a plan named "boom" (a stand-in for a crashing screen). */
function PlanName() {
  const { data } = useGetCurrentSubscriptionQuery();
  if (data?.plan.name === 'boom') throw new Error('boom');
  return <h1>{data ? data.plan.name : 'none'}</h1>;
}

function planCase(seed: number, name: string, answered = true): ScreenCase {
  return {
    seed,
    data: { name },
    handlers: [
      http.get(answered ? '*/v1/employers/current-subscription' : '*/v1/employers/plans', () =>
        HttpResponse.json({ plan: { name } }),
      ),
    ],
    store: loggedInStore(),
    path: '/',
    routes: (
      <Routes>
        <Route path="/" element={<PlanName />} />
      </Routes>
    ),
    endpoints: ['getCurrentSubscription'],
    check: () => expect(document.querySelector('h1')).toHaveTextContent(name),
  };
}

it('passes a screen that renders its data', async () => {
  expect(await runCases(server, [planCase(1, 'Growth')])).toEqual([]);
});

it('reports a screen that falls into the error boundary', async () => {
  const failures = await runCases(server, [planCase(2, 'boom')]);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatch(/^seed 2: .*error boundary shown/s);
});

it('reports a request that no handler answered', async () => {
  const failures = await runCases(server, [planCase(3, 'Starter', false)]);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatch(/^seed 3: .*unanswered requests: GET .*current-subscription/s);
});
